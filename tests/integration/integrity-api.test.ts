import { createHash, createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  // The callback receiver below listens on http://127.0.0.1:{port}, as tests may (lib/server/net/webhook-url.ts).
  process.env.WEBHOOK_ALLOW_INSECURE_LOOPBACK = "1";
});

import { GET as listTokens, POST as createToken } from "@/app/api/settings/api-tokens/route";
import { DELETE as revokeToken } from "@/app/api/settings/api-tokens/[id]/route";
import { POST as submitRedFlags } from "@/app/api/v1/red-flag/submit/route";
import { GET as redFlagStatus } from "@/app/api/v1/red-flag/status/[id]/route";
import { GET as redFlagResults } from "@/app/api/v1/red-flag/results/[id]/route";
import { GET as ddStatus } from "@/app/api/v1/due-diligence/status/[id]/route";
import { SAMPLE_WORLD_BANK_JSON } from "@/modules/integrity/lib/screening/sample-lists";
import { jobsIdle, runDueJobs } from "@/lib/server/jobs";
import { db } from "@/lib/server/db";
import { BASE, get, jsonRequest, sessionCookieFor, signUpViaRoute, uniqueDomain } from "./helpers";
import { POST as uploadList, GET as getLists } from "@/app/api/v1/due-diligence/lists/route";
import { POST as submitDd } from "@/app/api/v1/due-diligence/submit/route";
import { GET as ddResults } from "@/app/api/v1/due-diligence/results/[id]/route";
import { POST as refreshList } from "@/app/api/v1/due-diligence/lists/[id]/refresh/route";
import { POST as submitAudit } from "@/app/api/v1/audit-trail/export/route";
import { GET as downloadAudit } from "@/app/api/v1/audit-trail/download/[id]/route";
import { listEntries, openZip, readEntry } from "@/lib/documents/zip-read";

const CARDINAL = path.join(process.cwd(), "tests/fixtures/cardinal");

type Account = { cookie: string; orgId: string };

async function account(label: string): Promise<Account> {
  const email = `integrity@${uniqueDomain(label)}`;
  await signUpViaRoute({ email });
  const cookie = await sessionCookieFor(email);
  const user = await db().user.findUniqueOrThrow({ where: { email }, select: { membership: true } });
  return { cookie, orgId: user.membership!.orgId };
}

async function newToken(owner: Account, scopes: string[], name = "ERP connector") {
  const response = await createToken(
    jsonRequest("/api/settings/api-tokens", { name, scopes }, { headers: { cookie: owner.cookie } }),
  );
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(201);
  return body as { token: string; apiToken: { id: string; hint: string } };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const params = (id: string) => ({ params: Promise.resolve({ id }) });

function raw(pathAndQuery: string, body: string | Uint8Array, headers: Record<string, string>) {
  return new Request(`${BASE}${pathAndQuery}`, {
    method: "POST",
    headers: { "x-procuros-client-address": "10.9.9.9", ...headers },
    body: typeof body === "string" ? body : Buffer.from(body),
  });
}

const fixture = (name: string) => readFileSync(path.join(CARDINAL, name), "utf8");

/** Runs the org's queued jobs now, after any pass the submit itself kicked off has finished. */
async function work(orgId: string) {
  await jobsIdle();
  await runDueJobs({ orgId, limit: 20 });
  await jobsIdle();
}

describe("API tokens (Settings, Integrations)", () => {
  it("shows a token once, keeps only its hash, lists it with last use, and a revoked one gets 401", async () => {
    const owner = await account("tokens");
    const { token, apiToken } = await newToken(owner, ["red_flags"]);
    expect(token).toMatch(/^pcr_[A-Za-z0-9_-]{12}_[A-Za-z0-9_-]{43}$/);
    expect(apiToken.hint).toBe(token.slice(-4));
    const stored = await db().apiToken.findUniqueOrThrow({ where: { id: apiToken.id } });
    // The secret is the last 43 characters: base64url may itself contain "_", so it is not split on "_".
    expect(JSON.stringify(stored)).not.toContain(token.slice(-43));

    const call = () =>
      redFlagStatus(get("/api/v1/red-flag/status/nope", undefined, bearer(token)), params("nope"));
    expect((await call()).status).toBe(404);
    const listed = await (await listTokens(get("/api/settings/api-tokens", owner.cookie))).json();
    expect(listed.tokens[0]).toMatchObject({ id: apiToken.id, name: "ERP connector", scopes: ["red_flags"] });
    expect(listed.tokens[0].lastUsedAt).not.toBeNull();
    expect(JSON.stringify(listed.tokens)).not.toContain(token);
    expect(listed.callbackSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const revoked = await revokeToken(
      new Request(`${BASE}/api/settings/api-tokens/${apiToken.id}`, {
        method: "DELETE",
        headers: { cookie: owner.cookie, origin: BASE },
      }),
      params(apiToken.id),
    );
    expect(revoked.status).toBe(200);
    const after = await call();
    expect(after.status).toBe(401);
    expect(after.headers.get("www-authenticate")).toMatch(/^Bearer/);
  });

  it("refuses bad, foreign-scope and missing credentials with 401/403, never 500", async () => {
    const owner = await account("bad-tokens");
    const { token } = await newToken(owner, ["due_diligence"]);
    const status = (headers: Record<string, string>) =>
      redFlagStatus(get("/api/v1/red-flag/status/x", undefined, headers), params("x"));
    const attempts: Record<string, string>[] = [
      {},
      { authorization: "Bearer" },
      { authorization: "Basic dXNlcjpwYXNz" },
      { authorization: "Bearer pcr_short" },
      { authorization: `Bearer ${token.slice(0, -1)}x` },
      { authorization: `Bearer pcr_AAAAAAAAAAAA_${"A".repeat(43)}` },
      { authorization: `Bearer ${"x".repeat(10_000)}` },
    ];
    for (const headers of attempts)
      expect((await status(headers)).status, JSON.stringify(headers).slice(0, 60)).toBe(401);
    const wrongScope = await status(bearer(token));
    expect(wrongScope.status).toBe(403);
    expect((await wrongScope.json()).error.message).toBe(
      'This token has no access to Red-flag monitoring (scope "red_flags").',
    );
  });

  it("every token call is in the org's audit log with its outcome", async () => {
    const owner = await account("audited");
    const { token, apiToken } = await newToken(owner, ["red_flags"]);
    await redFlagStatus(get("/api/v1/red-flag/status/abc", undefined, bearer(token)), params("abc"));
    const events = await db().auditEvent.findMany({ where: { orgId: owner.orgId, action: "api.call" } });
    expect(events).toHaveLength(1);
    expect(events[0]!.detail).toEqual({
      tokenId: apiToken.id,
      method: "GET",
      path: "/api/v1/red-flag/status/abc",
      status: 404,
    });
  });
});

describe("red-flag monitoring through /api/v1/red-flag", () => {
  let owner: Account;
  let token: string;
  let received: { headers: Record<string, string | string[] | undefined>; body: string }[] = [];
  let receiver: Server;
  let callbackUrl: string;

  beforeAll(async () => {
    owner = await account("red-flags");
    ({ token } = await newToken(owner, ["red_flags"]));
    receiver = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => (body += chunk));
      req.on("end", () => {
        received.push({ headers: req.headers, body });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    callbackUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/procuros`;
  });
  afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

  it("JSON lines in, 202, the job runs in the queue, Cardinal's exact output out, signed callback sent", async () => {
    received = [];
    const submitted = await submitRedFlags(
      // As Cardinal's own cases are computed: only the indicator under test enabled.
      raw(
        `/api/v1/red-flag/submit?callbackUrl=${encodeURIComponent(callbackUrl)}&settings=${encodeURIComponent(JSON.stringify({ indicators: ["R024"] }))}`,
        fixture("R024.jsonl"),
        {
          ...bearer(token),
          "content-type": "application/x-ndjson",
        },
      ),
    );
    const job = await submitted.json();
    expect(submitted.status, JSON.stringify(job)).toBe(202);
    expect(job).toMatchObject({ ok: true, kind: "red_flags", status: "queued", error: null });

    await work(owner.orgId);
    const status = await (
      await redFlagStatus(
        get(`/api/v1/red-flag/status/${job.jobId}`, undefined, bearer(token)),
        params(job.jobId),
      )
    ).json();
    expect(status.status).toBe("done");

    const results = await (
      await redFlagResults(
        get(`/api/v1/red-flag/results/${job.jobId}`, undefined, bearer(token)),
        params(job.jobId),
      )
    ).json();
    const expected = JSON.parse(fixture("R024.expected"));
    const { Meta, stats, ...groups } = results.result;
    expect(groups).toEqual(expected);
    expect(Meta.R024).toBeDefined();
    expect(stats.format).toBe("jsonl");

    // The callback: once, signed with the org's secret over "{t}.{body}".
    expect(received).toHaveLength(1);
    const signature = String(received[0]!.headers["x-procuros-signature"]);
    const [, t, mac] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signature)!;
    const { callbackSecret } = await (await listTokens(get("/api/settings/api-tokens", owner.cookie))).json();
    expect(createHmac("sha256", callbackSecret).update(`${t}.${received[0]!.body}`).digest("hex")).toBe(mac);
    expect(JSON.parse(received[0]!.body)).toMatchObject({
      jobId: job.jobId,
      kind: "red_flags",
      status: "done",
    });

    // CSV and XLSX of the same flags.
    const csv = await (
      await redFlagResults(
        get(`/api/v1/red-flag/results/${job.jobId}?format=csv`, undefined, bearer(token)),
        params(job.jobId),
      )
    ).text();
    // For people: plain words and rounded numbers; codes and exact values stay in the JSON.
    expect(csv.split("\r\n")[0]).toBe("Level,Id,Indicator,What was found");
    expect(csv).not.toMatch(/\bR0\d\d\b|OCID|lower_fence|\d\.\d{4,}/);
    expect(csv.trimEnd().split("\r\n").length - 1).toBe(
      Object.values(expected as Record<string, object>).reduce(
        (sum, group) => sum + Object.keys(group).length,
        0,
      ),
    );
    const xlsx = await redFlagResults(
      get(`/api/v1/red-flag/results/${job.jobId}?format=xlsx`, undefined, bearer(token)),
      params(job.jobId),
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(["Flags", "Summary", "Limits"]);
  });

  it("a release package gives the same answer as its lines", async () => {
    const releases = fixture("R028.jsonl")
      .split("\n")
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line));
    const response = await submitRedFlags(
      raw(
        `/api/v1/red-flag/submit?settings=${encodeURIComponent(JSON.stringify({ indicators: ["R028"] }))}`,
        JSON.stringify({ uri: "x", releases }),
        {
          ...bearer(token),
          "content-type": "application/json",
        },
      ),
    );
    const job = await response.json();
    await work(owner.orgId);
    const results = await (
      await redFlagResults(
        get(`/api/v1/red-flag/results/${job.jobId}`, undefined, bearer(token)),
        params(job.jobId),
      )
    ).json();
    const { Meta, stats, ...groups } = results.result;
    expect(groups).toEqual(JSON.parse(fixture("R028.expected")));
    expect(Meta).toBeDefined();
    expect(stats.format).toBe("release_package");
  });

  it("a broken line is skipped with its line number and the job finishes with the rest", async () => {
    const response = await submitRedFlags(
      raw("/api/v1/red-flag/submit", `${fixture("R024.jsonl").split("\n")[0]}\n{"ocid": "broken",\n`, {
        ...bearer(token),
        "content-type": "application/x-ndjson",
      }),
    );
    const job = await response.json();
    expect(response.status).toBe(202);
    await work(owner.orgId);
    const results = await redFlagResults(
      get(`/api/v1/red-flag/results/${job.jobId}`, undefined, bearer(token)),
      params(job.jobId),
    );
    expect(results.status).toBe(200);
    const { stats } = (await results.json()).result;
    expect(stats).toMatchObject({ releases: 1, skippedLines: 1 });
    expect(stats.lineWarnings).toEqual([{ line: 2, message: expect.stringMatching(/not valid JSON/) }]);
  });

  it("malformed OCDS with nothing readable: the job fails with the line and reason, results say so (409)", async () => {
    const response = await submitRedFlags(
      raw("/api/v1/red-flag/submit", `{"ocid": "broken",\n["not", "a release"]\n`, {
        ...bearer(token),
        "content-type": "application/x-ndjson",
      }),
    );
    const job = await response.json();
    expect(response.status).toBe(202);
    await work(owner.orgId);
    const status = await (
      await redFlagStatus(
        get(`/api/v1/red-flag/status/${job.jobId}`, undefined, bearer(token)),
        params(job.jobId),
      )
    ).json();
    expect(status.status).toBe("failed");
    expect(status.error).toMatch(/^Line 1: /);
    const results = await redFlagResults(
      get(`/api/v1/red-flag/results/${job.jobId}`, undefined, bearer(token)),
      params(job.jobId),
    );
    expect(results.status).toBe(409);
    expect((await results.json()).error.message).toMatch(/^The job failed: Line 1: .*1 more line/);
  });

  it("refuses a wrong content type, bad settings, an empty body and hostile callback URLs before queuing", async () => {
    const before = await db().job.count({ where: { orgId: owner.orgId } });
    const submit = (query: string, body: string, type = "application/x-ndjson") =>
      submitRedFlags(
        raw(`/api/v1/red-flag/submit${query}`, body, { ...bearer(token), "content-type": type }),
      );
    expect((await submit("", "<xml/>", "application/xml")).status).toBe(415);
    expect((await submit("?settings=%7Bnot-json", fixture("R024.jsonl"))).status).toBe(400);
    const badSetting = await submit(
      `?settings=${encodeURIComponent(JSON.stringify({ indicators: ["R999"] }))}`,
      fixture("R024.jsonl"),
    );
    expect(badSetting.status).toBe(400);
    expect(Object.keys((await badSetting.json()).error.fields)[0]).toMatch(/^settings\.indicators/);
    // Unknown names are refused (as Cardinal refuses them), naming the key and the names known there.
    const misspelt = await submit(
      `?settings=${encodeURIComponent(JSON.stringify({ R003: { treshold: 10 }, defaults: { bidStatus: "valid" } }))}`,
      fixture("R024.jsonl"),
    );
    expect(misspelt.status).toBe(400);
    const { error } = await misspelt.json();
    expect(error.message).toBe(
      'Unknown setting "R003.treshold" (did you mean "threshold"?). The settings known in R003 are: threshold, procurementMethods, procurementMethodDetails.',
    );
    expect(Object.keys(error.fields)).toEqual(["settings.R003.treshold"]);
    expect((await submit("", "")).status).toBe(400);
    for (const hostile of [
      "http://169.254.169.254/latest/meta-data",
      "https://127.0.0.1/hook",
      "https://localhost/hook",
      "https://user:pw@example.org/hook",
      "http://0x7f000001:8080/x",
    ]) {
      const refused = await submit(`?callbackUrl=${encodeURIComponent(hostile)}`, fixture("R024.jsonl"));
      expect(refused.status, hostile).toBe(400);
      expect((await refused.json()).error.message).toMatch(/^The callback URL /);
    }
    expect(await db().job.count({ where: { orgId: owner.orgId } })).toBe(before);
  });

  it("another org's job id is 404 for status and results, with a token or a session", async () => {
    const response = await submitRedFlags(
      raw("/api/v1/red-flag/submit", fixture("R018.jsonl"), {
        ...bearer(token),
        "content-type": "application/x-ndjson",
      }),
    );
    const { jobId } = await response.json();
    const stranger = await account("stranger");
    const { token: theirs } = await newToken(stranger, ["red_flags"]);
    for (const request of [
      get(`/api/v1/red-flag/status/${jobId}`, undefined, bearer(theirs)),
      get(`/api/v1/red-flag/results/${jobId}`, undefined, bearer(theirs)),
      get(`/api/v1/red-flag/status/${jobId}`, stranger.cookie),
    ]) {
      const answer = await (request.url.includes("/results/") ? redFlagResults : redFlagStatus)(
        request,
        params(jobId),
      );
      expect(answer.status).toBe(404);
    }
  });

  it("the tool page's session may submit (same origin); a cross-site form post is refused", async () => {
    const ok = await submitRedFlags(
      raw("/api/v1/red-flag/submit", fixture("R018.jsonl"), {
        cookie: owner.cookie,
        origin: BASE,
        "content-type": "application/x-ndjson",
      }),
    );
    expect(ok.status).toBe(202);
    const csrf = await submitRedFlags(
      raw("/api/v1/red-flag/submit", fixture("R018.jsonl"), {
        cookie: owner.cookie,
        origin: "https://evil.example",
        "content-type": "application/x-ndjson",
      }),
    );
    expect(csrf.status).toBe(403);
  });
});

describe("bidder due diligence through /api/v1/due-diligence", () => {
  it("loads a World Bank list, screens bidders in several spellings, reports debarments past and active", async () => {
    const owner = await account("due-diligence");
    const { token } = await newToken(owner, ["due_diligence"]);
    const none = await submitDd(
      jsonRequest(
        "/api/v1/due-diligence/submit",
        { bidders: [{ name: "Acme" }] },
        { headers: bearer(token) },
      ),
    );
    expect(none.status).toBe(409);

    const loaded = await uploadList(
      raw(
        "/api/v1/due-diligence/lists?name=World%20Bank%20debarred%20firms&fileName=wb.json",
        SAMPLE_WORLD_BANK_JSON,
        {
          ...bearer(token),
          "content-type": "application/json",
        },
      ),
    );
    const { list } = await loaded.json();
    expect(loaded.status).toBe(201);
    expect(list).toMatchObject({ format: "worldbank-json", entryCount: expect.any(Number) });
    const lists = await (await getLists(get("/api/v1/due-diligence/lists", undefined, bearer(token)))).json();
    expect(lists.lists.map((entry: { id: string }) => entry.id)).toEqual([list.id]);

    const submitted = await submitDd(
      jsonRequest(
        "/api/v1/due-diligence/submit",
        {
          bidders: [
            { name: "Acme Constructon Limited", country: "Kenya" },
            { name: "Societe Generale de Construction" },
            { name: "Nairobi Fresh Produce Ltd" },
          ],
          asOf: "2026-11-25",
        },
        { headers: bearer(token) },
      ),
    );
    const job = await submitted.json();
    expect(submitted.status, JSON.stringify(job)).toBe(202);
    await work(owner.orgId);
    const status = await (
      await ddStatus(
        get(`/api/v1/due-diligence/status/${job.jobId}`, undefined, bearer(token)),
        params(job.jobId),
      )
    ).json();
    expect(status.status).toBe("done");
    const { result } = await (
      await ddResults(
        get(`/api/v1/due-diligence/results/${job.jobId}`, undefined, bearer(token)),
        params(job.jobId),
      )
    ).json();
    const [acme, societe, unrelated] = result.bidders;
    expect(acme.matches[0]).toMatchObject({ listId: list.id, status: "active" });
    expect(acme.matches[0].score).toBeGreaterThanOrEqual(0.7);
    expect(acme.matches[0].reasons.length).toBeGreaterThan(0);
    expect(societe.matches[0]).toMatchObject({ status: "past" });
    expect(unrelated.matches).toEqual([]);
    expect(result.summary).toEqual({ screened: 3, withMatches: 2, activeMatches: 1 });

    // A list without a source URL is refreshed by uploading the new file.
    const refresh = await refreshList(
      new Request(`${BASE}/api/v1/due-diligence/lists/${list.id}/refresh`, {
        method: "POST",
        headers: bearer(token),
      }),
      params(list.id),
    );
    expect(refresh.status).toBe(409);
  });

  it("refuses a file that is no list, with the reason", async () => {
    const owner = await account("dd-bad");
    const { token } = await newToken(owner, ["due_diligence"]);
    const response = await uploadList(
      raw("/api/v1/due-diligence/lists?name=Mine&format=custom", "vendor id,country\n1,KE\n", {
        ...bearer(token),
        "content-type": "text/csv",
      }),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toMatch(
      /^This list has no column for the firm's name \(looked for: Name of Firm, .*\)\. Columns found: vendor id, country\.$/,
    );
  });
});

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

async function unzip(bytes: Uint8Array): Promise<Map<string, Buffer>> {
  const zip = await openZip(bytes);
  try {
    const files = new Map<string, Buffer>();
    for (const entry of await listEntries(zip))
      files.set(entry.fileName, await readEntry(zip, entry, 50_000_000));
    return files;
  } finally {
    zip.close();
  }
}

describe("audit-trail export through /api/v1/audit-trail", () => {
  it("exports the period's events, runs and reviews as a ZIP whose manifest hashes every file", async () => {
    const owner = await account("audit");
    const { token } = await newToken(owner, ["audit_trail"], "Auditor's script");
    const today = new Date().toISOString().slice(0, 10);
    const submitted = await submitAudit(
      jsonRequest("/api/v1/audit-trail/export", { from: today, to: today }, { headers: bearer(token) }),
    );
    const job = await submitted.json();
    expect(submitted.status, JSON.stringify(job)).toBe(202);
    await work(owner.orgId);
    const download = await downloadAudit(
      get(`/api/v1/audit-trail/download/${job.jobId}`, undefined, bearer(token)),
      params(job.jobId),
    );
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/zip");
    const files = await unzip(new Uint8Array(await download.arrayBuffer()));
    const manifest = JSON.parse(files.get("manifest.json")!.toString("utf8"));
    expect(manifest.files.map((file: { file: string }) => file.file).sort()).toEqual(
      [...files.keys()].filter((name) => !name.startsWith("manifest.json")).sort(),
    );
    for (const entry of manifest.files) expect(sha256(files.get(entry.file)!), entry.file).toBe(entry.sha256);
    const events = JSON.parse(files.get("audit-events.json")!.toString("utf8")).rows as { action: string }[];
    const actions = events.map((event) => event.action);
    expect(actions).toContain("token.create");
    expect(actions).toContain("api.call");
    expect(actions).toContain("integrity.audit_export.submit");

    // Bad periods and another org's job.
    for (const body of [
      { from: today },
      { from: "2026-02-30", to: today },
      { from: today, to: "2020-01-01" },
    ])
      expect(
        (await submitAudit(jsonRequest("/api/v1/audit-trail/export", body, { headers: bearer(token) })))
          .status,
      ).toBe(400);
    const stranger = await account("audit-stranger");
    const { token: theirs } = await newToken(stranger, ["audit_trail"]);
    expect(
      (
        await downloadAudit(
          get(`/api/v1/audit-trail/download/${job.jobId}`, undefined, bearer(theirs)),
          params(job.jobId),
        )
      ).status,
    ).toBe(404);
  });
});
