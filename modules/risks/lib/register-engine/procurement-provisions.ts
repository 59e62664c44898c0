/**
 * Provisions of the procurement itself that carry a risk (data; see provisions.ts): direct procurement, brand
 * names, a tender security waived, a foreign currency allowed, land not yet acquired.
 */
import { brandsNamed } from "./brands";
import { foreignCurrencyAllowed } from "./currency";
import type { RiskProvision } from "./provision-types";
import { tenderSecurityWaived } from "./tender-security";

export const PROCUREMENT_PROVISIONS: readonly RiskProvision[] = [
  {
    id: "single-source",
    topic: "direct procurement",
    terms: ["direct procurement", "single[- ]sourc\\w*", "sole[- ]sourc\\w*", "restricted to one"],
    risks: [
      {
        key: "justification",
        category: "integrity",
        stage: "planning",
        title: "Direct procurement without a justification the law accepts",
        description:
          "A single-source award is lawful only on the grounds the Act lists; without them it is open to review and audit queries.",
        probability: 3,
        impact: 4,
        reasoning:
          "Probability 3: the documents name a single source; impact 4: the award can be annulled and officers surcharged.",
        mitigation:
          "Record the ground relied on, the accounting officer's approval and a price negotiated against the market before the award.",
        owner: "Head of procurement",
        due: { closing: -7, fallback: 7 },
      },
    ],
  },
  {
    id: "brand",
    topic: "brand names or one maker",
    reader: (documents, statements) => brandsNamed(documents, statements),
    risks: [
      {
        key: "restrictive",
        category: "market",
        stage: "solicitation",
        title: "Specification names a brand or ties supply to one maker without 'or equivalent'",
        description:
          "A brand, model number or a requirement that everything come from one manufacturer (or staff certified on the proposed brand) excludes equivalent offers, lowers competition and invites complaints.",
        probability: 3,
        impact: 3,
        reasoning:
          "Probability 3: the specification names a brand or one maker; impact 3: fewer bids and a review request that delays award.",
        mitigation:
          "Replace the brand or model by performance requirements and open standards, or add 'or equivalent', by addendum before the closing date.",
        owner: "Head of procurement",
        due: { closing: -7, fallback: 7 },
      },
    ],
  },
  {
    id: "bid-security",
    topic: "tender security",
    reader: (_documents, statements) => tenderSecurityWaived(statements),
    risks: [
      {
        key: "withdrawal",
        category: "market",
        stage: "evaluation",
        title: "No tender security: a bidder may withdraw after opening",
        description:
          "Without a tender security or securing declaration, a bidder can withdraw or refuse the award without consequence.",
        probability: 2,
        impact: 3,
        reasoning:
          "Probability 2: the documents do not require a tender security; impact 3: re-tendering or award to the next bidder at a higher price.",
        mitigation:
          "Require a tender security or a tender-securing declaration in the data sheet, by addendum if the tender is out.",
        owner: "Head of procurement",
        due: { closing: -7, fallback: 7 },
      },
    ],
  },
  {
    id: "exchange",
    topic: "foreign currency",
    reader: (_documents, statements) => foreignCurrencyAllowed(statements),
    risks: [
      {
        key: "currency",
        category: "economic",
        stage: "contract_management",
        title: "Exchange rate movements raise the contract's cost",
        description:
          "Prices or payments in a foreign currency move with the exchange rate; the budget is in shillings.",
        probability: 3,
        impact: 3,
        reasoning:
          "Probability 3: the documents allow prices or payment in a foreign currency; impact 3: cost overruns against the budget line.",
        mitigation:
          "State the currency of bid and payment and the exchange rate date used for comparison; budget a contingency for the foreign share.",
        owner: "Finance officer",
        due: { closing: 14, fallback: 14 },
      },
    ],
  },
  {
    id: "land",
    topic: "land acquisition",
    terms: [
      "land acquisition",
      "acquisition of land",
      "resettlement",
      "wayleaves?",
      "way leaves?",
      "project[- ]affected (?:persons|people|households)",
      "compensation (?:to|of) (?:land ?owners|occupants|households)",
    ],
    risks: [
      {
        key: "access",
        category: "social",
        stage: "contract_management",
        title: "Site not available: land acquisition or resettlement not complete",
        description:
          "Works start before land is acquired, wayleaves granted or affected people compensated: the contractor claims for delay and the community may stop the works.",
        probability: 3,
        impact: 4,
        reasoning:
          "Probability 3: the project needs land, wayleaves or resettlement; impact 4: delay claims and disputes with the community.",
        mitigation:
          "Confirm title, wayleaves and compensation are complete before possession of site; hand over the site in sections if not.",
        owner: "Project engineer",
        due: { closing: 0, fallback: 30 },
      },
    ],
  },
];
