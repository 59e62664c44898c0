import { describe, expect, it } from "vitest";
import { integrityRun, type IntegrityJobRecord } from "@/modules/integrity/lib/audit-export";

const OCDS_SHA = "3f".repeat(32);

const job = (overrides: Partial<IntegrityJobRecord>): IntegrityJobRecord => ({
  id: "job-1",
  kind: "red_flags",
  status: "done",
  createdAt: new Date("2026-10-14T09:30:00Z"),
  lastError: null,
  payload: {},
  result: null,
  userEmail: "procurement@kura.go.ke",
  ...overrides,
});

describe("integrity jobs as runs of the audit archive", () => {
  it("a red-flag job: plain service name, who, status, its OCDS data's hash and what it found", () => {
    const run = integrityRun(
      job({
        payload: { fileKey: "k", bytes: 48_213, sha256: OCDS_SHA, settings: {}, requestedBy: "u1" },
        result: {
          layout: "flag-rows",
          flags: [
            ["OCID", "ocds-b5fd17-0001", "R024", 1],
            ["OCID", "ocds-b5fd17-0001", "R018", 1],
            ["OCID", "ocds-b5fd17-0007", "R024", 1],
            ["Buyer", "KE-PPRA-1", "R038", 0.4],
          ],
          Meta: {},
          stats: { processes: 79, releases: 120, skippedLines: 2 },
        },
      }),
    );
    expect(run).toEqual({
      id: "job-1",
      at: "2026-10-14T09:30:00.000Z",
      kind: "integrity",
      toolOrService: "Red-flag screening",
      title: "Red-flag screening of 48,213 bytes of OCDS data",
      status: "done",
      userEmail: "procurement@kura.go.ke",
      activityId: null,
      score: null,
      inputs: [{ name: "OCDS data", sha256: OCDS_SHA }],
      summary: "79 contracting processes read; 2 flagged (4 flags in all); 2 lines skipped",
    });
  });

  it("a red-flag result stored in Cardinal's own shape (before the row layout) is counted the same way", () => {
    const run = integrityRun(
      job({ result: { OCID: { "ocds-1": { R024: 1, R018: 1 } }, Meta: {}, stats: { processes: 1 } } }),
    );
    expect(run.summary).toBe("1 contracting process read; 1 flagged (2 flags in all)");
  });

  it("a due-diligence job: bidders, lists and matches in words", () => {
    const run = integrityRun(
      job({
        kind: "due_diligence",
        payload: { bidders: [{ name: "Tarmac Ltd" }, { name: "Mwangi & Sons" }, { name: "Ujenzi Bora" }] },
        result: { lists: [{}, {}], summary: { screened: 3, withMatches: 1, activeMatches: 1 } },
      }),
    );
    expect(run.toolOrService).toBe("Bidder due diligence");
    expect(run.title).toBe("Bidder due diligence of 3 bidders");
    expect(run.inputs).toEqual([]);
    expect(run.summary).toBe(
      "3 bidders screened against 2 lists: 1 with a possible match, 1 of them current (debarment or sanction not expired)",
    );
  });

  it("a failed job says why; an unfinished one says it was not finished", () => {
    const failed = integrityRun(
      job({ status: "failed", lastError: "Line 2: the package ends early.", result: null }),
    );
    expect(failed.status).toBe("failed");
    expect(failed.summary).toBe("Failed: Line 2: the package ends early.");
    const queued = integrityRun(job({ kind: "due_diligence", status: "queued" }));
    expect(queued.summary).toBe("Not finished when this export was made (queued)");
  });

  it("an earlier audit export: its period, activity and archive hash", () => {
    const run = integrityRun(
      job({
        kind: "audit_export",
        payload: { from: "2026-09-01", to: "2026-09-30", activityId: "KeRRA-007-2026" },
        result: { sha256: "ab".repeat(32) },
      }),
    );
    expect(run.title).toBe("Audit-trail export, 2026-09-01 to 2026-09-30");
    expect(run.activityId).toBe("KeRRA-007-2026");
    expect(run.summary).toBe(`Audit trail from 2026-09-01 to 2026-09-30; archive SHA-256 ${"ab".repeat(32)}`);
  });

  it("an odd stored row still becomes a run: no hash that is not a SHA-256, no invented counts", () => {
    const run = integrityRun(job({ payload: { sha256: "not-a-hash" }, result: "garbage", userEmail: null }));
    expect(run.inputs).toEqual([]);
    expect(run.title).toBe("Red-flag screening");
    expect(run.summary).toBe("Finished (no figures recorded)");
    expect(run.userEmail).toBeNull();
  });
});
