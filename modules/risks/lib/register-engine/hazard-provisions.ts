/**
 * Provisions of the works that put people or the environment at risk (data; see provisions.ts): asbestos removal,
 * work at height (scaffolds, roofs, poles and masts the contractor puts up), deep excavation, hazardous chemicals,
 * gas fire-suppression systems and haulage by road. A word alone is not a provision: the work done with it must be in the sentence.
 */
import type { RiskProvision } from "./provision-types";
import { GAS_SUPPRESSION } from "./gas-suppression";
import { HAULAGE } from "./haulage";

const WORK_ON_MATERIAL = [
  "remov\\w*",
  "strip\\w*",
  "demoli\\w*",
  "dismantl\\w*",
  "dispos\\w*",
  "handl\\w*",
  "encapsulat\\w*",
  "abat\\w*",
  "replac\\w*",
  "roof\\w*",
  "sheet\\w*",
  "cladding",
  "ceiling\\w*",
  "pipes?",
  "waste",
];

/** A pole, mast or tower that people climb (not "double pole switch", "2-pole breaker", "tower server"). */
const POLE =
  "(?<!(?:single|double|triple|two|three|four|\\d)[- ]?)\\b(?:poles?|masts?|towers?|pylons?|gantry|gantries)\\b(?![- ]?(?:switch|breaker|MCB|MCCB|RCD|RCBO|isolator|server|case|chassis|PC|desktop|form|UPS|type|model|unit|cabinet|rack|workstation|computer))";
/** Putting something up or working on it (not "Rack Mountable", an equipment's form). */
const PUT_UP =
  "\\b(?:install(?:s|ed|ing|ation)?|erect(?:s|ed|ing|ion)?|mount(?:s|ed|ing)?|climb(?:s|ed|ing)?)\\b";

export const HAZARD_PROVISIONS: readonly RiskProvision[] = [
  {
    id: "asbestos",
    topic: "asbestos removal",
    terms: ["asbestos"],
    context: WORK_ON_MATERIAL,
    risks: [
      {
        key: "waste",
        category: "environmental",
        stage: "contract_management",
        title: "Asbestos waste disposed of without a NEMA licence",
        description:
          "Asbestos is hazardous waste: it must be wetted, bagged, transported and disposed of by a NEMA-licensed handler at a licensed site. Dumping or burning it contaminates the site and exposes the entity to enforcement.",
        probability: 3,
        impact: 5,
        reasoning:
          "Probability 3: the works include removing asbestos, and licensed handlers are few outside the cities; impact 5: contamination, a stop order and liability for clean-up.",
        mitigation:
          "Ask bidders for the NEMA licence of the waste handler and the disposal site; require waste transfer notes for every load and a licensed site in the contract.",
        owner: "Environment officer",
        due: { closing: 14, fallback: 14 },
      },
      {
        key: "exposure",
        category: "health_safety",
        stage: "contract_management",
        title: "Workers and occupants exposed to asbestos fibres",
        description:
          "Breaking or cutting asbestos sheets releases fibres that cause asbestosis and cancer; the Occupational Safety and Health Act 2007 requires the contractor to control the exposure.",
        probability: 3,
        impact: 5,
        reasoning:
          "Probability 3: removal disturbs the material by its nature; impact 5: irreversible illness of workers, occupants and neighbours.",
        mitigation:
          "Require an occupational safety and health plan for the removal (wet methods, respirators, disposable overalls, an exclusion zone, air monitoring) approved before possession of site.",
        owner: "Project engineer",
        due: { closing: 30, fallback: 21 },
      },
    ],
  },
  {
    id: "height",
    topic: "work at height",
    terms: [
      "work(?:ing|s)? at heights?",
      "scaffold\\w*",
      "fall[- ]arrest\\w*",
      "roof(?:ing)? works?",
      "roof[- ]?top (?:installation|mounting|works?)",
      "elevated work(?:ing)? platforms?",
      "cherry[- ]pickers?|boom lifts?|scissor lifts?|aerial (?:work )?platforms?",
      // A pole, mast or tower the contractor puts up or works on: "The camera poles for any outdoor cameras shall
      // be supplied & installed by the contractor… required height may be up to 3.5-8 meters". Not a switch's or
      // a breaker's poles ("double pole switch"), nor a tower computer.
      `${POLE}(?=[^.;]{0,200}(?:${PUT_UP}|\\bheights?\\b|\\b\\d(?:[.,]\\d+)?\\s?(?:m|metres?|meters?)\\b))`,
      `${PUT_UP}[^.;]{0,80}?${POLE}`,
      "\\b(?:install\\w*|erect\\w*|mount\\w*|fix\\w*)\\b[^.;]{0,120}?\\b(?:on|onto)\\s+(?:the\\s+|existing\\s+|new\\s+)*(?:roofs?|roof[- ]?tops?)\\b",
      "\\bat\\s+(?:a\\s+)?height\\s+of\\s+(?:(?:up\\s+to|about|not\\s+less\\s+than)\\s+)?(?:[2-9]|\\d{2})(?:[.,]\\d+)?\\s?(?:m|metres?|meters?)\\b",
    ],
    risks: [
      {
        key: "falls",
        category: "health_safety",
        stage: "contract_management",
        title: "Falls from height during the works",
        description:
          "Work on roofs, scaffolds, poles and masts is the commonest cause of fatal site accidents; a fall stops the works and brings an inquiry.",
        probability: 3,
        impact: 5,
        reasoning:
          "Probability 3: the works put people on scaffolds, roofs, poles or masts; impact 5: death or permanent injury.",
        mitigation:
          "Require a method statement for work at height (inspected scaffolds or lifting platforms, guard rails, harnesses, a rescue plan for pole and mast work) in the safety plan, and check it on site before the work starts.",
        owner: "Project engineer",
        due: { closing: 30, fallback: 21 },
      },
    ],
  },
  {
    id: "excavation",
    topic: "deep excavation",
    terms: ["excavat\\w*", "trench\\w*", "\\bpits?\\b", "\\bdig(?:s|ging)?\\b"],
    context: [
      "depths?",
      "deep",
      "exceeding\\s+\\d",
      "over\\s+\\d(?:[.,]\\d+)?\\s?m\\b",
      "shoring",
      "basement",
      "timbering",
      "manholes?",
    ],
    risks: [
      {
        key: "collapse",
        category: "health_safety",
        stage: "contract_management",
        title: "Trench or excavation collapse",
        description:
          "Unsupported excavations collapse on workers and undermine neighbouring structures and services.",
        probability: 2,
        impact: 5,
        reasoning:
          "Probability 2: the bill provides for deep excavation; impact 5: a collapse kills or buries workers.",
        mitigation:
          "Require shoring or battering of excavations over 1.5 m, barriers around open trenches and a daily inspection record.",
        owner: "Project engineer",
        due: { closing: 30, fallback: 21 },
      },
    ],
  },
  {
    id: "chemicals",
    topic: "hazardous chemicals",
    terms: [
      "hazardous (?:chemicals?|substances?|materials?)",
      "pesticides?",
      "herbicides?",
      "lead[- ]based paints?",
      "chemical waste",
      "(?:medical|clinical|healthcare) waste",
      "PCBs?",
    ],
    risks: [
      {
        key: "spill",
        category: "environmental",
        stage: "contract_management",
        title: "Hazardous chemicals spilled or disposed of unlawfully",
        description:
          "Chemicals and their containers are hazardous waste under the Waste Management Regulations 2006: spills and unlicensed disposal pollute soil and water.",
        probability: 2,
        impact: 4,
        reasoning:
          "Probability 2: the contract handles hazardous substances; impact 4: pollution, clean-up costs and sanctions.",
        mitigation:
          "Require safety data sheets, bunded storage, spill kits and a NEMA-licensed handler for the waste.",
        owner: "Environment officer",
        due: { closing: 14, fallback: 14 },
      },
      {
        key: "exposure",
        category: "health_safety",
        stage: "contract_management",
        title: "Workers exposed to hazardous chemicals",
        description: "Handling without protective equipment or training injures workers.",
        probability: 2,
        impact: 4,
        reasoning:
          "Probability 2: workers will handle the substances; impact 4: poisoning, burns or long-term illness.",
        mitigation:
          "Require training, protective equipment and first-aid arrangements for the substances handled in the safety plan.",
        owner: "Project engineer",
        due: { closing: 30, fallback: 21 },
      },
    ],
  },
  GAS_SUPPRESSION,
  HAULAGE,
];
