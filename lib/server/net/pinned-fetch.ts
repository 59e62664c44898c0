import "server-only";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { Readable } from "node:stream";
import { checkOutgoingUrl, isAllowedTestLoopback, type OutgoingDeps } from "@/lib/server/net/webhook-url";

/**
 * Requests to user-given URLs connect to the address their SSRF check approved. `fetch` would resolve the name
 * again, and a name service that answers a public address to the check and a private one to the connection
 * (DNS rebinding) would get the request into the private network. Node's own http/https clients take a
 * `lookup` hook: it answers the checked address, while the Host header and the TLS server name (SNI, and the
 * certificate check) stay the URL's name. No redirect is followed: a 3xx is answered as it is
 * (`redirect: "error"` rejects it), so a public URL cannot bounce the request elsewhere.
 *
 * Supported: what our callers send (method, headers, a string or byte body, an AbortSignal). No
 * Accept-Encoding is sent, so servers answer uncompressed.
 */

export type OutgoingFetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/** The lookup hook: every name of this request is answered with the checked address. */
function pinnedLookup(address: string): LookupFunction {
  const family = address.includes(":") ? 6 : 4;
  return (_hostname, options, callback) => {
    // Node asks for all addresses when it races IPv4 and IPv6 (autoSelectFamily), else for one.
    if ((options as { all?: boolean }).all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

const NULL_BODY = new Set([101, 103, 204, 205, 304]);

function requestBody(body: RequestInit["body"]): string | Uint8Array | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === "string" || body instanceof Uint8Array) return body;
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  throw new TypeError("pinned fetch sends string or byte bodies only");
}

function headersOf(response: http.IncomingMessage): Headers {
  const headers = new Headers();
  const raw = response.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    try {
      headers.append(raw[i]!, raw[i + 1]!);
    } catch {
      // A header fetch would refuse is left out, as fetch leaves it out.
    }
  }
  return headers;
}

/** A fetch for one checked URL: it connects to `address` (null: the URL's own IP literal, nothing resolved). */
export function pinnedFetch(address: string | null): OutgoingFetch {
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const client = url.protocol === "https:" ? https : url.protocol === "http:" ? http : null;
      if (!client) return reject(new TypeError(`unsupported protocol ${url.protocol}`));
      const signal = init.signal ?? undefined;
      if (signal?.aborted) return reject(signal.reason);
      const body = requestBody(init.body);
      const headers = Object.fromEntries(new Headers(init.headers));
      if (body !== undefined) headers["content-length"] ??= String(Buffer.byteLength(body));
      const request = client.request(url, {
        method: init.method ?? "GET",
        headers,
        ...(address ? { lookup: pinnedLookup(address) } : {}),
        // One connection per request: a pooled socket could belong to another pin of the same name.
        agent: false,
      });
      const abort = () => {
        request.destroy(signal!.reason instanceof Error ? signal!.reason : new Error("aborted"));
        reject(signal!.reason);
      };
      signal?.addEventListener("abort", abort, { once: true });
      request.on("error", (error) => {
        signal?.removeEventListener("abort", abort);
        reject(error);
      });
      request.on("response", (response) => {
        const status = response.statusCode ?? 0;
        if (init.redirect === "error" && status >= 300 && status < 400 && response.headers.location) {
          response.destroy();
          return reject(new TypeError("redirect refused"));
        }
        const nullBody = NULL_BODY.has(status) || init.method === "HEAD";
        if (nullBody) response.resume();
        // The caller's signal keeps governing the body, as with fetch.
        if (signal) signal.addEventListener("abort", () => response.destroy(signal.reason), { once: true });
        resolve(
          new Response(nullBody ? null : (Readable.toWeb(response) as ReadableStream<Uint8Array>), {
            status,
            statusText: response.statusMessage,
            headers: headersOf(response),
          }),
        );
      });
      request.end(body);
    });
}

/**
 * Checks a user-given URL for a send (the webhook SSRF rules) and, when it may be called, returns a fetch that
 * connects only to the address just checked. The test receiver written as http://127.0.0.1:{port}
 * (WEBHOOK_ALLOW_INSECURE_LOOPBACK) is an IP literal: nothing to resolve, so nothing to pin.
 */
export async function outgoingFetchFor(
  raw: string,
  deps: OutgoingDeps = {},
): Promise<{ problem: string } | { problem: null; fetch: OutgoingFetch }> {
  if (isAllowedTestLoopback(raw)) return { problem: null, fetch: pinnedFetch(null) };
  const checked = await checkOutgoingUrl(raw, "send", deps);
  if (checked.problem !== null) return { problem: checked.problem };
  return { problem: null, fetch: pinnedFetch(checked.address) };
}
