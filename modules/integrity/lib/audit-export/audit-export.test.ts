import { createHash } from "node:crypto";
import { parse } from "csv-parse/sync";
import { extractText } from "unpdf";
import { describe, expect, it } from "vitest";
import { listEntries, openZip, readEntry } from "@/lib/documents/zip-read";
import { isDomainError } from "@/lib/errors";
import {
  AUDIT_ARCHIVE_FILES,
  AuditExportError,
  MAX_AUDIT_EXPORT_ROWS,
  buildAuditArchive,
  isAuditExportError,
  type AuditArchiveInput,
  type AuditEventRow,
  type ReviewVersionRow,
  type RunRow,
} from "@/modules/integrity/lib/audit-export";
import { TEST_SIGNING } from "./test-support";

const EVENTS: AuditEventRow[] = [
  // Given out of order: the archive sorts by time, then id.
  {
    id: "e3",
    at: "2025-03-02T09:00:00.000Z",
    action: "tool.run",
    userEmail: "ana@example.org",
    detail: { tool: "ipc" },
  },
  {
    id: "e2",
    at: "2025-03-01T08:00:00.000Z",
    action: "settings.language",
    userEmail: "ana@example.org",
    detail: { from: "en", to: "fr" },
  },
  {
    id: "e1",
    at: "2025-03-01T08:00:00.000Z",
    action: "auth.sign_in",
    userEmail: "ana@example.org",
    detail: null,
  },
  {
    id: "e4",
    at: "2025-03-03T10:30:00.000Z",
    action: "email.sent",
    userEmail: null,
    detail: { to: "x@y.z", note: '=1+1, "quoted"\nnext' },
  },
];
const RUNS: RunRow[] = [
  {
    id: "r1",
    at: "2025-03-02T09:00:01.000Z",
    kind: "tool",
    toolOrService: "ipc",
    title: "Roads IPC",
    userEmail: "ana@example.org",
    activityId: "act-1",
    status: "done",
    score: null,
    inputs: [{ name: "ipc-3.pdf", sha256: "a".repeat(64) }],
    summary: "Certificate checked",
  },
  {
    id: "r2",
    at: "2025-03-02T11:00:00.000Z",
    kind: "review",
    toolOrService: "prior_review",
    title: "-Bid evaluation",
    userEmail: "bo@example.org",
    activityId: "act-1",
    status: "done",
    score: 82.5,
    inputs: [],
    summary: "3 findings",
  },
];
const REVIEWS: ReviewVersionRow[] = [
  {
    requestId: "q1",
    version: 2,
    at: "2025-03-04T10:00:00.000Z",
    status: "approved",
    score: 90,
    reviewer: "cy@example.org",
    note: "Fine",
  },
  {
    requestId: "q1",
    version: 1,
    at: "2025-03-03T10:00:00.000Z",
    status: "changes_requested",
    score: 60,
    reviewer: "cy@example.org",
    note: "Fix section 2, please",
  },
];

function input(overrides: Partial<AuditArchiveInput> = {}): AuditArchiveInput {
  return {
    orgName: "Ministry of Works",
    from: "2025-03-01",
    to: "2025-03-31",
    activityId: null,
    generatedAt: new Date("2025-04-01T12:00:00Z"),
    generatedBy: "admin@example.org",
    events: EVENTS,
    runs: RUNS,
    reviews: REVIEWS,
    ...overrides,
  };
}

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

const csvRows = (bytes: Buffer) => parse(bytes.toString("utf8"), { bom: true }) as string[][];
/** A CSV cell by row and column ("<missing>" makes a short row fail the assertion, not the test code). */
const cell = (grid: string[][], row: number, column: number) => grid[row]?.[column] ?? "<missing>";
const build = (archiveInput: AuditArchiveInput) => buildAuditArchive(archiveInput, TEST_SIGNING);
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

describe("buildAuditArchive", () => {
  it("holds the nine files, and the manifest lists every other file with its size, SHA-256 and rows", async () => {
    const { zip, manifest } = await build(input());
    const files = await unzip(zip);
    expect([...files.keys()]).toEqual([...AUDIT_ARCHIVE_FILES]);

    const stored = JSON.parse(files.get("manifest.json")!.toString("utf8")) as typeof manifest;
    expect(stored).toEqual(manifest);
    expect(manifest).toMatchObject({
      generatedAt: "2025-04-01T12:00:00.000Z",
      org: "Ministry of Works",
      from: "2025-03-01",
      to: "2025-03-31",
      activityId: null,
    });
    expect(manifest.files.map((f) => f.file)).toEqual(
      AUDIT_ARCHIVE_FILES.filter((f) => f !== "manifest.json" && f !== "manifest.json.sig"),
    );
    expect(manifest.signature).toEqual({
      algorithm: "Ed25519",
      keyId: TEST_SIGNING.signer.keyId,
      file: "manifest.json.sig",
      publicKey: TEST_SIGNING.publicKeyUrl,
    });
    for (const entry of manifest.files) {
      const bytes = files.get(entry.file)!;
      expect(entry.bytes).toBe(bytes.byteLength);
      expect(entry.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(entry.sha256).toBe(sha256(bytes));
    }
    const rows = Object.fromEntries(manifest.files.map((f) => [f.file, f.rows]));
    expect(rows).toEqual({
      "audit-events.csv": 4,
      "audit-events.json": 4,
      "runs.csv": 2,
      "runs.json": 2,
      "review-versions.csv": 2,
      "review-versions.json": 2,
      "summary.pdf": undefined,
    });
  });

  it("writes the events CSV in time-then-id order with detail as compact JSON, escaped and neutralised", async () => {
    const files = await unzip((await build(input())).zip);
    const raw = files.get("audit-events.csv")!.toString("utf8");
    expect(raw.startsWith("\uFEFFid,at,category,action,user_email,detail\r\n")).toBe(true);
    const [header, ...rows] = csvRows(files.get("audit-events.csv")!);
    expect(header).toEqual(["id", "at", "category", "action", "user_email", "detail"]);
    expect(rows.map((r) => r[0])).toEqual(["e1", "e2", "e3", "e4"]);
    expect(rows[0]).toEqual([
      "e1",
      "2025-03-01T08:00:00.000Z",
      "Sign-in",
      "auth.sign_in",
      "ana@example.org",
      "",
    ]);
    expect(JSON.parse(cell(rows, 1, 5))).toEqual({ from: "en", to: "fr" });
    expect(cell(rows, 3, 4)).toBe("");
    expect(JSON.parse(cell(rows, 3, 5))).toEqual(EVENTS[3]!.detail);

    const runs = csvRows(files.get("runs.csv")!);
    expect(runs[0]).toEqual([
      "id",
      "at",
      "kind",
      "tool_or_service",
      "title",
      "status",
      "user_email",
      "activity_id",
      "score",
      "inputs_sha256",
      "summary",
    ]);
    // A title starting with "-" is a formula to a spreadsheet: neutralised.
    expect(cell(runs, 2, 4)).toBe("'-Bid evaluation");
    expect(cell(runs, 1, 8)).toBe("");
    expect(cell(runs, 2, 8)).toBe("82.5");
    expect(cell(runs, 1, 9)).toBe(`ipc-3.pdf: ${"a".repeat(64)}`);
    expect(cell(runs, 2, 9)).toBe("");

    const reviews = csvRows(files.get("review-versions.csv")!);
    expect(reviews.slice(1).map((r) => [r[0], r[1]])).toEqual([
      ["q1", "1"],
      ["q1", "2"],
    ]);
    expect(cell(reviews, 1, 6)).toBe("Fix section 2, please");
  });

  it("writes JSON files that round-trip to the input rows in archive order", async () => {
    const files = await unzip((await build(input({ activityId: "act-1" }))).zip);
    const text = files.get("audit-events.json")!.toString("utf8");
    expect(text).toContain('\n  "rows": [\n'); // pretty-printed
    const events = JSON.parse(text) as {
      from: string;
      to: string;
      activityId: string | null;
      rows: unknown[];
    };
    expect(events.from).toBe("2025-03-01");
    expect(events.to).toBe("2025-03-31");
    expect(events.activityId).toBe("act-1");
    const sorted = [2, 1, 0, 3].map((i) => EVENTS[i]!);
    expect(events.rows).toEqual(
      sorted.map((e) => ({ ...e, category: expect.any(String) as string, detail: e.detail ?? null })),
    );
    expect(JSON.parse(files.get("runs.json")!.toString("utf8")).rows).toEqual(RUNS);
    expect(JSON.parse(files.get("review-versions.json")!.toString("utf8")).rows).toEqual([
      REVIEWS[1],
      REVIEWS[0],
    ]);
  });

  it("gives a valid archive with zero rows for an empty period", async () => {
    const { zip, manifest } = await build(input({ events: [], runs: [], reviews: [] }));
    const files = await unzip(zip);
    expect(files.size).toBe(9);
    for (const entry of manifest.files) {
      if (entry.file !== "summary.pdf") expect(entry.rows).toBe(0);
      expect(entry.sha256).toBe(sha256(files.get(entry.file)!));
    }
    expect(csvRows(files.get("audit-events.csv")!)).toEqual([
      ["id", "at", "category", "action", "user_email", "detail"],
    ]);
    expect(JSON.parse(files.get("runs.json")!.toString("utf8"))).toEqual({
      from: "2025-03-01",
      to: "2025-03-31",
      activityId: null,
      rows: [],
    });
    const { text } = await extractText(new Uint8Array(files.get("summary.pdf")!), { mergePages: true });
    expect(text).toContain("No audit events in this period.");
  });

  it("is reproducible: the same input gives the same bytes whatever the input order", async () => {
    const first = await build(input());
    const second = await build(
      input({ events: [...EVENTS].reverse(), runs: [...RUNS].reverse(), reviews: [...REVIEWS].reverse() }),
    );
    expect(Buffer.from(second.zip).equals(Buffer.from(first.zip))).toBe(true);
  });

  it("keeps Unicode intact in the data files while the PDF still renders", async () => {
    const events: AuditEventRow[] = [
      {
        id: "u1",
        at: "2025-03-05T00:00:00Z",
        action: "review.comment",
        userEmail: "иван@пример.рф",
        detail: { note: "审查通过 ✅ 🎉" },
      },
    ];
    const { zip } = await build(input({ orgName: "Министерство 公共工程 🏗️", events }));
    const files = await unzip(zip);
    const rows = csvRows(files.get("audit-events.csv")!);
    expect(cell(rows, 1, 4)).toBe("иван@пример.рф");
    expect(JSON.parse(cell(rows, 1, 5))).toEqual({ note: "审查通过 ✅ 🎉" });
    const manifest = JSON.parse(files.get("manifest.json")!.toString("utf8")) as { org: string };
    expect(manifest.org).toBe("Министерство 公共工程 🏗️");
    expect(files.get("summary.pdf")!.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("builds a 5,000-event export whose summary runs over several pages", async () => {
    const events = Array.from({ length: 5000 }, (_, i): AuditEventRow => ({
      id: `e${i}`,
      at: new Date(Date.UTC(2025, 2, 1) + i * 1000).toISOString(),
      action: i % 2 ? `custom.step_${i}` : "api.call",
      userEmail: `user${i % 7}@example.org`,
      detail: { i },
    }));
    const { zip, manifest } = await build(input({ events }));
    expect(manifest.files.find((f) => f.file === "audit-events.csv")?.rows).toBe(5000);
    const files = await unzip(zip);
    expect(csvRows(files.get("audit-events.csv")!)).toHaveLength(5001);
    const { totalPages } = await extractText(new Uint8Array(files.get("summary.pdf")!));
    expect(totalPages).toBeGreaterThan(1);
  });

  it("refuses more than the cap with a typed error asking to narrow the range", async () => {
    const event: AuditEventRow = {
      id: "x",
      at: "2025-03-01T00:00:00Z",
      action: "api.call",
      userEmail: null,
      detail: null,
    };
    const events = new Array<AuditEventRow>(MAX_AUDIT_EXPORT_ROWS + 1).fill(event);
    const error: unknown = await build(input({ events })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuditExportError);
    expect(isAuditExportError(error) && error.kind).toBe("too_many_rows");
    expect(isDomainError(error) && error.code).toBe("invalid_input");
    expect((error as Error).message).toMatch(
      /200,001 audit events.*at most 200,000\..*Narrow the date range/s,
    );
    const runs = new Array<RunRow>(MAX_AUDIT_EXPORT_ROWS + 1).fill(RUNS[0]!);
    await expect(build(input({ runs }))).rejects.toThrow(/200,001 runs/);
  });

  it("refuses a malformed or reversed period", async () => {
    for (const period of [
      { from: "2025-3-1", to: "2025-03-31" },
      { from: "2025-02-30", to: "2025-03-31" },
      { from: "2025-04-01", to: "2025-03-31" },
    ]) {
      await expect(build(input(period))).rejects.toMatchObject({ kind: "invalid_period" });
    }
  });
});
