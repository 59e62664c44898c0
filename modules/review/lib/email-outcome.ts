/**
 * The email side of a review: the recipients the form sends, and the toast an answer of
 * POST /api/email (or 'Send Email Immediately' with a run) calls for.
 */

/** Dry-run is left to the server, which applies the settings' flag and says so ('Dry Run Mode', settings text). */
export type EmailDefaults = {
  sendImmediately: boolean;
  defaultTo: string;
  defaultCc: string;
  subject: string;
};

/** Comma-separated addresses as a list, blanks dropped. */
export function splitAddresses(text: string): string[] {
  return text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
}

/** What a send answered, for the dialog's and the run's toasts. */
export type EmailAnswer =
  | {
      ok: true;
      status: "queued" | "sent" | "dry_run";
      dryRun: boolean;
      dryRunSource: "request" | "settings" | null;
      to: readonly string[];
    }
  | { ok: false; code?: string; message?: string | null };
export type EmailOutcome =
  | { kind: "missingRecipient" }
  | { kind: "sent" | "queued"; recipients: string }
  | { kind: "dryRunSettings" | "dryRunRequest" }
  | { kind: "failed"; message: string | null };

export function emailOutcome(answer: EmailAnswer): EmailOutcome {
  // 'Send Email Immediately' with no To in the request or settings: the spec's 'Missing Recipient', not a failure.
  if (!answer.ok)
    return answer.code === "missing_recipient"
      ? { kind: "missingRecipient" }
      : { kind: "failed", message: answer.message ?? null };
  if (answer.dryRun || answer.status === "dry_run")
    return { kind: answer.dryRunSource === "settings" ? "dryRunSettings" : "dryRunRequest" };
  return { kind: answer.status === "queued" ? "queued" : "sent", recipients: answer.to.join(", ") };
}
