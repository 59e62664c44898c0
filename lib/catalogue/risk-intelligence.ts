import { CONFIDENTIALITY_NOTE } from "./shared-fields";
import type { Cluster, ToolDefinition, ToolId, WebhookIntegration } from "./types";

const BEARER_TOKEN = "A bearer token in the Authorization header is required.";

/** Endpoints: submit (or export), then status and results (or download) by `{id}`, the job id returned on submit. */
/** Each webhook tool's integration guide (spec 2 §7), content/wiki/*.md. */
const WIKI: Partial<Record<ToolId, string>> = {
  bidder_due_diligence: "/wiki/bidders-due-diligence-integration",
  red_flag_monitoring: "/wiki/red-flag-monitoring-integration",
  audit_trail_exporter: "/wiki/audit-trail-exporter-integration",
};

function webhookIntegration(
  toolId: ToolId,
  description: string,
  endpoints: Record<string, string>,
): WebhookIntegration {
  return {
    description,
    endpoints,
    authentication: BEARER_TOKEN,
    documentation: WIKI[toolId] ?? `/docs#${toolId}`,
  };
}

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
      confidentialityNote: CONFIDENTIALITY_NOTE,
      webhook: true,
      inputs: [],
      attachmentGroups: [],
      webhookIntegration: webhookIntegration(
        "bidder_due_diligence",
        "Submit a bidder for screening, poll the job status and fetch the results when ready.",
        {
          submit: "/api/v1/due-diligence/submit",
          status: "/api/v1/due-diligence/status/{id}",
          results: "/api/v1/due-diligence/results/{id}",
        },
      ),
      whenToUse: [
        "Before award, for the recommended bidder.",
        "When ownership, debarment or past performance must be verified.",
        "When a bidder's declared commitments need checking against its capacity.",
        "From your own case-management or e-procurement system, through the API.",
      ],
    },
    {
      id: "audit_trail_exporter",
      title: "Audit Trail Exporter",
      category: "Intelligence & Risk",
      guidance:
        "Exports the record of who did what and when on a procurement activity, for auditors and oversight bodies. Start an export through the API with a bearer token, check its status and download the file when it is ready.",
      confidential: true,
      confidentialityNote: CONFIDENTIALITY_NOTE,
      webhook: true,
      inputs: [],
      attachmentGroups: [],
      webhookIntegration: webhookIntegration(
        "audit_trail_exporter",
        "Start an export of an activity's audit trail, poll its status and download the file when ready.",
        {
          export: "/api/v1/audit-trail/export",
          status: "/api/v1/audit-trail/status/{id}",
          download: "/api/v1/audit-trail/download/{id}",
        },
      ),
      whenToUse: [
        "When an auditor or oversight body asks for the record of a procurement.",
        "Before archiving a completed procurement file.",
        "When investigating a complaint about who changed what, and when.",
      ],
    },
    {
      id: "red_flag_monitoring",
      title: "Red Flag Monitoring",
      category: "Intelligence & Risk",
      guidance:
        "Looks for integrity red flags across procurement activities, such as single bids, short bidding periods, repeated winners and late changes to specifications. Submit activities through the API with a bearer token and read the flagged results with the evidence behind each flag.",
      confidential: true,
      confidentialityNote: CONFIDENTIALITY_NOTE,
      webhook: true,
      inputs: [],
      attachmentGroups: [],
      webhookIntegration: webhookIntegration(
        "red_flag_monitoring",
        "Submit procurement activities for screening, poll the job status and fetch the flagged results.",
        {
          submit: "/api/v1/red-flag/submit",
          status: "/api/v1/red-flag/status/{id}",
          results: "/api/v1/red-flag/results/{id}",
        },
      ),
      whenToUse: [
        "To screen a portfolio of procurements for integrity risks.",
        "When single bids, short bidding periods or repeated winners raise concern.",
        "To decide which files to audit or investigate first.",
        "On a schedule, from your e-procurement system through the API.",
      ],
    },
  ],
} as const satisfies Cluster<ToolDefinition>;
