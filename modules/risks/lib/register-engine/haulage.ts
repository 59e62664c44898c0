/**
 * Haulage by road (data; see provisions.ts): a transport or distribution contract whose trucks carry the entity's
 * goods ("Provide a fleet of well-maintained trucks with a capacity to haul up to a minimum of 28 tons per truck",
 * a national grain board's road transport framework). Loaded heavy trucks on Kenyan roads bring accidents to
 * drivers and third parties, and cargo lost, stolen or spoilt in transit. Buying a truck is not haulage: a sentence
 * about the vehicle's supply (chassis, engine, warranty) raises nothing.
 */
import type { RiskProvision } from "./provision-types";

export const HAULAGE: RiskProvision = {
  id: "haulage",
  topic: "haulage of goods by road",
  terms: ["\\btrucks?\\b", "\\blorr(?:y|ies)\\b", "\\bprime[- ]movers?\\b", "\\btrailers?\\b"],
  context: [
    "haul\\w*",
    "in transit",
    "road[- ]?worth\\w*",
    "carry\\w*|carri(?:es|ed)",
    "transport(?:ation|ing)?\\s+(?:of|the)\\b",
    "consignments?",
  ],
  unless: [
    "supply(?:\\s+and\\s+deliver\\w*)?\\s+of\\s+(?:one|two|\\(?\\d)",
    "chassis",
    "engine",
    "gearbox",
    "wheelbase",
    "warranty",
  ],
  risks: [
    {
      key: "accidents",
      category: "health_safety",
      stage: "contract_management",
      title: "Road accidents involving the contractor's loaded trucks",
      description:
        "Heavy loaded trucks on long routes injure or kill drivers and other road users; the entity's name is on the cargo and the contract, and the works stop while claims are settled.",
      probability: 3,
      impact: 4,
      reasoning:
        "Probability 3: the contract puts heavy trucks on the road for its whole term; impact 4: deaths or injuries, claims and delayed deliveries.",
      mitigation:
        "Require road-worthy trucks inspected by NTSA, licensed drivers with rest rules, speed governors and GPS tracking, and third-party insurance; check them before the first load and at random.",
      owner: "Transport officer",
      due: { closing: 30, fallback: 21 },
    },
    {
      key: "cargo",
      category: "economic",
      stage: "contract_management",
      title: "Goods lost, stolen or spoilt in transit",
      description:
        "Cargo that goes missing, is diverted or is spoilt by rain on the way is lost to the entity unless the contract makes the transporter liable and insured for it.",
      probability: 3,
      impact: 3,
      reasoning:
        "Probability 3: every load is exposed on the road and at stops; impact 3: the value of the goods and the delay to replace them.",
      mitigation:
        "Make the transporter liable for the goods from loading to delivery, require goods-in-transit insurance and covered loads, and reconcile weighbridge tickets at loading and delivery.",
      owner: "Transport officer",
      due: { closing: 14, fallback: 14 },
    },
  ],
};
