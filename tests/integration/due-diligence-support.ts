// Shared by the due-diligence integration tests: an org with an API token, list uploads, and running its jobs.
import { expect } from "vitest";
import { POST as createToken } from "@/app/api/settings/api-tokens/route";
import { POST as uploadList } from "@/app/api/v1/due-diligence/lists/route";
import { GET as ddResults } from "@/app/api/v1/due-diligence/results/[id]/route";
import { GET as ddStatus } from "@/app/api/v1/due-diligence/status/[id]/route";
import { POST as submitDd } from "@/app/api/v1/due-diligence/submit/route";
import { db } from "@/lib/server/db";
import { jobsIdle, runDueJobs } from "@/lib/server/jobs";
import { BASE, get, jsonRequest, sessionCookieFor, signUpViaRoute, uniqueDomain } from "./helpers";

export type DdAccount = { orgId: string; token: string };

/** A new org whose admin holds a due-diligence token. */
export async function ddAccount(label: string): Promise<DdAccount> {
  const email = `dd@${uniqueDomain(label)}`;
  await signUpViaRoute({ email });
  const cookie = await sessionCookieFor(email);
  const user = await db().user.findUniqueOrThrow({ where: { email }, select: { membership: true } });
  const response = await createToken(
    jsonRequest(
      "/api/settings/api-tokens",
      { name: "ERP", scopes: ["due_diligence"] },
      { headers: { cookie } },
    ),
  );
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(201);
  return { orgId: user.membership!.orgId, token: body.token as string };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
export const params = (id: string) => ({ params: Promise.resolve({ id }) });

/** POST /api/v1/due-diligence/lists with the file as the body. */
export function upload(account: DdAccount, query: string, body: string, type = "text/csv") {
  return uploadList(
    new Request(`${BASE}/api/v1/due-diligence/lists?${query}`, {
      method: "POST",
      headers: { "x-procuros-client-address": "10.9.9.9", "content-type": type, ...bearer(account.token) },
      body,
    }),
  );
}

export function submit(account: DdAccount, body: object) {
  return submitDd(jsonRequest("/api/v1/due-diligence/submit", body, { headers: bearer(account.token) }));
}

/** Runs the org's queued jobs now, after any pass the submit itself kicked off has finished. */
export async function work(orgId: string) {
  await jobsIdle();
  await runDueJobs({ orgId, limit: 20 });
  await jobsIdle();
}

export async function jobStatus(account: DdAccount, jobId: string) {
  const response = await ddStatus(get("/x", undefined, bearer(account.token)), params(jobId));
  return response.json();
}

export async function jobResults(account: DdAccount, jobId: string) {
  const response = await ddResults(get("/x", undefined, bearer(account.token)), params(jobId));
  return { status: response.status, body: await response.json() };
}

/** A custom CSV list of `rows` made-up firms (name, country), the same for the same seed. */
export function firmsCsv(rows: number, seed = 7): string {
  let state = seed;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const syllables = "ka ri mo na te lu sa vo de pi zu ro ga ne bi to ma ku le sho ar ben dor el".split(" ");
  const word = () => {
    const w = Array.from(
      { length: 2 + Math.floor(next() * 2) },
      () => syllables[Math.floor(next() * syllables.length)],
    ).join("");
    return w[0]!.toUpperCase() + w.slice(1);
  };
  const lines = ["name,country"];
  for (let i = 0; i < rows; i++) lines.push(`${word()} ${word()} Construction ${i} Ltd,KE`);
  return lines.join("\n");
}

/** Runs `work` while this thread's timers tick every 20 ms; the longest gap between ticks is how long the
 * event loop (what answers /api/health) was held. */
export async function longestStall<T>(work: () => Promise<T>): Promise<{ value: T; stallMs: number }> {
  let last = performance.now();
  let stallMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last);
    last = now;
  }, 20);
  try {
    const value = await work();
    stallMs = Math.max(stallMs, performance.now() - last);
    return { value, stallMs };
  } finally {
    clearInterval(timer);
  }
}
