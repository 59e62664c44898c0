/**
 * A gas fire-suppression system in the works (data; see provisions.ts): FM-200 (HFC-227ea), Novec 1230, inert gas
 * (IG-541 "Inergen", IG-55 "Argonite", IG-01, IG-100), CO2 flooding, or a "clean agent" system, as data centres,
 * server rooms and archives specify them ("Gas based Fire Suppression System … Clean agent-based fire suppression
 * system shall be installed in the server farm"). A discharge floods the room: inert gas and CO2 take the oxygen
 * below what keeps people alive, and a halocarbon agent breaks down in a fire into hydrogen fluoride; the cylinders
 * are vessels under pressure. The room is a confined space while the gas is in it. NFPA 2001 and ISO 14520 set the
 * safeguards (a pre-discharge alarm and time delay, an abort switch, lock-off during maintenance, warning signs).
 */
import type { RiskProvision } from "./provision-types";

export const GAS_SUPPRESSION: RiskProvision = {
  id: "gas-suppression",
  topic: "a gas fire-suppression system",
  terms: [
    "FM[- ]?200",
    "HFC[- ]?227\\w*",
    "Novec\\s?1230",
    "FK[- ]?5[- ]?1[- ]?12",
    "Inergen",
    "Argonite",
    "\\bIG[- ]?(?:01|100|55|541)\\b",
    "inert[- ]gas(?:es)?",
    "clean[- ]agent",
    "(?:CO2|CO₂|carbon dioxide)\\s+(?:total\\s+)?(?:flooding|suppression|extinguishing)",
    "gas(?:eous)?(?:[- ]based)?\\s+(?:fire\\s+)?(?:suppression|extinguishing|extinguisher)\\s+system",
  ],
  context: [
    "suppress\\w*",
    "extinguish\\w*",
    "systems?",
    "cylinders?",
    "discharg\\w*",
    "refill\\w*",
    "install\\w*",
    "fire",
  ],
  risks: [
    {
      key: "asphyxiation",
      category: "health_safety",
      stage: "contract_management",
      title: "People asphyxiated or poisoned by a discharge of the gas fire-suppression system",
      description:
        "A discharge during installation, testing or maintenance floods the room: inert gas and CO2 leave too little oxygen to breathe, and a chemical agent gives off toxic gas in a fire; the room is a confined space until ventilated, and the cylinders are under pressure.",
      probability: 2,
      impact: 5,
      reasoning:
        "Probability 2: the works install and commission a gas suppression system, and accidental discharges happen mostly during installation and maintenance; impact 5: death of anyone in the room.",
      mitigation:
        "Require a design to NFPA 2001 or ISO 14520 with a pre-discharge alarm, time delay and abort switch, lock-off during work in the room, warning signs at each door, a room integrity test and training of the entity's staff; cylinders handled and filled only by the maker's trained technicians.",
      owner: "Project engineer",
      due: { closing: 30, fallback: 21 },
    },
  ],
};
