import { describe, expect, it } from "vitest";
import { POST as createToken } from "@/app/api/settings/api-tokens/route";
import { POST as submitRedFlags } from "@/app/api/v1/red-flag/submit/route";
import { GET as redFlagResults } from "@/app/api/v1/red-flag/results/[id]/route";
import { jobsIdle, runDueJobs } from "@/lib/server/jobs";
import { db } from "@/lib/server/db";
import { BASE, get, jsonRequest, sessionCookieFor, signUpViaRoute, uniqueDomain } from "./helpers";

/**
 * Ids in OCDS data are the publisher's text: an ocid, buyer or tenderer id may be "__proto__" or "constructor".
 * Every map keyed by them must keep them as ordinary keys, from the calculator through the stored result and
 * back out of the API (issue 29 item 9: 11 releases in, 10 out).
 */
const PROTOTYPE_IDS = ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf", "prototype"];

function releases(): string {
  const ocids = [...PROTOTYPE_IDS, "ocds-1", "ocds-2", "ocds-3", "ocds-4", "ocds-5"];
  // R018: a single tenderer in an open procedure flags the process, so every release is one flag.
  return ocids
    .map((ocid) => JSON.stringify({ ocid, tender: { numberOfTenderers: 1, procurementMethod: "open" } }))
    .join("\n");
}

describe("red-flag results keep ids that name prototype properties", () => {
  it("11 releases in, 11 flagged ocids out, __proto__ and constructor included", async () => {
    const email = `proto-ids@${uniqueDomain("proto-ids")}`;
    await signUpViaRoute({ email });
    const cookie = await sessionCookieFor(email);
    const user = await db().user.findUniqueOrThrow({ where: { email }, select: { membership: true } });
    const orgId = user.membership!.orgId;
    const created = await createToken(
      jsonRequest(
        "/api/settings/api-tokens",
        { name: "ids", scopes: ["red_flags"] },
        { headers: { cookie } },
      ),
    );
    const { token } = (await created.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };

    const submitted = await submitRedFlags(
      new Request(
        `${BASE}/api/v1/red-flag/submit?settings=${encodeURIComponent(JSON.stringify({ indicators: ["R018"] }))}`,
        {
          method: "POST",
          headers: {
            ...auth,
            "content-type": "application/x-ndjson",
            "x-procuros-client-address": "10.9.9.9",
          },
          body: releases(),
        },
      ),
    );
    const job = await submitted.json();
    expect(submitted.status, JSON.stringify(job)).toBe(202);
    await jobsIdle();
    await runDueJobs({ orgId, limit: 20 });
    await jobsIdle();

    const response = await redFlagResults(get(`/api/v1/red-flag/results/${job.jobId}`, undefined, auth), {
      params: Promise.resolve({ id: job.jobId }),
    });
    const text = await response.text();
    expect(response.status, text).toBe(200);
    // Parsed as JSON.parse does, "__proto__" is an own key of the parsed object.
    const flagged = Object.keys(JSON.parse(text).result.OCID);
    expect(flagged).toHaveLength(11);
    for (const id of PROTOTYPE_IDS) expect(flagged, id).toContain(id);
    expect(JSON.parse(text).result.stats.processes).toBe(11);

    const csv = await redFlagResults(
      get(`/api/v1/red-flag/results/${job.jobId}?format=csv`, undefined, auth),
      { params: Promise.resolve({ id: job.jobId }) },
    );
    const lines = (await csv.text()).trim().split(/\r?\n/);
    expect(lines).toHaveLength(12); // the header and one row per flagged process
    expect(lines.some((line) => line.includes("__proto__"))).toBe(true);
  });
});
