import "server-only";
import { createHmac, hkdfSync } from "node:crypto";
import { AppError } from "@/lib/server/api/errors";
import { authSecret } from "@/lib/server/auth/secret";
import { outgoingFetchFor } from "@/lib/server/net/pinned-fetch";
import { isAllowedTestLoopback, webhookUrlProblem, type OutgoingDeps } from "@/lib/server/net/webhook-url";

/**
 * The callback an integrity job makes when it ends: POST {jobId, kind, status, error, finishedAt} to the URL the
 * requester gave, signed so the receiver can tell it came from us: header
 * `X-Procuros-Signature: t={unix seconds},v1={hex HMAC-SHA256 of "{t}.{body}"}` under the org's callback secret
 * (derived from AUTH_SECRET, shown to admins in Settings, Integrations). The URL passes the webhook SSRF rules on
 * submit and again before the call; redirects are not followed; 5 seconds at most.
 */

export const SIGNATURE_HEADER = "X-Procuros-Signature";
const CALLBACK_TIMEOUT_MS = 5000;

/** The org's secret for verifying callbacks (stable per org and server secret). */
export function callbackSecret(orgId: string): string {
  return Buffer.from(hkdfSync("sha256", authSecret(), orgId, "procuros/callback-signing/v1", 32)).toString(
    "base64url",
  );
}

export function signCallback(orgId: string, body: string, at = new Date()): string {
  const t = Math.floor(at.getTime() / 1000);
  const mac = createHmac("sha256", callbackSecret(orgId)).update(`${t}.${body}`).digest("hex");
  return `t=${t},v1=${mac}`;
}

/** 400 with the reason when a callback URL may not be called (checked on submit). */
export async function assertCallbackUrl(url: string | null | undefined): Promise<void> {
  if (!url || isAllowedTestLoopback(url)) return;
  const problem = await webhookUrlProblem(url, "save");
  if (problem)
    throw new AppError("validation_error", 400, `The callback URL ${problem}.`, {
      callbackUrl: ["validation.webhookUrl"],
    });
}

export type CallbackBody = {
  jobId: string;
  kind: string;
  status: "done" | "failed";
  error: string | null;
  finishedAt: string;
};

/** Sends the callback; returns what happened (for the log), never throws. */
export async function sendCallback(
  orgId: string,
  url: string,
  payload: CallbackBody,
  deps: OutgoingDeps = {},
): Promise<string> {
  // Checked again before the call, which connects to the address checked (no second lookup: DNS rebinding).
  const target = await outgoingFetchFor(url, deps);
  if (target.problem !== null) return `refused: ${target.problem}`;
  const body = JSON.stringify(payload);
  try {
    const response = await target.fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", [SIGNATURE_HEADER]: signCallback(orgId, body) },
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(CALLBACK_TIMEOUT_MS),
    });
    await response.body?.cancel().catch(() => undefined);
    return `HTTP ${response.status}`;
  } catch {
    return "unreachable";
  }
}
