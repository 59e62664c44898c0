import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { readFileSync } from "node:fs";
import path from "node:path";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  // Local receivers listen on http://127.0.0.1:{port}, as tests may (lib/server/net/webhook-url.ts).
  process.env.WEBHOOK_ALLOW_INSECURE_LOOPBACK = "1";
});

import { GET as listTokens, POST as createToken } from "@/app/api/settings/api-tokens/route";
import { DELETE as revokeToken } from "@/app/api/settings/api-tokens/[id]/route";
import { POST as submitRedFlags } from "@/app/api/v1/red-flag/submit/route";
import { GET as redFlagStatus } from "@/app/api/v1/red-flag/status/[id]/route";
import { GET as redFlagResults } from "@/app/api/v1/red-flag/results/[id]/route";
import { GET as ddStatus } from "@/app/api/v1/due-diligence/status/[id]/route";
import { GET as ddResults } from "@/app/api/v1/due-diligence/results/[id]/route";
import { POST as uploadList, GET as getLists } from "@/app/api/v1/due-diligence/lists/route";
import { DELETE as deleteList } from "@/app/api/v1/due-diligence/lists/[id]/route";
import { POST as refreshList } from "@/app/api/v1/due-diligence/lists/[id]/refresh/route";
import { POST as submitDd } from "@/app/api/v1/due-diligence/submit/route";
import { POST as submitAudit } from "@/app/api/v1/audit-trail/export/route";
import { GET as auditStatus } from "@/app/api/v1/audit-trail/status/[id]/route";
import { GET as downloadAudit } from "@/app/api/v1/audit-trail/download/[id]/route";
import { SAMPLE_WORLD_BANK_JSON } from "@/modules/integrity/lib/screening/sample-lists";
import { jobsIdle, runDueJobs } from "@/lib/server/jobs";
import { db } from "@/lib/server/db";
import { storage } from "@/lib/server/storage";
import { listEntries, openZip, readEntry } from "@/lib/documents/zip-read";
import { BASE, get, jsonRequest, sessionCookieFor, signUpViaRoute, uniqueDomain } from "./helpers";

const CARDINAL = path.join(process.cwd(), "tests/fixtures/cardinal");
const fixture = (name: string) => readFileSync(path.join(CARDINAL, name), "utf8");

type Account = { cookie: string; orgId: string; email: string };

async function account(label: string): Promise<Account> {
  const email = `hostile@${uniqueDomain(label)}`;
  await signUpViaRoute({ email });
  const cookie = await sessionCookieFor(email);
  const user = await db().user.findUniqueOrThrow({ where: { email }, select: { membership: true } });
  return { cookie, orgId: user.membership!.orgId, email };
}

async function newToken(owner: Account, scopes: string[], name = "Hostile") {
  const response = await createToken(
    jsonRequest("/api/settings/api-tokens", { name, scopes }, { headers: { cookie: owner.cookie } }),
  );
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(201);
  return body as { token: string; apiToken: { id: string; hint: string } };
}

/** The secret part of a token (base64url, so it may itself contain "_"). */
const secretOf = (token: string) => /^pcr_.{12}_(.{43})$/.exec(token)![1]!;

const ALL = ["red_flags", "due_diligence", "audit_trail"];
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const params = (id: string) => ({ params: Promise.resolve({ id }) });

function raw(pathAndQuery: string, body: string | Uint8Array, headers: Record<string, string>) {
  return new Request(`${BASE}${pathAndQuery}`, {
    method: "POST",
    headers: { "x-procuros-client-address": "10.9.9.9", ...headers },
    body: typeof body === "string" ? body : Buffer.from(body),
  });
}

const post = (pathName: string, headers: Record<string, string>) =>
  new Request(`${BASE}${pathName}`, { method: "POST", headers });
const del = (pathName: string, headers: Record<string, string>) =>
  new Request(`${BASE}${pathName}`, { method: "DELETE", headers });

async function work(orgId: string) {
  await jobsIdle();
  await runDueJobs({ orgId, limit: 20 });
  await jobsIdle();
}

async function listen(handler: Parameters<typeof createServer>[1]): Promise<{ server: Server; url: string }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** A 4xx with the JSON error envelope, never a stack trace or internals. */
async function expectClientError(response: Response, status?: number) {
  const text = await response.text();
  if (status) expect(response.status, text).toBe(status);
  else {
    expect(response.status, text).toBeGreaterThanOrEqual(400);
    expect(response.status, text).toBeLessThan(500);
  }
  expect(text).not.toMatch(/\n\s+at |node_modules|prisma|\/work\//i);
  return text;
}

async function submitOcds(token: string, body: string | Uint8Array, query = "") {
  const response = await submitRedFlags(
    raw(`/api/v1/red-flag/submit${query}`, body, {
      ...bearer(token),
      "content-type": "application/x-ndjson",
    }),
  );
  const json = await response.json();
  expect(response.status, JSON.stringify(json)).toBe(202);
  return json.jobId as string;
}

async function redFlagJob(token: string, jobId: string) {
  return (
    await redFlagStatus(get(`/api/v1/red-flag/status/${jobId}`, undefined, bearer(token)), params(jobId))
  ).json();
}

async function loadList(token: string, query = "name=WB&fileName=wb.json") {
  const response = await uploadList(
    raw(`/api/v1/due-diligence/lists?${query}`, SAMPLE_WORLD_BANK_JSON, {
      ...bearer(token),
      "content-type": "application/json",
    }),
  );
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(201);
  return body.list as { id: string };
}

describe("tokens under attack", () => {
  it("a member (not admin) can neither list, create nor revoke tokens, and sees no callback secret", async () => {
    const admin = await account("tok-admin");
    const { apiToken, token } = await newToken(admin, ["red_flags"]);
    const helper = await account("tok-member");
    const membership = await db().membership.findFirstOrThrow({ where: { user: { email: helper.email } } });
    await db().membership.update({
      where: { id: membership.id },
      data: { orgId: admin.orgId, role: "member" },
    });
    const cookie = await sessionCookieFor(helper.email);

    await expectClientError(
      await createToken(
        jsonRequest("/api/settings/api-tokens", { name: "mine", scopes: ALL }, { headers: { cookie } }),
      ),
      403,
    );
    await expectClientError(
      await revokeToken(
        del(`/api/settings/api-tokens/${apiToken.id}`, { cookie, origin: BASE }),
        params(apiToken.id),
      ),
      403,
    );
    // Not even the list: token names, scopes and hints are for admins (issue 29, item 3).
    const listed = await listTokens(get("/api/settings/api-tokens", cookie));
    expect(listed.status).toBe(403);
    const body = await listed.json();
    expect(body).not.toHaveProperty("tokens");
    expect(body).not.toHaveProperty("callbackSecret");
    expect(JSON.stringify(body)).not.toContain(secretOf(token));
    // The token still works.
    expect(
      (await redFlagStatus(get("/api/v1/red-flag/status/x", undefined, bearer(token)), params("x"))).status,
    ).toBe(404);
  });

  it("another org's admin cannot revoke my token; mass-assigned fields are refused", async () => {
    const mine = await account("tok-mine");
    const theirs = await account("tok-theirs");
    const { apiToken, token } = await newToken(mine, ["red_flags"]);
    await expectClientError(
      await revokeToken(
        del(`/api/settings/api-tokens/${apiToken.id}`, { cookie: theirs.cookie, origin: BASE }),
        params(apiToken.id),
      ),
      404,
    );
    expect((await db().apiToken.findUniqueOrThrow({ where: { id: apiToken.id } })).revokedAt).toBeNull();
    expect(
      (await redFlagStatus(get("/api/v1/red-flag/status/x", undefined, bearer(token)), params("x"))).status,
    ).toBe(404);
    const foreignOrg = await createToken(
      jsonRequest(
        "/api/settings/api-tokens",
        { name: "x", scopes: ["red_flags"], orgId: mine.orgId },
        { headers: { cookie: theirs.cookie } },
      ),
    );
    await expectClientError(foreignOrg);
    expect([400, 403]).toContain(foreignOrg.status);
    expect(await db().apiToken.count({ where: { orgId: mine.orgId } })).toBe(1);
    for (const body of [
      { name: "x", scopes: ["admin"] },
      { name: "x", scopes: [] },
      { name: "x\u0000", scopes: ["red_flags"] },
      { name: "\ud800", scopes: ["red_flags"] },
      { name: "x".repeat(81), scopes: ["red_flags"] },
      { name: { __proto__: { admin: true } }, scopes: ["red_flags"] },
    ])
      await expectClientError(
        await createToken(
          jsonRequest("/api/settings/api-tokens", body, { headers: { cookie: theirs.cookie } }),
        ),
        400,
      );
  });

  it("25 tokens created at once never exceed the limit of 20 active tokens", async () => {
    const owner = await account("tok-race");
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        createToken(
          jsonRequest(
            "/api/settings/api-tokens",
            { name: `t${i}`, scopes: ["red_flags"] },
            { headers: { cookie: owner.cookie } },
          ),
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(20);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    expect(await db().apiToken.count({ where: { orgId: owner.orgId, revokedAt: null } })).toBe(20);
  });

  it("odd, near-miss and oversized credentials are all 401, never 500", async () => {
    const owner = await account("tok-odd");
    const { token } = await newToken(owner, ["red_flags"]);
    const [, id, secret] = /^pcr_(.{12})_(.{43})$/.exec(token)!;
    const attempts = [
      `Bearer ${token} extra`,
      `Bearer ${token},${token}`,
      `Bearer pcr_${id}_${secret!.toLowerCase()}`,
      `Bearer pcr_${id}_${secret}A`,
      `Bearer pcr_${id}_${secret!.slice(0, 42)}`,
      `Bearer pcr_${id}__${secret}`,
      `Bearer pcr_%%%%%%%%%%%%_${"%".repeat(43)}`,
      `Bearer pcr_${"'".repeat(12)}_${secret}`,
      `Bearer pcr_${id!.slice(0, 11)}%_${secret}`,
      `Bearer ${"pcr_".repeat(5000)}`,
      `Bearer ${token.replace("pcr_", "PCR_")}`,
      `Token ${token}`,
      `Bearer\t${token}\tx`,
    ];
    for (const authorization of attempts) {
      const response = await redFlagStatus(
        get("/api/v1/red-flag/status/x", owner.cookie, { authorization }),
        params("x"),
      );
      // A bad Authorization header is not silently replaced by the cookie session either.
      await expectClientError(response, 401);
    }
    expect(await db().auditEvent.count({ where: { orgId: owner.orgId, action: "api.call" } })).toBe(0);
  });

  it("no audit event, job, list or listing ever holds a token secret", async () => {
    const owner = await account("tok-secret");
    const { token } = await newToken(owner, ALL, '=HYPERLINK("https://evil.example","x")');
    const secret = secretOf(token)!;
    await submitOcds(token, fixture("R018.jsonl"));
    await loadList(token);
    await redFlagStatus(get("/api/v1/red-flag/status/x", undefined, bearer(token)), params("x"));
    const rows = [
      await db().auditEvent.findMany({ where: { orgId: owner.orgId } }),
      await db().job.findMany({ where: { orgId: owner.orgId } }),
      await db().screeningList.findMany({ where: { orgId: owner.orgId } }),
      await db().apiToken.findMany({ where: { orgId: owner.orgId } }),
    ];
    expect(JSON.stringify(rows)).not.toContain(secret);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("a token revoked while its job runs: the job ends, the revoked token reads nothing, another token can", async () => {
    const owner = await account("tok-revoke-mid");
    const { token, apiToken } = await newToken(owner, ["red_flags"]);
    const jobId = await submitOcds(token, fixture("R018.jsonl"));
    await revokeToken(
      del(`/api/settings/api-tokens/${apiToken.id}`, { cookie: owner.cookie, origin: BASE }),
      params(apiToken.id),
    );
    await work(owner.orgId);
    await expectClientError(
      await redFlagResults(get(`/api/v1/red-flag/results/${jobId}`, undefined, bearer(token)), params(jobId)),
      401,
    );
    const { token: fresh } = await newToken(owner, ["red_flags"]);
    expect((await redFlagJob(fresh, jobId)).status).toBe("done");
  });
});

describe("sessions, CSRF and throttling", () => {
  it("cross-site token creation or revocation and a spoofed middleware header are refused", async () => {
    const owner = await account("csrf");
    const { apiToken } = await newToken(owner, ["red_flags"]);
    const evil = { cookie: owner.cookie, origin: "https://evil.example" };
    await expectClientError(
      await createToken(
        jsonRequest("/api/settings/api-tokens", { name: "x", scopes: ALL }, { headers: evil }),
      ),
      403,
    );
    await expectClientError(
      await revokeToken(del(`/api/settings/api-tokens/${apiToken.id}`, evil), params(apiToken.id)),
      403,
    );
    expect(await db().apiToken.count({ where: { orgId: owner.orgId, revokedAt: null } })).toBe(1);
    const list = await loadList((await newToken(owner, ["due_diligence"])).token);
    await expectClientError(await deleteList(del("/x", evil), params(list.id)), 403);
    await expectClientError(await refreshList(post("/x", evil), params(list.id)), 403);
    await expectClientError(
      await getLists(
        get("/api/v1/due-diligence/lists", undefined, {
          "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware",
        }),
      ),
      401,
    );
  });

  it("session calls to /api/v1 are throttled per member like token calls", async () => {
    const owner = await account("session-flood");
    const statuses: number[] = [];
    for (let batch = 0; batch < 13; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => getLists(get("/api/v1/due-diligence/lists", owner.cookie))),
      );
      statuses.push(...answers.map((answer) => answer.status));
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(600);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50);
  }, 60_000);

  it("NUL bytes in query and body fields are 400", async () => {
    const owner = await account("nul");
    const { token } = await newToken(owner, ALL);
    for (const query of [
      "name=a%00b",
      "name=x&fileName=a%00.json",
      "name=x&sourceUrl=https%3A%2F%2Fa.example%2F%00",
    ]) {
      const response = await uploadList(
        raw(`/api/v1/due-diligence/lists?${query}`, SAMPLE_WORLD_BANK_JSON, {
          ...bearer(token),
          "content-type": "application/json",
        }),
      );
      await expectClientError(response, 400);
    }
    await expectClientError(
      await submitDd(
        jsonRequest(
          "/api/v1/due-diligence/submit",
          { bidders: [{ name: "Acme\u0000" }] },
          { headers: bearer(token) },
        ),
      ),
      400,
    );
  });
});

describe("IDOR across orgs and services", () => {
  let a: Account;
  let b: Account;
  let tokenA: string;
  let tokenB: string;
  let listA: { id: string };
  let ddJobA: string;
  let rfJobA: string;
  let auditJobA: string;

  beforeAll(async () => {
    a = await account("idor-a");
    b = await account("idor-b");
    ({ token: tokenA } = await newToken(a, ALL));
    ({ token: tokenB } = await newToken(b, ALL));
    listA = await loadList(tokenA);
    const dd = await submitDd(
      jsonRequest(
        "/api/v1/due-diligence/submit",
        { bidders: [{ name: "Acme" }] },
        { headers: bearer(tokenA) },
      ),
    );
    ddJobA = (await dd.json()).jobId;
    rfJobA = await submitOcds(tokenA, fixture("R018.jsonl"));
    const today = new Date().toISOString().slice(0, 10);
    const audit = await submitAudit(
      jsonRequest("/api/v1/audit-trail/export", { from: today, to: today }, { headers: bearer(tokenA) }),
    );
    auditJobA = (await audit.json()).jobId;
    await work(a.orgId);
  });

  it("org B gets 404 for every one of org A's jobs and lists, and A's data is unchanged", async () => {
    const listBefore = await db().screeningList.findUniqueOrThrow({ where: { id: listA.id } });
    const attempts: [string, Promise<Response>][] = [
      ["dd status", ddStatus(get(`/x`, undefined, bearer(tokenB)), params(ddJobA))],
      ["dd results", ddResults(get(`/x`, undefined, bearer(tokenB)), params(ddJobA))],
      ["dd results via session", ddResults(get(`/x`, b.cookie), params(ddJobA))],
      ["rf status", redFlagStatus(get(`/x`, undefined, bearer(tokenB)), params(rfJobA))],
      ["rf results csv", redFlagResults(get(`/x?format=csv`, undefined, bearer(tokenB)), params(rfJobA))],
      ["audit status", auditStatus(get(`/x`, undefined, bearer(tokenB)), params(auditJobA))],
      ["audit download", downloadAudit(get(`/x`, undefined, bearer(tokenB)), params(auditJobA))],
      ["list delete", deleteList(del(`/x`, bearer(tokenB)), params(listA.id))],
      [
        "list delete via session",
        deleteList(del(`/x`, { cookie: b.cookie, origin: BASE }), params(listA.id)),
      ],
      ["list refresh", refreshList(post(`/x`, bearer(tokenB)), params(listA.id))],
      [
        "list replace by upload",
        uploadList(
          raw(
            `/api/v1/due-diligence/lists?name=Mine&fileName=wb.json&listId=${listA.id}`,
            SAMPLE_WORLD_BANK_JSON,
            { ...bearer(tokenB), "content-type": "application/json" },
          ),
        ),
      ],
      [
        "dd submit with A's list",
        submitDd(
          jsonRequest(
            "/api/v1/due-diligence/submit",
            { bidders: [{ name: "Acme" }], listIds: [listA.id] },
            { headers: bearer(tokenB) },
          ),
        ),
      ],
    ];
    for (const [label, pending] of attempts) {
      const response = await pending;
      const text = await expectClientError(response);
      expect([404, 409], `${label}: ${text}`).toContain(response.status);
      expect(text, label).not.toContain(listBefore.fileKey);
    }
    expect(await db().screeningList.findUniqueOrThrow({ where: { id: listA.id } })).toEqual(listBefore);
    expect(await storage().head(listBefore.fileKey)).not.toBeNull();
    const listsB = await (await getLists(get("/x", undefined, bearer(tokenB)))).json();
    expect(listsB.lists).toEqual([]);
  });

  it("a job id of another service is 404, and weird ids never 500", async () => {
    for (const response of [
      await ddStatus(get(`/x`, undefined, bearer(tokenA)), params(rfJobA)),
      await redFlagResults(get(`/x`, undefined, bearer(tokenA)), params(ddJobA)),
      await downloadAudit(get(`/x`, undefined, bearer(tokenA)), params(rfJobA)),
    ])
      await expectClientError(response, 404);
    for (const id of ["../../etc/passwd", "%00", "x".repeat(10_000), "' OR 1=1 --", "\u0000", "\ud800"])
      await expectClientError(await redFlagStatus(get(`/x`, undefined, bearer(tokenA)), params(id)));
  });
});

describe("SSRF through callback and source URLs", () => {
  let owner: Account;
  let token: string;
  beforeAll(async () => {
    owner = await account("ssrf");
    ({ token } = await newToken(owner, ALL));
  });

  const hostile = [
    "http://[::1]/hook",
    "https://[::1]/hook",
    "https://[::ffff:127.0.0.1]/hook",
    "https://[::ffff:7f00:1]/hook",
    "https://[0:0:0:0:0:ffff:a9fe:a9fe]/latest",
    "https://2130706433/hook",
    "https://0177.0.0.1/hook",
    "https://0x7f.1/hook",
    "https://127.1/hook",
    "https://0.0.0.0/hook",
    "https://[::]/hook",
    "https://10.0.0.1/hook",
    "https://192.168.1.1/hook",
    "https://172.16.0.1/hook",
    "https://100.64.0.1/hook",
    "https://[fd00::1]/hook",
    "https://[fe80::1]/hook",
    "https://169.254.169.254/latest/meta-data",
    "https://localhost./hook",
    "https://LOCALHOST/hook",
    "https://foo.localhost./hook",
    "https://metadata.google.internal/computeMetadata/v1",
    "https://metadata/hook",
    "http://127.0.0.1:1@evil.example/",
    "ftp://example.org/x",
    "file:///etc/passwd",
    "javascript:alert(1)",
  ];

  it("every private, loopback or odd spelling is refused at submit, before queuing", async () => {
    const before = await db().job.count({ where: { orgId: owner.orgId } });
    const today = new Date().toISOString().slice(0, 10);
    const accepted: string[] = [];
    for (const url of hostile) {
      const probe = await submitRedFlags(
        raw(`/api/v1/red-flag/submit?callbackUrl=${encodeURIComponent(url)}`, fixture("R018.jsonl"), {
          ...bearer(token),
          "content-type": "application/x-ndjson",
        }),
      );
      if (probe.status !== 400) accepted.push(`${url} ${probe.status}`);
    }
    expect(accepted).toEqual([]);
    for (const url of hostile) {
      const rf = await submitRedFlags(
        raw(`/api/v1/red-flag/submit?callbackUrl=${encodeURIComponent(url)}`, fixture("R018.jsonl"), {
          ...bearer(token),
          "content-type": "application/x-ndjson",
        }),
      );
      await expectClientError(rf, 400);
      const audit = await submitAudit(
        jsonRequest(
          "/api/v1/audit-trail/export",
          { from: today, to: today, callbackUrl: url },
          { headers: bearer(token) },
        ),
      );
      await expectClientError(audit, 400);
    }
    expect(await db().job.count({ where: { orgId: owner.orgId } })).toBe(before);
  });

  it("a list's source URL pointing inside is refused when the list is saved, not only on refresh", async () => {
    for (const url of hostile.filter((u) => /^https?:/.test(u))) {
      const response = await uploadList(
        raw(
          `/api/v1/due-diligence/lists?name=WB&fileName=wb.json&sourceUrl=${encodeURIComponent(url)}`,
          SAMPLE_WORLD_BANK_JSON,
          { ...bearer(token), "content-type": "application/json" },
        ),
      );
      const text = await expectClientError(response, 400);
      expect(text, url).toMatch(/source URL/);
    }
    expect(await db().screeningList.count({ where: { orgId: owner.orgId } })).toBe(0);
  });

  it("a callback answered with a redirect is not followed", async () => {
    const hits: string[] = [];
    const target = await listen((req, res) => {
      hits.push(`target ${req.url}`);
      res.writeHead(204).end();
    });
    const redirector = await listen((req, res) => {
      hits.push(`redirector ${req.url}`);
      res.writeHead(307, { location: `${target.url}/internal` }).end();
    });
    try {
      const jobId = await submitOcds(
        token,
        fixture("R018.jsonl"),
        `?callbackUrl=${encodeURIComponent(`${redirector.url}/hook`)}`,
      );
      await work(owner.orgId);
      expect((await redFlagJob(token, jobId)).status).toBe("done");
      expect(hits).toEqual(["redirector /hook"]);
      const event = await db().auditEvent.findFirstOrThrow({
        where: {
          orgId: owner.orgId,
          action: "integrity.red_flags.done",
          detail: { path: ["jobId"], equals: jobId },
        },
      });
      expect(event.detail).toMatchObject({ callback: "HTTP 307" });
    } finally {
      await close(redirector.server);
      await close(target.server);
    }
  });

  it("a list refresh answered with a redirect is not followed and the list is kept", async () => {
    const hits: string[] = [];
    const target = await listen((req, res) => {
      hits.push("target");
      res.writeHead(200, { "content-type": "application/json" }).end(SAMPLE_WORLD_BANK_JSON);
    });
    const source = await listen((req, res) => {
      hits.push(req.url ?? "");
      if (req.url === "/list.json") res.writeHead(200).end(SAMPLE_WORLD_BANK_JSON);
      else res.writeHead(302, { location: `${target.url}/list.json` }).end();
    });
    try {
      const list = await loadList(
        token,
        `name=WB&fileName=wb.json&sourceUrl=${encodeURIComponent(`${source.url}/moved.json`)}`,
      );
      const before = await db().screeningList.findUniqueOrThrow({ where: { id: list.id } });
      const response = await refreshList(post("/x", bearer(token)), params(list.id));
      const text = await response.text();
      expect(response.status, text).toBe(502);
      expect(text).not.toMatch(/\n\s+at /);
      expect(hits).toEqual(["/moved.json"]);
      expect(await db().screeningList.findUniqueOrThrow({ where: { id: list.id } })).toEqual(before);
      await db().screeningList.delete({ where: { id: list.id } });
    } finally {
      await close(source.server);
      await close(target.server);
    }
  });
});

describe("red-flag settings and OCDS bombs", () => {
  let owner: Account;
  let token: string;
  beforeAll(async () => {
    owner = await account("bombs");
    ({ token } = await newToken(owner, ["red_flags"]));
  });

  it("prototype pollution and deep nesting in settings: 400 or ignored, Object.prototype untouched", async () => {
    const settings = [
      '{"__proto__":{"polluted":"yes"}}',
      '{"constructor":{"prototype":{"polluted":"yes"}}}',
      '{"R003":{"__proto__":{"polluted":"yes"}}}',
      '{"indicators":["R018"],"__proto__":{"indicators":["R003"]}}',
      "[".repeat(9_000) + "]".repeat(9_000),
      '{"a":'.repeat(3_000) + "1" + "}".repeat(3_000),
      "null",
      '"x"',
      "1e999",
    ];
    for (const value of settings) {
      const response = await submitRedFlags(
        raw(`/api/v1/red-flag/submit?settings=${encodeURIComponent(value)}`, fixture("R018.jsonl"), {
          ...bearer(token),
          "content-type": "application/x-ndjson",
        }),
      );
      const text = await response.text();
      expect([202, 400], `${value.slice(0, 40)}: ${text}`).toContain(response.status);
      expect(text).not.toMatch(/\n\s+at /);
    }
    await work(owner.orgId);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const jobs = await db().job.findMany({ where: { orgId: owner.orgId } });
    for (const job of jobs) {
      expect(job.status).toBe("done");
      expect(JSON.stringify(job.payload)).not.toContain("polluted");
    }
  });

  it("hostile OCDS bodies: each job fails with a clear reason or succeeds, none hangs, nothing internal leaks", async () => {
    const bodies: [string, string | Uint8Array, RegExp | "done"][] = [
      ["release package whose releases is an object", '{"releases":{"ocid":"x"}}', /releases/],
      ["release package whose releases is a string", '{"releases":"x"}', /releases/],
      ["releases array of numbers", '{"releases":[1,2,3]}', /not a JSON object/],
      ["records and releases", '{"releases":[],"records":[]}', /both/],
      [
        "invalid UTF-8",
        new Uint8Array([0x7b, 0x22, 0x6f, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d, 0x0a]),
        /UTF-8/,
      ],
      ["a line that is a number", "5\n", /./],
      ["a line that is an array", "[1,2]\n", /./],
      ["BOM then lines", `\ufeff${fixture("R018.jsonl")}`, "done"],
      [
        "deeply nested arrays inside a release",
        `{"releases":[{"ocid":"ocds-1","id":"1","date":"2020-01-01","tender":{"id":"t","items":${"[".repeat(50_000)}${"]".repeat(50_000)}}}]}`,
        /./,
      ],
      [
        "deeply nested objects as a line",
        `{"ocid":"ocds-2","tender":${'{"a":'.repeat(50_000)}1${"}".repeat(50_000)}}\n`,
        /./,
      ],
      ["only blank lines", "\n\n\n  \n", /./],
      ["NUL bytes", '{"ocid":"\u0000"}\n', /./],
    ];
    const ids: [string, string, RegExp | "done"][] = [];
    for (const [label, body, expected] of bodies) ids.push([label, await submitOcds(token, body), expected]);
    const started = Date.now();
    await work(owner.orgId);
    expect(Date.now() - started).toBeLessThan(30_000);
    for (const [label, jobId, expected] of ids) {
      const job = await redFlagJob(token, jobId);
      if (expected === "done") expect(job.status, `${label}: ${JSON.stringify(job)}`).toBe("done");
      else {
        expect(["done", "failed"], `${label}: ${JSON.stringify(job)}`).toContain(job.status);
        if (job.status === "failed") expect(job.error, label).toMatch(expected);
      }
      expect(JSON.stringify(job), label).not.toMatch(/\/work\/|node_modules|\n\s+at /);
    }
  }, 60_000);

  it("a huge single line and a million tiny lines are handled within a time bound", async () => {
    const huge = `{"ocid":"x","junk":"${"a".repeat(30 * 1024 * 1024)}"}\n`;
    const tiny = '{"ocid":"o"}\n'.repeat(1_000_000);
    const hugeId = await submitOcds(token, huge);
    const tinyId = await submitOcds(token, tiny);
    const started = Date.now();
    await work(owner.orgId);
    expect(Date.now() - started).toBeLessThan(60_000);
    const hugeJob = await redFlagJob(token, hugeId);
    expect(["done", "failed"]).toContain(hugeJob.status);
    if (hugeJob.status === "failed") expect(hugeJob.error).toMatch(/^Line 1: /);
    expect(["done", "failed"]).toContain((await redFlagJob(token, tinyId)).status);
  }, 120_000);

  it("content-length lies and bad content types are 4xx", async () => {
    const send = (headers: Record<string, string>, body: string) =>
      submitRedFlags(raw("/api/v1/red-flag/submit", body, { ...bearer(token), ...headers }));
    await expectClientError(
      await send({ "content-type": "application/x-ndjson", "content-length": String(10 ** 12) }, "{}"),
      413,
    );
    for (const type of ["text/html", "application/xml", "multipart/form-data; boundary=x", ""])
      await expectClientError(await send({ "content-type": type }, fixture("R018.jsonl")), 415);
    await expectClientError(await send({ "content-type": "application/x-ndjson" }, ""), 400);
  });

  it("results CSV neutralises formulas hidden in OCDS ids", async () => {
    const lines = fixture("R018.jsonl")
      .split("\n")
      .filter((line) => line.trim())
      .map((line) => {
        const release = JSON.parse(line) as { ocid: string };
        return JSON.stringify({ ...release, ocid: `=HYPERLINK("https://evil.example","${release.ocid}")` });
      })
      .join("\n");
    const jobId = await submitOcds(
      token,
      lines,
      `?settings=${encodeURIComponent(JSON.stringify({ indicators: ["R018"] }))}`,
    );
    await work(owner.orgId);
    expect((await redFlagJob(token, jobId)).status).toBe("done");
    const csv = await (
      await redFlagResults(get(`/x?format=csv`, undefined, bearer(token)), params(jobId))
    ).text();
    const cells = csv
      .split("\r\n")
      .slice(1)
      .flatMap((row) => row.split(","))
      .map((cell) => cell.replace(/^"/, ""));
    for (const cell of cells) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    const xlsx = await redFlagResults(get(`/x?format=xlsx`, undefined, bearer(token)), params(jobId));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as unknown as ArrayBuffer);
    let hyperlinks = 0;
    workbook.eachSheet((sheet) =>
      sheet.eachRow((row) =>
        row.eachCell((cell) => {
          expect(cell.formula).toBeFalsy();
          if (String(cell.value).includes("HYPERLINK")) hyperlinks++;
        }),
      ),
    );
    expect(hyperlinks).toBeGreaterThan(0);
  });
});

describe("due diligence abuse", () => {
  let owner: Account;
  let token: string;
  beforeAll(async () => {
    owner = await account("dd-abuse");
    ({ token } = await newToken(owner, ALL));
  });

  it("an XML entity bomb is refused quickly, even when the DOCTYPE comes after 10,000 bytes of comment", async () => {
    const lol = [
      '<!ENTITY lol "lol">',
      ...Array.from(
        { length: 9 },
        (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i === 0 ? "" : i};`.repeat(10)}">`,
      ),
    ].join("");
    const bombs = [
      `<?xml version="1.0"?><!DOCTYPE CONSOLIDATED_LIST [${lol}]><CONSOLIDATED_LIST><INDIVIDUALS><INDIVIDUAL><FIRST_NAME>&lol9;</FIRST_NAME></INDIVIDUAL></INDIVIDUALS></CONSOLIDATED_LIST>`,
      `<?xml version="1.0"?><!--${" ".repeat(20_000)}--><!DOCTYPE CONSOLIDATED_LIST [${lol}]><CONSOLIDATED_LIST><INDIVIDUALS><INDIVIDUAL><FIRST_NAME>&lol9;</FIRST_NAME></INDIVIDUAL></INDIVIDUALS></CONSOLIDATED_LIST>`,
      `<?xml version="1.0"?><!--${" ".repeat(20_000)}--><!DOCTYPE CONSOLIDATED_LIST [<!ENTITY x SYSTEM "file:///etc/passwd">]><CONSOLIDATED_LIST><INDIVIDUALS><INDIVIDUAL><FIRST_NAME>&x;</FIRST_NAME></INDIVIDUAL></INDIVIDUALS></CONSOLIDATED_LIST>`,
    ];
    for (const bomb of bombs) {
      const started = Date.now();
      const response = await uploadList(
        raw("/api/v1/due-diligence/lists?name=UN&format=un&fileName=un.xml", bomb, {
          ...bearer(token),
          "content-type": "application/xml",
        }),
      );
      const text = await expectClientError(response, 400);
      expect(text).not.toContain("root:");
      expect(Date.now() - started).toBeLessThan(5_000);
    }
    expect(await db().screeningList.count({ where: { orgId: owner.orgId } })).toBe(0);
  });

  it("25 lists uploaded at once never exceed the limit of 20 lists, and refused uploads leave no file", async () => {
    const racer = await account("list-race");
    const { token: racerToken } = await newToken(racer, ["due_diligence"]);
    const writes: string[] = [];
    const store = storage();
    const write = store.write.bind(store);
    const spy = vi.spyOn(store, "write").mockImplementation(async (key, bytes, type) => {
      writes.push(key);
      return write(key, bytes, type);
    });
    let answers: Response[];
    try {
      answers = await Promise.all(
        Array.from({ length: 25 }, (_, i) =>
          uploadList(
            raw(`/api/v1/due-diligence/lists?name=L${i}&fileName=wb.json`, SAMPLE_WORLD_BANK_JSON, {
              ...bearer(racerToken),
              "content-type": "application/json",
            }),
          ),
        ),
      );
    } finally {
      spy.mockRestore();
    }
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(20);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    const rows = await db().screeningList.findMany({ where: { orgId: racer.orgId } });
    expect(rows).toHaveLength(20);
    const kept = new Set(rows.map((row) => row.fileKey));
    for (const key of writes) if (!kept.has(key)) expect(await storage().head(key), key).toBeNull();
  });

  it("fileName with .. and separators never escapes the org's storage prefix", async () => {
    const list = await loadList(
      token,
      `name=WB&format=worldbank-json&fileName=${encodeURIComponent('../../../org/other/x/..%2F"\r\n.json')}`,
    );
    const row = await db().screeningList.findUniqueOrThrow({ where: { id: list.id } });
    expect(row.fileKey.startsWith(`org/${owner.orgId}/screening/`)).toBe(true);
    expect(row.fileKey.split("/").slice(1)).not.toContain("..");
    await deleteList(del("/x", bearer(token)), params(list.id));
  });

  it("odd asOf dates are 400, never 500; 1,000 bidders of 300 characters finish in bounded time", async () => {
    const list = await loadList(token);
    for (const asOf of [
      "0000-00-00",
      "2026-13-01",
      "2026-02-30",
      "26-01-01",
      "2026-01-01T00:00:00Z",
      20260101,
    ])
      await expectClientError(
        await submitDd(
          jsonRequest(
            "/api/v1/due-diligence/submit",
            { bidders: [{ name: "Acme" }], asOf },
            { headers: bearer(token) },
          ),
        ),
        400,
      );
    const early = await submitDd(
      jsonRequest(
        "/api/v1/due-diligence/submit",
        { bidders: [{ name: "Acme Construction" }], asOf: "0001-01-01" },
        { headers: bearer(token) },
      ),
    );
    expect([202, 400]).toContain(early.status);

    const bidders = Array.from({ length: 1000 }, (_, i) => ({
      name: `${"Acme Construction Societe Generale ".repeat(9).slice(0, 290)} ${i}`.slice(0, 300),
      country: "Kenya",
    }));
    const submitted = await submitDd(
      jsonRequest("/api/v1/due-diligence/submit", { bidders }, { headers: bearer(token) }),
    );
    const { jobId } = await submitted.json();
    expect(submitted.status).toBe(202);
    const started = Date.now();
    await work(owner.orgId);
    expect(Date.now() - started).toBeLessThan(60_000);
    const status = await (await ddStatus(get("/x", undefined, bearer(token)), params(jobId))).json();
    expect(status.status).toBe("done");
    if (early.status === 202) {
      const earlyJob = await (
        await ddStatus(get("/x", undefined, bearer(token)), params((await early.json()).jobId))
      ).json();
      expect(earlyJob.status).toBe("done");
    }
    await deleteList(del("/x", bearer(token)), params(list.id));
    await expectClientError(
      await submitDd(
        jsonRequest(
          "/api/v1/due-diligence/submit",
          { bidders: [...bidders, { name: "one too many" }] },
          { headers: bearer(token) },
        ),
      ),
    );
  }, 120_000);

  it("deeply nested or oversized JSON bodies are 4xx", async () => {
    for (const body of [
      "[".repeat(100_000) + "]".repeat(100_000),
      JSON.stringify({ bidders: [{ name: "x", extra: { orgId: "other" } }] }),
      JSON.stringify({ bidders: [{ name: "x" }], orgId: owner.orgId }),
      JSON.stringify({ bidders: [{ name: "x".repeat(600_000) }] }),
      "{",
    ])
      await expectClientError(
        await submitDd(jsonRequest("/api/v1/due-diligence/submit", body, { headers: bearer(token) })),
      );
  });

  it("two refreshes at once leave exactly one stored file for the list, and its file exists", async () => {
    const source = await listen((_req, res) => {
      setTimeout(() => res.writeHead(200).end(SAMPLE_WORLD_BANK_JSON), 50);
    });
    try {
      const list = await loadList(
        token,
        `name=WB&fileName=wb.json&format=worldbank-json&sourceUrl=${encodeURIComponent(`${source.url}/l.json`)}`,
      );
      const keys = new Set<string>([
        (await db().screeningList.findUniqueOrThrow({ where: { id: list.id } })).fileKey,
      ]);
      const writes: string[] = [];
      const store = storage();
      const write = store.write.bind(store);
      const spy = vi.spyOn(store, "write").mockImplementation(async (key, bytes, type) => {
        writes.push(key);
        return write(key, bytes, type);
      });
      try {
        const answers = await Promise.all([
          refreshList(post("/x", bearer(token)), params(list.id)),
          refreshList(post("/x", bearer(token)), params(list.id)),
        ]);
        for (const answer of answers) expect([200, 409]).toContain(answer.status);
      } finally {
        spy.mockRestore();
      }
      const row = await db().screeningList.findUniqueOrThrow({ where: { id: list.id } });
      expect(await storage().head(row.fileKey)).not.toBeNull();
      for (const key of [...keys, ...writes])
        if (key !== row.fileKey) expect(await storage().head(key), `orphan ${key}`).toBeNull();
      await deleteList(del("/x", bearer(token)), params(list.id));
    } finally {
      await close(source.server);
    }
  });

  it("a list deleted while its refresh downloads: a clear 4xx, no 500, no file left behind", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked: () => void = () => undefined;
    const requested = new Promise<void>((resolve) => (asked = resolve));
    const source = await listen((_req, res) => {
      asked();
      void held.then(() => res.writeHead(200).end(SAMPLE_WORLD_BANK_JSON));
    });
    try {
      const list = await loadList(
        token,
        `name=WB&fileName=wb.json&format=worldbank-json&sourceUrl=${encodeURIComponent(`${source.url}/l.json`)}`,
      );
      const writes: string[] = [];
      const store = storage();
      const write = store.write.bind(store);
      const spy = vi.spyOn(store, "write").mockImplementation(async (key, bytes, type) => {
        writes.push(key);
        return write(key, bytes, type);
      });
      try {
        const refreshing = refreshList(post("/x", bearer(token)), params(list.id));
        await requested;
        expect((await deleteList(del("/x", bearer(token)), params(list.id))).status).toBe(200);
        release();
        await expectClientError(await refreshing);
      } finally {
        spy.mockRestore();
      }
      expect(await db().screeningList.findUnique({ where: { id: list.id } })).toBeNull();
      for (const key of writes) expect(await storage().head(key), `orphan ${key}`).toBeNull();
    } finally {
      release();
      await close(source.server);
    }
  });

  it("a list deleted while its screening job runs: done, or failed with a clear reason, no internals", async () => {
    const list = await loadList(token);
    const submitted = await submitDd(
      jsonRequest(
        "/api/v1/due-diligence/submit",
        { bidders: [{ name: "Acme" }] },
        { headers: bearer(token) },
      ),
    );
    const { jobId } = await submitted.json();
    await deleteList(del("/x", bearer(token)), params(list.id));
    await settle(owner.orgId, jobId);
    const status = await (await ddStatus(get("/x", undefined, bearer(token)), params(jobId))).json();
    expect(["done", "failed"]).toContain(status.status);
    if (status.status === "failed") expect(status.error).toMatch(/deleted/);
    expect(JSON.stringify(status)).not.toMatch(/ENOENT|\/work\//);
  });
});

/** Runs the job's retries now instead of waiting for their back-off. */
async function settle(orgId: string, jobId: string) {
  for (let attempt = 0; attempt < 4; attempt++) {
    await jobsIdle();
    await db().job.updateMany({ where: { id: jobId, status: "queued" }, data: { runAfter: new Date() } });
    await work(orgId);
  }
}

describe("internal errors are not shown to the requester", () => {
  it("a job that fails for an internal reason reports a generic error, not a server path", async () => {
    const owner = await account("internal");
    const { token } = await newToken(owner, ["red_flags"]);
    const jobId = await submitOcds(token, fixture("R018.jsonl"));
    await work(owner.orgId);
    // Run again after its input is gone (the job deleted it when it ended), as after a storage fault: every
    // attempt fails with the storage driver's own error, which names a server path.
    await db().job.update({
      where: { id: jobId },
      data: { status: "queued", attempts: 0, runAfter: new Date(), finishedAt: null },
    });
    await settle(owner.orgId, jobId);
    const status = await redFlagJob(token, jobId);
    expect(status.status).toBe("failed");
    expect(status.error).not.toMatch(/ENOENT|\/|\\|node:/);
    const results = await redFlagResults(get("/x", undefined, bearer(token)), params(jobId));
    expect(await expectClientError(results, 409)).not.toMatch(/ENOENT/);
  });
});

describe("audit-trail export of hostile text", () => {
  it("a token named like a formula is neutralised in the exported CSV", async () => {
    const owner = await account("audit-formula");
    const { token } = await newToken(owner, ["audit_trail"], '=HYPERLINK("https://evil.example","x")');
    const today = new Date().toISOString().slice(0, 10);
    const submitted = await submitAudit(
      jsonRequest("/api/v1/audit-trail/export", { from: today, to: today }, { headers: bearer(token) }),
    );
    const { jobId } = await submitted.json();
    await work(owner.orgId);
    const download = await downloadAudit(get("/x", undefined, bearer(token)), params(jobId));
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="[\w.-]+"$/);
    const zip = await openZip(new Uint8Array(await download.arrayBuffer()));
    try {
      for (const entry of await listEntries(zip)) {
        if (!entry.fileName.endsWith(".csv")) continue;
        const text = (await readEntry(zip, entry, 50_000_000)).toString("utf8");
        if (entry.fileName === "audit-events.csv") expect(text).toContain("HYPERLINK");
        // The name sits inside the JSON detail cell, which starts with "{"; no cell may start with "=".
        expect(text, entry.fileName).not.toMatch(/(^|,)"?=/m);
      }
    } finally {
      zip.close();
    }
  });
});
