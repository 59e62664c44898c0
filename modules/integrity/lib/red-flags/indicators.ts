import type { IndicatorCode } from "./settings";
import type { RedFlagGroup } from "./types";

export type IndicatorInfo = {
  code: IndicatorCode;
  title: string;
  description: string;
  /** The groups in which the indicator can flag ids. */
  groups: RedFlagGroup[];
  /** What the value means. */
  value: string;
  /** Cardinal's defaults, for display next to the settings form. */
  defaults: Record<string, number | string | string[] | null>;
};

/** Plain-English descriptions of the 11 indicators, for the UI (semantics: Cardinal's documentation). */
export const INDICATORS: readonly IndicatorInfo[] = [
  {
    code: "R003",
    title: "Short submission period",
    description: "The time between the start and end of the tender period is shorter than the minimum.",
    groups: ["OCID"],
    value: "1 when flagged",
    defaults: { threshold: 15, procurementMethods: [], procurementMethodDetails: null },
  },
  {
    code: "R018",
    title: "Single bid received",
    description: "Only one tenderer took part in an open or selective procedure.",
    groups: ["OCID"],
    value: "1 when flagged",
    defaults: { procurementMethods: ["open", "selective"] },
  },
  {
    code: "R024",
    title: "Price close to winning bid",
    description:
      "The second-lowest valid bid is unusually close to the winning bid (a low outlier), which can mean cover bidding.",
    groups: ["OCID", "Tenderer"],
    value: "(second-lowest - winning) / winning bid; tenderers 0",
    defaults: { threshold: "Q1 - 1.5 IQR" },
  },
  {
    code: "R025",
    title: "Excessive unsuccessful bids",
    description: "A tenderer bids very often (top quarter) but rarely wins (a low outlier of its win ratio).",
    groups: ["Tenderer"],
    value: "processes won / processes bid",
    defaults: { percentile: 75, threshold: "Q1 - 1.5 IQR" },
  },
  {
    code: "R028",
    title: "Identical bid prices",
    description: "Different tenderers submitted bids with exactly the same price.",
    groups: ["OCID", "Tenderer"],
    value: "1 when flagged",
    defaults: {},
  },
  {
    code: "R030",
    title: "Late bid won",
    description: "The winning tenderer submitted a valid bid after the tender period ended.",
    groups: ["OCID", "Tenderer"],
    value: "1 when flagged",
    defaults: {},
  },
  {
    code: "R035",
    title: "All except winning bid disqualified",
    description: "Only the winner's bid was valid: the other tenderers' bids were all disqualified.",
    groups: ["OCID", "Tenderer"],
    value: "number of disqualified tenderers; tenderers 0",
    defaults: { threshold: 1 },
  },
  {
    code: "R036",
    title: "Lowest bid disqualified",
    description: "The lowest-priced bid was disqualified while a higher valid bid went ahead.",
    groups: ["OCID"],
    value: "1 when flagged",
    defaults: {},
  },
  {
    code: "R038",
    title: "Excessive disqualified bids",
    description:
      "A high share of bids is disqualified for a buyer or procuring entity, or for a tenderer's bids (a high outlier).",
    groups: ["Buyer", "ProcuringEntity", "Tenderer"],
    value: "disqualified bids / submitted bids",
    defaults: { threshold: "Q3 + 1.5 IQR", minimumSubmittedBids: 2, minimumContractingProcesses: 2 },
  },
  {
    code: "R048",
    title: "Heterogeneous supplier",
    description: "A supplier wins contracts in an unusually wide range of item categories (a high outlier).",
    groups: ["Tenderer"],
    value: "number of distinct categories",
    defaults: { digits: 2, threshold: "Q3 + 1.5 IQR", minimumContractingProcesses: 20 },
  },
  {
    code: "R058",
    title: "Heavily discounted bid",
    description: "The winning bid is far below the second-lowest bid (a high outlier of the difference).",
    groups: ["OCID", "Tenderer"],
    value: "(second-lowest - winning) / winning bid; tenderers 0",
    defaults: { threshold: "Q3 + 1.5 IQR" },
  },
];
