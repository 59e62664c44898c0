import "server-only";
import { outgoingFetchFor } from "@/lib/server/net/pinned-fetch";
import type { AddressPolicy, Resolver } from "@/lib/server/net/webhook-url";

/** The JSON the user's email webhook receives. */
export type EmailWebhookPayload = {
  to: string[];
  cc: string[];
  subject: string;
  htmlContent: string;
  additionalMessage: string;
  dryRun: boolean;
};

export const WEBHOOK_TIMEOUT_MS = 5000;
const ERROR_BODY_CHARS = 200;

/** A failed webhook call; the message is safe to show: 'HTTP {status}: {first 200 chars}...'. */
export class WebhookError extends Error {}

export type WebhookDeps = {
  resolver?: Resolver;
  /** Tests only: the addresses counted as private (the SSRF block list by default). */
  isBlocked?: AddressPolicy;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

/** 'HTTP 500: first 200 characters...' (the ellipsis only when the body was cut). */
export function webhookErrorMessage(status: number, body: string): string {
  const cut = body.length > ERROR_BODY_CHARS;
  return `HTTP ${status}: ${body.slice(0, ERROR_BODY_CHARS)}${cut ? "..." : ""}`;
}

/**
 * POSTs the email to the user's webhook. The URL is checked again right before the call (SSRF: a
 * name can be re-pointed after it was saved) and the call connects to the address checked; redirects are not
 * followed (a 3xx is a failure, so a public URL cannot bounce the request to an internal one) and the call
 * gives up after 5 seconds.
 */
export async function postEmailWebhook(
  url: string,
  payload: EmailWebhookPayload,
  deps: WebhookDeps = {},
): Promise<void> {
  const target = await outgoingFetchFor(url, { resolve: deps.resolver, isBlocked: deps.isBlocked });
  if (target.problem !== null) throw new WebhookError(`Email webhook URL refused: ${target.problem}.`);
  // Connects to the address just checked (DNS rebinding), unless a test brings its own fetch.
  const doFetch = deps.fetch ?? target.fetch;
  let response: Response;
  try {
    response = await doFetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(payload),
      redirect: "manual",
      signal: AbortSignal.timeout(deps.timeoutMs ?? WEBHOOK_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut =
      error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError");
    throw new WebhookError(
      timedOut ? "Email webhook did not answer in time." : "Email webhook could not be reached.",
    );
  }
  const body = await readText(response);
  if (!response.ok) throw new WebhookError(webhookErrorMessage(response.status, body));
}

// The body is only used for the error text, so a little more than 200 characters is all we read.
async function readText(response: Response): Promise<string> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  try {
    while (text.length <= ERROR_BODY_CHARS) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
  } catch {
    // A body cut off mid-way still gives the status.
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return text;
}
