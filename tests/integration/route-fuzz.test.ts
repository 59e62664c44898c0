import { writeFileSync } from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { proxy } from "@/proxy";
import {
  discoverRoutes,
  FUZZ_BASE,
  fuzzCases,
  methodsFor,
  runFuzz,
  type FuzzReport,
} from "@/tests/support/route-fuzz";
import { sessionCookieFor, signUpViaRoute, uniqueDomain } from "./helpers";

// Issue 29 item 6: 76 of 77 fuzz 500s came from three kinds of malformed input. Every route handler, every
// exported method, malformed params, queries and bodies, signed out and as a member: never a 5xx. The bench step
// (scripts/bench/fuzz.ts) runs this file with FUZZ_REQUESTS=12000 and FUZZ_REPORT=<file> for the status counts.
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 1_500);
const BAD_ENCODINGS = ["%FF", "%E0%A4%A", "%ED%A0%80", "%", "a%2"];

const load = (file: string) =>
  import(/* @vite-ignore */ path.join(process.cwd(), file)) as Promise<Record<string, unknown>>;

/** A member (not the admin) of a company org: signed up on the admin's domain and approved. */
async function memberCookie(): Promise<string> {
  const domain = uniqueDomain("fuzz");
  await signUpViaRoute({ email: `admin@${domain}` });
  await signUpViaRoute({ email: `member@${domain}` });
  await db().membership.updateMany({
    where: { user: { email: `member@${domain}` } },
    data: { status: "active" },
  });
  return sessionCookieFor(`member@${domain}`);
}

describe("route fuzz: malformed input is never a 5xx", () => {
  const routes = discoverRoutes();
  const proxied = {
    requests: 0,
    statuses: {} as Record<string, number>,
    failures: [] as FuzzReport["failures"],
  };

  it("every dynamic API path with an invalid percent-encoding is 400 at the proxy", async () => {
    for (const route of routes.filter((candidate) => candidate.params.length))
      for (const bad of BAD_ENCODINGS) {
        const url = `${FUZZ_BASE}${route.urlPath.replace(/\[(\.\.\.)?[^\]]+\]/g, bad)}`;
        const { status } = await proxy(new NextRequest(url));
        proxied.requests++;
        proxied.statuses[status] = (proxied.statuses[status] ?? 0) + 1;
        if (status !== 400) proxied.failures.push({ label: `proxy ${url}`, status, detail: "expected 400" });
      }
    expect(proxied.failures).toEqual([]);
  });

  it(
    `${REQUESTS} malformed requests over every route handler`,
    { timeout: Math.max(120_000, REQUESTS * 40) },
    async () => {
      expect(routes.length).toBeGreaterThan(50);
      const methods = new Map<string, ReturnType<typeof methodsFor>>();
      for (const route of routes) methods.set(route.file, methodsFor(route, await load(route.file)));
      expect(routes.filter((route) => !methods.get(route.file)?.length).map((route) => route.file)).toEqual(
        [],
      );

      const cases = fuzzCases(routes, methods, REQUESTS);
      const started = performance.now();
      const handlers: FuzzReport = await runFuzz(cases, load, await memberCookie());
      const seconds = Math.round((performance.now() - started) / 100) / 10;
      console.log(
        `route fuzz: ${handlers.requests} requests in ${seconds} s, ${JSON.stringify(handlers.statuses)}`,
      );
      if (process.env.FUZZ_REPORT)
        writeFileSync(
          process.env.FUZZ_REPORT,
          JSON.stringify({
            ...handlers,
            seconds,
            failures: [...handlers.failures, ...proxied.failures],
            proxyRequests: proxied.requests,
            proxyStatuses: proxied.statuses,
          }),
        );
      expect(handlers.failures.slice(0, 20)).toEqual([]);
      expect(handlers.requests).toBeGreaterThanOrEqual(REQUESTS);
    },
  );
});
