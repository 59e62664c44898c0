import { describe, expect, it } from "vitest";
import { TOOL_IDS } from "@/lib/catalogue/types";
import {
  auditPeriodProblem,
  defaultAuditPeriod,
  MAX_EXPORT_DAYS,
} from "@/modules/integrity/lib/audit-period";
import { formatElapsed, isFinished } from "@/modules/integrity/lib/job-time";
import { isSourceUrl, listUploadUrl } from "@/modules/integrity/lib/list-upload";
import { INTEGRITY_TOOL_IDS, isIntegrityTool } from "@/modules/integrity/lib/tools";
import { hasEngine, isRunnable } from "@/modules/tools/lib/engines";

describe("integrity tools", () => {
  it("are catalogue tools without an engine that count as runnable", () => {
    for (const id of INTEGRITY_TOOL_IDS) {
      expect(TOOL_IDS, id).toContain(id);
      expect(isIntegrityTool(id)).toBe(true);
      expect(hasEngine(id), id).toBe(false);
      expect(isRunnable(id), id).toBe(true);
    }
    expect(isIntegrityTool("ipc_validation")).toBe(false);
    expect(isRunnable("ipc_validation")).toBe(hasEngine("ipc_validation"));
    expect(isRunnable("no_such_tool")).toBe(false);
  });
});

describe("audit period", () => {
  it("defaults to the last 30 days up to today", () => {
    expect(defaultAuditPeriod(new Date("2025-03-31T15:00:00Z"))).toEqual({
      from: "2025-03-01",
      to: "2025-03-31",
    });
  });

  it("asks for both dates, in order, within 366 days", () => {
    expect(auditPeriodProblem("2025-01-01", "2025-01-31")).toBeNull();
    expect(auditPeriodProblem("2025-01-01", "2025-01-01")).toBeNull();
    expect(auditPeriodProblem("", "2025-01-31")).toBe("missing");
    expect(auditPeriodProblem("2025-13-45", "2025-01-31")).toBe("missing");
    expect(auditPeriodProblem("2025-02-01", "2025-01-31")).toBe("order");
    expect(auditPeriodProblem("2024-01-01", "2024-12-31")).toBeNull(); // 366 days, a leap year
    expect(auditPeriodProblem("2023-01-01", "2024-01-01")).toBeNull();
    expect(auditPeriodProblem("2023-01-01", "2024-01-02")).toBe("tooLong");
    expect(MAX_EXPORT_DAYS).toBe(366);
  });
});

describe("job time", () => {
  it("formats elapsed time as m:ss, h:mm:ss past an hour", () => {
    expect(formatElapsed(0)).toBe("0:00");
    expect(formatElapsed(5_400)).toBe("0:05");
    expect(formatElapsed(62_000)).toBe("1:02");
    expect(formatElapsed(3_723_000)).toBe("1:02:03");
    expect(formatElapsed(-10)).toBe("0:00");
  });

  it("stops polling on done and failed only", () => {
    expect(isFinished("done")).toBe(true);
    expect(isFinished("failed")).toBe(true);
    expect(isFinished("queued")).toBe(false);
    expect(isFinished("running")).toBe(false);
  });
});

describe("list upload", () => {
  it("puts the list's details in the query, source URL and list id only when given", () => {
    const url = new URL(
      listUploadUrl({
        name: " World Bank ",
        format: "auto",
        fileName: "debarred & more.json",
        sourceUrl: " ",
      }),
      "http://x",
    );
    expect(url.pathname).toBe("/api/v1/due-diligence/lists");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      name: "World Bank",
      format: "auto",
      fileName: "debarred & more.json",
    });
    const refresh = new URL(
      listUploadUrl({
        name: "UN",
        format: "un",
        fileName: "un.xml",
        sourceUrl: "https://example.org/un.xml",
        listId: "abc",
      }),
      "http://x",
    );
    expect(refresh.searchParams.get("sourceUrl")).toBe("https://example.org/un.xml");
    expect(refresh.searchParams.get("listId")).toBe("abc");
  });

  it("takes an empty source URL or an http(s) one", () => {
    expect(isSourceUrl("")).toBe(true);
    expect(isSourceUrl("https://example.org/list.csv")).toBe(true);
    expect(isSourceUrl("http://example.org/list.csv")).toBe(true);
    expect(isSourceUrl("ftp://example.org/list.csv")).toBe(false);
    expect(isSourceUrl("not a url")).toBe(false);
  });
});
