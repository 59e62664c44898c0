import { execFileSync } from "node:child_process";
import { createHash, generateKeyPairSync } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { afterAll, describe, expect, it } from "vitest";
import { POST as createToken } from "@/app/api/settings/api-tokens/route";
import { GET as downloadAudit } from "@/app/api/v1/audit-trail/download/[id]/route";
import { POST as submitAudit } from "@/app/api/v1/audit-trail/export/route";
import { GET as publicKeyRoute } from "@/app/api/v1/audit-trail/public-key/route";
import { GET as auditStatus } from "@/app/api/v1/audit-trail/status/[id]/route";
import { POST as uploadList } from "@/app/api/v1/due-diligence/lists/route";
import { POST as submitDd } from "@/app/api/v1/due-diligence/submit/route";
import { POST as submitRedFlags } from "@/app/api/v1/red-flag/submit/route";
import { listEntries, openZip, readEntry } from "@/lib/documents/zip-read";
import { db } from "@/lib/server/db";
import { jobsIdle, runDueJobs } from "@/lib/server/jobs";
import { keyIdOf, publicKeyPem, verifyManifest } from "@/modules/integrity/lib/audit-export";
import { SAMPLE_WORLD_BANK_JSON } from "@/modules/integrity/lib/screening/sample-lists";
import { auditSigningKey, publishedSigningKey } from "@/modules/integrity/server/audit-signing-key";
import { makePdf } from "@/tests/support/documents";
import { IPC_RUN_INPUTS } from "@/tests/support/ipc-values";
import { attachFile } from "./attach";
import { BASE, get, jsonRequest, sessionCookieFor, signUpViaRoute, uniqueDomain } from "./helpers";
import { postToolRun } from "./run-support";

// Issue 34 item 6: integrity jobs were missing from runs.csv ("Runs 0" after 79 jobs), the manifest was
// unsigned and the ZIP's own hash was recorded nowhere. Everything here goes through the routes as a client does.

const CARDINAL = path.join(process.cwd(), "tests/fixtures/cardinal");
const sha256 = (bytes: Uint8Array | string) => createHash("sha256").update(bytes).digest("hex");
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const params = (id: string) => ({ params: Promise.resolve({ id }) });
const today = new Date().toISOString().slice(0, 10);

const work = async (orgId: string) => {
  await jobsIdle();
  await runDueJobs({ orgId, limit: 20 });
  await jobsIdle();
};

const rawPost = (pathAndQuery: string, body: string, headers: Record<string, string>) =>
  new Request(`${BASE}${pathAndQuery}`, {
    method: "POST",
    headers: { "x-procuros-client-address": "10.9.9.9", ...headers },
    body,
  });

/** A copy with one bit of one byte changed: the smallest tampering there is. */
function flipByte(bytes: Buffer, at: number): Buffer {
  const copy = Buffer.from(bytes);
  copy.writeUInt8(copy.readUInt8(at) ^ 0x01, at);
  return copy;
}

async function unzip(bytes: Uint8Array): Promise<Map<string, Buffer>> {
  const zip = await openZip(bytes);
  try {
    const files = new Map<string, Buffer>();
    for (const entry of await listEntries(zip)) files.set(entry.fileName, await readEntry(zip, entry, 5e7));
    return files;
  } finally {
    zip.close();
  }
}

/**
 * An org with an admin who ran a tool, a red-flag job and two screenings, one done and one failed.
 */
async function orgWithRuns() {
  const email = `audit-signed@${uniqueDomain("audit-signed")}`;
  await signUpViaRoute({ email });
  const cookie = await sessionCookieFor(email);
  const user = await db().user.findUniqueOrThrow({
    where: { email },
    select: { id: true, membership: true },
  });
  const orgId = user.membership!.orgId;
  const created = await createToken(
    jsonRequest(
      "/api/settings/api-tokens",
      { name: "Internal audit", scopes: ["audit_trail", "red_flags", "due_diligence"] },
      { headers: { cookie } },
    ),
  );
  const { token } = (await created.json()) as { token: string };

  const pdf = await makePdf(["Contract KeRRA/RD/2026/014 between KeRRA and Ujenzi Bora Ltd."]);
  const attached = await attachFile(cookie, "ipc_validation", "refs", "Contract.PDF", pdf);
  const toolRun = await postToolRun(cookie, "ipc_validation", {
    inputs: IPC_RUN_INPUTS,
    attachments: { refs: [attached.fileId] },
  });
  const { runId } = (await toolRun.json()) as { runId: string };

  const ocds = readFileSync(path.join(CARDINAL, "R024.jsonl"), "utf8");
  const redFlags = (await (
    await submitRedFlags(
      rawPost("/api/v1/red-flag/submit", ocds, { ...bearer(token), "content-type": "application/x-ndjson" }),
    )
  ).json()) as { jobId: string };

  const loadList = async (name: string) => {
    const loaded = await uploadList(
      rawPost(
        `/api/v1/due-diligence/lists?name=${encodeURIComponent(name)}&fileName=wb.json`,
        SAMPLE_WORLD_BANK_JSON,
        { ...bearer(token), "content-type": "application/json" },
      ),
    );
    expect(loaded.status).toBe(201);
    return ((await loaded.json()) as { list: { id: string } }).list.id;
  };
  const screen = async (names: string[]) =>
    (await (
      await submitDd(
        jsonRequest(
          "/api/v1/due-diligence/submit",
          { bidders: names.map((name) => ({ name, country: "Kenya" })) },
          { headers: bearer(token) },
        ),
      )
    ).json()) as { jobId: string };
  await loadList("World Bank debarred firms");
  // A screening that failed, as the queue records one whose lists were deleted before it ran (a real run of
  // that race cannot be timed here: the submit starts the job at once).
  const failed = await db().job.create({
    data: {
      kind: "due_diligence",
      orgId,
      payload: {
        bidders: [{ name: "Mwangi & Sons Contractors", country: "Kenya" }],
        threshold: 0.7,
        asOf: today,
        listIds: [],
        callbackUrl: null,
        requestedBy: user.id,
      },
      status: "failed",
      attempts: 1,
      lastError: "The lists to screen against were deleted before the job ran.",
      finishedAt: new Date(),
    },
    select: { id: true },
  });
  const screening = await screen(["Acme Constructon Limited", "Ujenzi Bora Ltd"]);
  await work(orgId);
  return { orgId, email, token, runId, pdf, ocds, redFlags, failed: { jobId: failed.id }, screening };
}

async function exportToday(token: string, orgId: string) {
  const submitted = await submitAudit(
    jsonRequest("/api/v1/audit-trail/export", { from: today, to: today }, { headers: bearer(token) }),
  );
  const { jobId } = (await submitted.json()) as { jobId: string };
  expect(submitted.status).toBe(202);
  await work(orgId);
  const download = await downloadAudit(
    get(`/api/v1/audit-trail/download/${jobId}`, undefined, bearer(token)),
    params(jobId),
  );
  expect(download.status).toBe(200);
  const bytes = new Uint8Array(await download.arrayBuffer());
  return { jobId, bytes, headers: download.headers, files: await unzip(bytes) };
}

type Setup = {
  org: Awaited<ReturnType<typeof orgWithRuns>>;
  exported: Awaited<ReturnType<typeof exportToday>>;
};
let shared: Promise<Setup> | undefined;
/** Built once for the file, on first use (inside a test, so a failure fails that test). */
const setup = () =>
  (shared ??= orgWithRuns().then(async (org) => ({
    org,
    exported: await exportToday(org.token, org.orgId),
  })));
const temp = mkdtempSync(path.join(tmpdir(), "audit-signed-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe("the audit export's runs", () => {
  it(
    "holds every integrity job of the period beside the tool runs, in plain words, with who, status and input hashes",
    { timeout: 120_000 },
    async () => {
      const { org, exported } = await setup();
      const [header, ...rows] = parse(exported.files.get("runs.csv")!.toString("utf8"), {
        bom: true,
      }) as string[][];
      const column = (name: string) => header!.indexOf(name);
      const byId = new Map(rows.map((row) => [row[0]!, row]));
      const field = (id: string, name: string) => byId.get(id)?.[column(name)];

      expect(field(org.redFlags.jobId, "kind")).toBe("integrity");
      expect(field(org.redFlags.jobId, "tool_or_service")).toBe("Red-flag screening");
      expect(field(org.redFlags.jobId, "status")).toBe("done");
      expect(field(org.redFlags.jobId, "user_email")).toBe(org.email);
      expect(field(org.redFlags.jobId, "inputs_sha256")).toBe(`OCDS data: ${sha256(org.ocds)}`);
      expect(field(org.redFlags.jobId, "summary")).toMatch(/contracting process(es)? read; \d+ flagged/);

      expect(field(org.failed.jobId, "status")).toBe("failed");
      expect(field(org.failed.jobId, "summary")).toBe(
        "Failed: The lists to screen against were deleted before the job ran.",
      );
      // Each job's status as the queue has it.
      const jobs = await db().job.findMany({
        where: { orgId: org.orgId, kind: { in: ["red_flags", "due_diligence", "audit_export"] } },
        select: { id: true, status: true },
      });
      expect(jobs).toHaveLength(4);
      for (const job of jobs)
        if (job.id !== exported.jobId) expect(field(job.id, "status"), job.id).toBe(job.status);

      expect(field(org.screening.jobId, "tool_or_service")).toBe("Bidder due diligence");
      expect(field(org.screening.jobId, "title")).toBe("Bidder due diligence of 2 bidders");
      expect(field(org.screening.jobId, "summary")).toMatch(/^2 bidders screened against 1 list: /);

      expect(field(org.runId, "kind")).toBe("tool");
      expect(field(org.runId, "inputs_sha256")).toBe(`Contract.PDF: ${sha256(org.pdf)}`);
      // The export itself is not one of its own runs; its audit event records it.
      expect(byId.has(exported.jobId)).toBe(false);
      expect(rows).toHaveLength(4);
    },
  );
});

describe("the signed manifest", () => {
  it("verifies with the public key of the endpoint (no sign-in), and fails once one byte changes", async () => {
    const { exported } = await setup();
    const manifestBytes = exported.files.get("manifest.json")!;
    const manifest = JSON.parse(manifestBytes.toString("utf8")) as {
      signature: { algorithm: string; keyId: string; file: string; publicKey: string };
    };
    expect(manifest.signature).toMatchObject({ algorithm: "Ed25519", file: "manifest.json.sig" });
    expect(manifest.signature.publicKey).toBe(
      `http://localhost:3000/api/v1/audit-trail/public-key?keyId=${manifest.signature.keyId}`,
    );

    const answer = await publicKeyRoute(
      get(`/api/v1/audit-trail/public-key?keyId=${manifest.signature.keyId}`),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toMatch(/^public, /);
    const key = (await answer.json()) as { keyId: string; algorithm: string; publicKeyPem: string };
    expect(key).toMatchObject({ keyId: manifest.signature.keyId, algorithm: "Ed25519" });
    expect(keyIdOf(key.publicKeyPem)).toBe(key.keyId);
    const current = await publicKeyRoute(get("/api/v1/audit-trail/public-key?format=pem"));
    expect(await current.text()).toBe(key.publicKeyPem);

    const signature = exported.files.get("manifest.json.sig")!.toString("utf8");
    expect(verifyManifest(manifestBytes, signature, key.publicKeyPem)).toBe(true);
    const tampered = flipByte(manifestBytes, manifestBytes.indexOf("sha256") + 10);
    expect(verifyManifest(tampered, signature, key.publicKeyPem)).toBe(false);

    const unknown = await publicKeyRoute(get(`/api/v1/audit-trail/public-key?keyId=${"0".repeat(64)}`));
    expect(unknown.status).toBe(404);
    expect((await publicKeyRoute(get("/api/v1/audit-trail/public-key?keyId=abc"))).status).toBe(400);
  });

  it("verifies with the guide's openssl commands, and openssl refuses the changed manifest", async (context) => {
    try {
      execFileSync("openssl", ["version"]);
    } catch {
      context.skip();
    }
    const { exported } = await setup();
    const pem = await (await publicKeyRoute(get("/api/v1/audit-trail/public-key?format=pem"))).text();
    writeFileSync(path.join(temp, "key.pem"), pem);
    writeFileSync(path.join(temp, "manifest.json"), exported.files.get("manifest.json")!);
    writeFileSync(path.join(temp, "manifest.json.sig"), exported.files.get("manifest.json.sig")!);
    const openssl = (...args: string[]) =>
      execFileSync("openssl", args, { cwd: temp, encoding: "utf8", stdio: "pipe" });
    // The guide's commands, word for word (content/wiki/audit-trail-exporter-integration.md).
    openssl("base64", "-d", "-A", "-in", "manifest.json.sig", "-out", "manifest.sig");
    const verify = ["pkeyutl", "-verify", "-pubin", "-inkey", "key.pem", "-rawin"];
    expect(openssl(...verify, "-in", "manifest.json", "-sigfile", "manifest.sig")).toContain(
      "Signature Verified Successfully",
    );
    openssl("pkey", "-pubin", "-in", "key.pem", "-outform", "DER", "-out", "key.der");
    expect(sha256(readFileSync(path.join(temp, "key.der")))).toBe(keyIdOf(pem));

    const manifest = exported.files.get("manifest.json")!;
    const tampered = flipByte(manifest, manifest.length - 3);
    writeFileSync(path.join(temp, "tampered.json"), tampered);
    expect(() => openssl(...verify, "-in", "tampered.json", "-sigfile", "manifest.sig")).toThrow();
  });
});

describe("the archive's own hash", () => {
  it("is in the audit log with the period and file count, in the status and the download's headers", async () => {
    const { org, exported } = await setup();
    const hash = sha256(exported.bytes);
    const events = await db().auditEvent.findMany({
      where: { orgId: org.orgId, action: "audit_trail.archive" },
      select: { detail: true, userId: true },
    });
    const detail = events.map((event) => event.detail as Record<string, unknown>);
    expect(detail.filter((entry) => entry.jobId === exported.jobId)).toEqual([
      expect.objectContaining({
        sha256: hash,
        bytes: exported.bytes.byteLength,
        from: today,
        to: today,
        fileCount: exported.files.size,
      }),
    ]);
    expect(exported.headers.get("x-archive-sha256")).toBe(hash);
    expect(exported.headers.get("repr-digest")).toBe(
      `sha-256=:${Buffer.from(hash, "hex").toString("base64")}:`,
    );
    const status = await auditStatus(
      get(`/api/v1/audit-trail/status/${exported.jobId}`, undefined, bearer(org.token)),
      params(exported.jobId),
    );
    expect(await status.json()).toMatchObject({
      status: "done",
      archive: { sha256: hash, bytes: exported.bytes.byteLength, fileCount: exported.files.size },
    });
  });

  it("and the next export lists this one as a run with that hash, signed by the same stored key", async () => {
    const { org, exported } = await setup();
    const next = await exportToday(org.token, org.orgId);
    const runs = next.files.get("runs.csv")!.toString("utf8");
    expect(runs).toContain(`archive SHA-256 ${sha256(exported.bytes)}`);
    const keyOf = (files: Map<string, Buffer>) =>
      (JSON.parse(files.get("manifest.json")!.toString("utf8")) as { signature: { keyId: string } }).signature
        .keyId;
    expect(keyOf(next.files)).toBe(keyOf(exported.files));
  });
});

describe("the signing key", () => {
  it("is generated once, stored sealed, and the same on every call (as for every instance on this database)", async () => {
    await setup();
    const [first, second] = await Promise.all([auditSigningKey(undefined), auditSigningKey(undefined)]);
    expect(second.keyId).toBe(first.keyId);
    const rows = await db().auditSigningKey.findMany({ where: { source: "generated" } });
    expect(rows.map((row) => row.id)).toEqual([first.keyId]);
    expect(rows[0]!.privateKey).not.toContain("PRIVATE KEY");
    expect(rows[0]!.privateKey).toMatch(/^v1\./);
  });

  it("AUDIT_SIGNING_KEY signs instead when set, and the earlier generated key stays published", async () => {
    const generated = await auditSigningKey(undefined);
    const { privateKey } = generateKeyPairSync("ed25519");
    const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
    const configured = await auditSigningKey(pem.replace(/\n/g, "\\n"));
    expect(configured.keyId).toBe(keyIdOf(privateKey));
    expect(configured.keyId).not.toBe(generated.keyId);
    expect((await publishedSigningKey(undefined, pem))?.publicKeyPem).toBe(publicKeyPem(privateKey));
    expect((await publishedSigningKey(generated.keyId, pem))?.keyId).toBe(generated.keyId);
    const stored = await db().auditSigningKey.findUniqueOrThrow({ where: { id: configured.keyId } });
    expect(stored).toMatchObject({ source: "env", privateKey: null });
  });

  it("after AUTH_SECRET changes (the stored key no longer opens), a new key signs and the old one stays published", async () => {
    const before = await auditSigningKey(undefined);
    // What a key sealed under another AUTH_SECRET looks like to this server: a sealed value that fails to open.
    await db().auditSigningKey.update({
      where: { id: before.keyId },
      data: { privateKey: "v1.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA.AAAA" },
    });
    const after = await auditSigningKey(undefined);
    expect(after.keyId).not.toBe(before.keyId);
    expect((await auditSigningKey(undefined)).keyId).toBe(after.keyId);
    const old = await publicKeyRoute(get(`/api/v1/audit-trail/public-key?keyId=${before.keyId}`));
    expect(old.status).toBe(200);
    expect(((await old.json()) as { publicKeyPem: string }).publicKeyPem).toBe(before.publicKeyPem);
  });
});
