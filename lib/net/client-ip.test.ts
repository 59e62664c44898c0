import { channel } from "node:diagnostics_channel";
import { createServer, type IncomingHttpHeaders, type IncomingMessage } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { normaliseAddress, resolveClientAddress } from "@/lib/net/client-address";
import { CLIENT_ADDRESS_HEADER, clientIp, stampClientAddress } from "@/lib/server/client-address";

describe("resolveClientAddress: a rotated X-Forwarded-For cannot escape throttling", () => {
  it("uses the socket and ignores X-Forwarded-For when no proxy is trusted", () => {
    expect(
      resolveClientAddress({
        socketAddress: "::ffff:198.51.100.9",
        forwardedFor: "203.0.113.7",
        trustedHops: 0,
      }),
    ).toBe("198.51.100.9");
    expect(
      resolveClientAddress({ socketAddress: undefined, forwardedFor: "203.0.113.7", trustedHops: 0 }),
    ).toBe("unknown");
  });

  it("behind N trusted proxies takes the entry N from the end (entries the client wrote are ignored)", () => {
    const forwardedFor = "1.1.1.1, 203.0.113.7";
    expect(resolveClientAddress({ socketAddress: "10.0.0.2", forwardedFor, trustedHops: 1 })).toBe(
      "203.0.113.7",
    );
    expect(
      resolveClientAddress({
        socketAddress: "10.0.0.2",
        forwardedFor: "9.9.9.9, 203.0.113.7, 10.0.0.5",
        trustedHops: 2,
      }),
    ).toBe("203.0.113.7");
    expect(
      resolveClientAddress({ socketAddress: "10.0.0.2", forwardedFor: "203.0.113.7", trustedHops: 3 }),
    ).toBe("203.0.113.7");
    expect(resolveClientAddress({ socketAddress: "10.0.0.2", forwardedFor: undefined, trustedHops: 1 })).toBe(
      "10.0.0.2",
    );
    expect(
      resolveClientAddress({ socketAddress: "10.0.0.2", forwardedFor: "not-an-ip", trustedHops: 1 }),
    ).toBe("10.0.0.2");
    expect(
      resolveClientAddress({ socketAddress: "10.0.0.2", forwardedFor: ",".repeat(100_000), trustedHops: 1 }),
    ).toBe("10.0.0.2");
  });

  it("normalises mapped, bracketed and ported forms", () => {
    expect(normaliseAddress("::FFFF:203.0.113.7")).toBe("203.0.113.7");
    expect(normaliseAddress("[2001:db8::1]:443")).toBe("2001:db8::1");
    expect(normaliseAddress("203.0.113.7:8080")).toBe("203.0.113.7");
    expect(normaliseAddress("evil\r\nx")).toBeNull();
  });
});

describe("clientIp reads only the server's stamp", () => {
  it("never reads X-Forwarded-For or X-Real-IP", () => {
    expect(clientIp(new Headers({ "x-forwarded-for": "203.0.113.7", "x-real-ip": "198.51.100.2" }))).toBe(
      "unknown",
    );
    expect(clientIp(new Headers({ [CLIENT_ADDRESS_HEADER]: "198.51.100.2" }))).toBe("198.51.100.2");
    expect(clientIp({ [CLIENT_ADDRESS_HEADER]: "198.51.100.2" })).toBe("198.51.100.2");
    expect(clientIp({ [CLIENT_ADDRESS_HEADER]: ["a", "b"] })).toBe("unknown");
    expect(clientIp(undefined)).toBe("unknown");
  });
});

// The hook the app's server installs at start (instrumentation.ts); `hops` stands in for TRUST_PROXY.
let hops = 0;
channel("http.server.request.start").subscribe((message) => {
  const { request, socket } = message as { request: IncomingMessage; socket: Socket };
  stampClientAddress(request, socket.remoteAddress, hops);
});

/** A real HTTP server with the stamp, as the app's server has it: what the handler sees per request. */
async function seenBy(
  trustedHops: number,
  requests: Record<string, string>[],
): Promise<IncomingHttpHeaders[]> {
  const seen: IncomingHttpHeaders[] = [];
  const server = createServer((request, response) => {
    seen.push({ ...request.headers });
    response.end();
  });
  hops = trustedHops;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  for (const headers of requests) await (await fetch(`http://127.0.0.1:${port}/`, { headers })).arrayBuffer();
  await new Promise((resolve) => server.close(resolve));
  return seen;
}

describe("the stamp on a real server", () => {
  it("rotating X-Forwarded-For or writing the stamp header yourself does not change the address", async () => {
    const seen = await seenBy(0, [
      { "x-forwarded-for": "203.0.113.1" },
      { "x-forwarded-for": "203.0.113.2" },
      { [CLIENT_ADDRESS_HEADER]: "203.0.113.3", "x-real-ip": "203.0.113.4" },
    ]);
    expect(seen.map((headers) => headers[CLIENT_ADDRESS_HEADER])).toEqual([
      "127.0.0.1",
      "127.0.0.1",
      "127.0.0.1",
    ]);
    expect(
      seen.every((headers) => headers["x-forwarded-for"] === undefined && headers["x-real-ip"] === undefined),
    ).toBe(true);
  });

  it("behind a configured proxy, takes the address the proxy appended", async () => {
    const seen = await seenBy(1, [{ "x-forwarded-for": "6.6.6.6, 203.0.113.1" }]);
    expect(seen[0]![CLIENT_ADDRESS_HEADER]).toBe("203.0.113.1");
  });
});
