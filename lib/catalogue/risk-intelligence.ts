import type { Cluster, ToolSummary } from "./types";

export const riskIntelligence = {
  slug: "risk-intelligence",
  title: "Risk, Integrity & Intelligence",
  description:
    "Integrity tooling for oversight teams: bidder due diligence, red-flag monitoring and audit-trail exports, available through the API.",
  audiences: ["Oversight", "Auditors", "Risk", "Compliance"],
  tools: [
    {
      id: "bidder_due_diligence",
      title: "Bidder Due Diligence",
      category: "Intelligence & Risk",
      guidance:
        "Screens a bidder before award: registration and ownership details, past performance and the commitments they declared. Submit the bidder's name through the API with a bearer token, then poll the status and fetch the results when ready.",
      confidential: true,
      webhook: true,
    },
    {
      id: "audit_trail_exporter",
      title: "Audit Trail Exporter",
      category: "Intelligence & Risk",
      guidance:
        "Exports the record of who did what and when on a procurement activity, for auditors and oversight bodies. Start an export through the API with a bearer token, check its status and download the file when it is ready.",
      confidential: true,
      webhook: true,
    },
    {
      id: "red_flag_monitoring",
      title: "Red Flag Monitoring",
      category: "Intelligence & Risk",
      guidance:
        "Looks for integrity red flags across procurement activities, such as single bids, short bidding periods, repeated winners and late changes to specifications. Submit activities through the API with a bearer token and read the flagged results with the evidence behind each flag.",
      confidential: true,
      webhook: true,
    },
  ],
} as const satisfies Cluster<ToolSummary>;
