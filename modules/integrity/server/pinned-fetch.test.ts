import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  // The receivers below speak plain http on loopback addresses.
  process.env.ALLOW_HTTP_WEBHOOKS = "1";
});

import { postEmailWebhook } from "@/lib/server/email/webhook";
import { outgoingFetchFor, pinnedFetch } from "@/lib/server/net/pinned-fetch";
import { sendCallback } from "@/modules/integrity/server/callback";

/**
 * DNS rebinding (issue 29 item 10, S37): a name that answers a public address to the SSRF check and a private
 * one to the connection. Here 127.0.0.1 plays the public receiver and 127.0.0.2 the private network (both
 * loopback, so the test needs no network): the policy blocks only 127.0.0.2.
 */
const PUBLIC = "127.0.0.1";
const PRIVATE = "127.0.0.2";
const isBlocked = (address: string) => address === PRIVATE;

type Seen = { host: string | undefined; method: string | undefined; url: string | undefined; body: string };

function receiver(address: string, seen: Seen[]): Promise<Server> {
  const server = createServer((req: IncomingMessage, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      seen.push({ host: req.headers.host, method: req.method, url: req.url, body });
      if (req.url === "/hang") return; // never answers
      if (req.url === "/moved") return res.writeHead(302, { location: "http://127.0.0.2/" }).end();
      res.writeHead(req.url === "/empty" ? 204 : 200, { "content-type": "application/json" });
      res.end(req.url === "/empty" ? undefined : '{"ok":true}');
    });
  });
  return new Promise((resolve) => server.listen(0, address, () => resolve(server)));
}

let publicServer: Server;
let privateServer: Server;
const atPublic: Seen[] = [];
const atPrivate: Seen[] = [];
let port: number;

beforeAll(async () => {
  publicServer = await receiver(PUBLIC, atPublic);
  port = (publicServer.address() as AddressInfo).port;
  // The private receiver listens on the same port, so a request re-resolved to it would land there.
  privateServer = createServer((req, res) => {
    atPrivate.push({ host: req.headers.host, method: req.method, url: req.url, body: "" });
    res.writeHead(200).end("private");
  });
  await new Promise<void>((resolve) => privateServer.listen(port, PRIVATE, () => resolve()));
});
afterAll(async () => {
  publicServer.closeAllConnections();
  await new Promise((resolve) => publicServer.close(resolve));
  await new Promise((resolve) => privateServer.close(resolve));
});

/** A name service that answers the public address first, then the private one. */
function rebinding() {
  const answers = [[PUBLIC], [PRIVATE]];
  const resolve = vi.fn(async () => answers.shift() ?? [PRIVATE]);
  return resolve;
}

describe("outgoing requests connect to the address that passed the SSRF check", () => {
  it("public then private: the request goes to the checked address, the name in Host, one lookup", async () => {
    atPublic.length = atPrivate.length = 0;
    const resolve = rebinding();
    const target = await outgoingFetchFor(`http://hooks.rebind.test:${port}/hook`, { resolve, isBlocked });
    if (target.problem !== null) throw new Error(target.problem);
    const response = await target.fetch(`http://hooks.rebind.test:${port}/hook`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"a":1}',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(atPublic).toEqual([
      { host: `hooks.rebind.test:${port}`, method: "POST", url: "/hook", body: '{"a":1}' },
    ]);
    expect(atPrivate).toEqual([]);
    expect(resolve).toHaveBeenCalledTimes(1);
  });

  it("private first: refused before any connection", async () => {
    atPublic.length = atPrivate.length = 0;
    const resolve = vi.fn(async () => [PRIVATE]);
    expect(await outgoingFetchFor(`http://hooks.rebind.test:${port}/hook`, { resolve, isBlocked })).toEqual({
      problem: "points to a private or reserved address",
    });
    expect(atPublic).toEqual([]);
    expect(atPrivate).toEqual([]);
  });

  it("the email webhook and the integrity callback send to the checked address", async () => {
    atPublic.length = atPrivate.length = 0;
    await postEmailWebhook(
      `http://hooks.rebind.test:${port}/email`,
      {
        to: ["a@example.org"],
        cc: [],
        subject: "s",
        htmlContent: "<p>x</p>",
        additionalMessage: "",
        dryRun: true,
      },
      { resolver: rebinding(), isBlocked },
    );
    const delivery = await sendCallback(
      "org-1",
      `http://hooks.rebind.test:${port}/empty`,
      { jobId: "j", kind: "red_flags", status: "done", error: null, finishedAt: "2026-01-01T00:00:00Z" },
      { resolve: rebinding(), isBlocked },
    );
    expect(delivery).toBe("HTTP 204");
    expect(atPublic.map((seen) => seen.url)).toEqual(["/email", "/empty"]);
    expect(atPrivate).toEqual([]);
  });

  it("keeps fetch's contract for what callers use: timeout signal, no redirect followed, redirect: error", async () => {
    const fetchPinned = pinnedFetch(PUBLIC);
    await expect(
      fetchPinned(`http://slow.rebind.test:${port}/hang`, { signal: AbortSignal.timeout(200) }),
    ).rejects.toMatchObject({ name: "TimeoutError" });
    const moved = await fetchPinned(`http://a.rebind.test:${port}/moved`, { redirect: "manual" });
    expect(moved.status).toBe(302);
    expect(moved.headers.get("location")).toBe("http://127.0.0.2/");
    await expect(fetchPinned(`http://a.rebind.test:${port}/moved`, { redirect: "error" })).rejects.toThrow(
      "redirect refused",
    );
    expect(atPrivate).toEqual([]);
  });
});
