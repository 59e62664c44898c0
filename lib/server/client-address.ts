import "server-only";
import { channel } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import { resolveClientAddress } from "@/lib/net/client-address";

/**
 * The header that carries the client address to route handlers. Route handlers never see the socket, so
 * the server writes this header on every incoming request before Next.js reads it, overwriting whatever the
 * client sent under the same name. Nothing else may be trusted for throttling.
 */
export const CLIENT_ADDRESS_HEADER = "x-procuros-client-address";

// Held at module level: an unreferenced channel object may be collected with its subscribers.
const requestStart = channel("http.server.request.start");
let installed = false;

/**
 * Stamps every request the Node HTTP server receives with its client address. Node publishes
 * `http.server.request.start` synchronously before the server's 'request' listener runs, so Next.js only ever
 * sees the stamped headers. Idempotent; called from instrumentation.ts at server start.
 */
export function installClientAddressStamp(trustedHops: number): void {
  if (installed) return;
  installed = true;
  requestStart.subscribe((message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    stampClientAddress(request, socket.remoteAddress, trustedHops);
  });
}

export function stampClientAddress(
  request: IncomingMessage,
  socketAddress: string | undefined,
  trustedHops: number,
): void {
  request.headers[CLIENT_ADDRESS_HEADER] = resolveClientAddress({
    socketAddress,
    forwardedFor: request.headers["x-forwarded-for"],
    trustedHops,
  });
  // Without a trusted proxy these are the client's own words; Next.js fills X-Forwarded-For from the socket.
  if (trustedHops <= 0) {
    delete request.headers["x-forwarded-for"];
    delete request.headers["x-real-ip"];
  }
}

/**
 * The client address stamped by the server, for throttling. Takes fetch Headers or the plain header object
 * next-auth hands to `authorize`. "unknown" only when the stamp is missing (a handler called outside the
 * server, as in tests that do not set it).
 */
export function clientIp(headers: Headers | Record<string, unknown> | undefined): string {
  const value =
    headers instanceof Headers ? headers.get(CLIENT_ADDRESS_HEADER) : headers?.[CLIENT_ADDRESS_HEADER];
  return typeof value === "string" && value.trim() ? value.trim().slice(0, 64) : "unknown";
}
