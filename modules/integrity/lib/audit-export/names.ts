/**
 * The summary PDF is read by people (an auditor, a board): tools, review services and audit actions appear by
 * their names ("Solicitation Compliance Review", "Framework saved"), never by the codes the database keeps.
 * The CSV and JSON files keep the codes: they are the machine-readable record.
 */
import { getTool, isToolId } from "@/lib/catalogue";
import { reviewModule } from "@/lib/catalogue/review-services";
import { INTEGRITY_SERVICE_NAMES } from "./integrity-runs";
import type { RunRow } from "./types";

/** "review_request.status" -> "Review request status": the last resort for an action no one named below. */
export function humanise(code: string): string {
  const words = code
    .split(/[._\s/-]+/)
    .filter(Boolean)
    .join(" ")
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : code;
}

const ACTION_NAMES: Readonly<Record<string, string>> = {
  "auth.sign_in": "Signed in",
  "user.password_change": "Password changed",
  "tool.run": "Tool run",
  "review.run": "Review run",
  "review.comment": "Comment on a review",
  "review_request.submit": "Submitted for review",
  "review_request.status": "Review request decided or moved",
  "review_request.comment": "Comment on a review request",
  "framework.save": "Framework saved",
  "framework.reset": "Framework reset",
  "guideline.upload": "Guideline uploaded",
  "guideline.delete": "Guideline deleted",
  "guideline.demo": "Demo guidelines added",
  "settings.preferences": "Preferences changed",
  "settings.language": "Language changed",
  "settings.language_model": "Language model setting changed",
  "settings.retention": "Automatic deletion setting changed",
  "token.create": "API token created",
  "token.revoke": "API token revoked",
  "api.call": "API call",
  "email.sent": "Email sent",
  "draft.finalized": "Draft finalised",
  "evaluation_record.confirmed": "Evaluation record confirmed",
  "screening_list.delete": "Debarment list deleted",
  "activity.create": "Activity created",
  "activity.update": "Activity updated",
  "activity.delete": "Activity deleted",
  "activity.document.add": "Document added to an activity",
  "activity.document.kind": "Activity document's kind changed",
  "activity.document.remove": "Document removed from an activity",
};

/** Actions logged with a variable part (`integrity.${kind}.submit`, `upload.${purpose}`), named by their parts. */
function templatedAction(action: string): string | null {
  const integrity = /^integrity\.([a-z_]+)\.([a-z_]+)$/.exec(action);
  if (integrity) {
    const service = INTEGRITY_SERVICE_NAMES[integrity[1]!] ?? humanise(integrity[1]!);
    return integrity[2] === "submit"
      ? `${service} requested`
      : `${service}: ${humanise(integrity[2]!).toLowerCase()}`;
  }
  const [area, ...rest] = action.split(".");
  const detail = humanise(rest.join(" ")).toLowerCase();
  if (!rest.length) return null;
  if (area === "email") return `Email ${detail}`;
  if (area === "upload") return `File uploaded (${detail})`;
  if (area === "risk") return `Risk ${detail}`;
  if (area === "membership") return `Membership ${detail}`;
  return null;
}

/** An audit action in words. */
export function auditActionName(action: string): string {
  const code = action.trim();
  return ACTION_NAMES[code.toLowerCase()] ?? templatedAction(code.toLowerCase()) ?? humanise(code);
}

/** A run's tool or service by its product name ("IPC Validation", "Solicitation Compliance Review"). */
export function runServiceName(run: Pick<RunRow, "kind" | "toolOrService">): string {
  const code = run.toolOrService;
  if (run.kind === "tool") return isToolId(code) ? getTool(code).title : humanise(code);
  if (run.kind === "review") {
    const [serviceId = "", subserviceId] = code.split("/");
    return reviewModule(serviceId, subserviceId)?.title ?? humanise(code);
  }
  return code; // integrity jobs are recorded by name already (integrity-runs.ts)
}
