import { describe, expect, it } from "vitest";
import { actionInWords, shapeTimeline, userIdsOf, type Namers, type TimelineRows } from "./timeline";

const REF = "KeRRA/008/2026-2027";
const at = (day: number, hour = 9) => new Date(Date.UTC(2026, 2, day, hour));
const EMPTY: TimelineRows = {
  toolRuns: [],
  reviewRuns: [],
  memos: [],
  records: [],
  risks: [],
  requests: [],
  jobs: [],
  audit: [],
};
const NAMES: Namers = {
  toolTitle: (id) =>
    ({
      procurement_risk_register: "Procurement Risk Register",
      specification_tor_draft: "Specification / ToR Draft",
    })[id],
  reviewTitle: (serviceId) =>
    serviceId === "compliance-solicitation" ? "Solicitation Compliance Review" : undefined,
  isDrafting: (id) => id === "specification_tor_draft",
  emailOf: (id) => (id === "u1" ? "jane.wanjiru@kerra.go.ke" : undefined),
};

describe("an activity's timeline, shaped for its page", () => {
  it("puts tool runs, reviews and integrity jobs under Runs, newest first, in words with links", () => {
    const timeline = shapeTimeline(
      REF,
      {
        ...EMPTY,
        toolRuns: [{ id: "t1", toolId: "procurement_risk_register", userId: "u1", createdAt: at(3) }],
        reviewRuns: [
          {
            id: "r1",
            serviceId: "compliance-solicitation",
            subserviceId: null,
            score: 64,
            userId: "u2",
            createdAt: at(5),
          },
        ],
        jobs: [{ id: "j1", kind: "audit_export", status: "done", requestedBy: "u1", createdAt: at(4) }],
      },
      NAMES,
    );
    expect(timeline.runs.map((r) => [r.title, r.who, r.note ?? ""])).toEqual([
      ["Solicitation Compliance Review", "A former member", "Score 64"],
      ["Audit trail export", "jane.wanjiru@kerra.go.ke", "Done"],
      ["Procurement Risk Register", "jane.wanjiru@kerra.go.ke", ""],
    ]);
    const ref = encodeURIComponent(REF);
    expect(timeline.runs[2]!.href).toBe(`/services/procurement_risk_register?activityId=${ref}&runId=t1`);
    expect(timeline.runs[0]!.href).toBe(`/review?service=compliance-solicitation&activityId=${ref}&runId=r1`);
    expect(timeline.runs[0]!.downloadHref).toBe("/api/review/runs/r1/export?format=pdf");
    expect(timeline.runs[1]!.href).toBe(`/services/audit_trail_exporter?activityId=${ref}`);
  });

  it("groups drafting runs per tool as numbered versions, the newest first, and keeps them out of Runs", () => {
    const timeline = shapeTimeline(
      REF,
      {
        ...EMPTY,
        toolRuns: [
          { id: "d2", toolId: "specification_tor_draft", userId: "u1", createdAt: at(6) },
          { id: "d1", toolId: "specification_tor_draft", userId: "u1", createdAt: at(2) },
          { id: "d3", toolId: "specification_tor_draft", userId: "u1", createdAt: at(8) },
        ],
      },
      NAMES,
    );
    expect(timeline.runs).toEqual([]);
    expect(timeline.drafts).toHaveLength(1);
    expect(timeline.drafts[0]!.title).toBe("Specification / ToR Draft");
    expect(timeline.drafts[0]!.versions.map((v) => [v.id, v.version])).toEqual([
      ["d3", 3],
      ["d2", 2],
      ["d1", 1],
    ]);
  });

  it("names what is no longer in the catalogue plainly, never by its id", () => {
    const timeline = shapeTimeline(
      REF,
      {
        ...EMPTY,
        toolRuns: [{ id: "t9", toolId: "retired_tool", userId: "u1", createdAt: at(1) }],
        requests: [
          {
            id: "q1",
            serviceId: "gone",
            subserviceId: null,
            status: "in_review",
            submittedBy: "u1",
            createdAt: at(1),
          },
        ],
        risks: [
          {
            id: "k1",
            title: "Asbestos exposure",
            score: 15,
            status: "mitigating",
            createdBy: null,
            createdAt: at(1),
          },
        ],
      },
      NAMES,
    );
    expect(timeline.runs[0]!.title).toBe("A tool no longer offered");
    expect(timeline.requests[0]).toMatchObject({ title: "A review no longer offered", note: "In review" });
    expect(timeline.risks[0]).toMatchObject({
      note: "Being mitigated · score 15 of 25",
      who: "A former member",
    });
    expect(JSON.stringify(timeline)).not.toMatch(/retired_tool"|in_review|mitigating"/);
  });

  it("says audit actions in words and lists every user id once", () => {
    expect(actionInWords("activity.document.add")).toBe("Document added");
    expect(actionInWords("integrity.audit_export.submit")).toBe("Integrity audit export submit");
    const rows = {
      ...EMPTY,
      memos: [{ id: "m1", version: 1, type: "draft", createdBy: "u1", createdAt: at(1) }],
      audit: [{ id: "a1", action: "activity.create", userId: "u1", createdAt: at(1) }],
      records: [{ version: 1, confirmedBy: "u3", confirmedAt: at(2) }],
    };
    expect(userIdsOf(rows).sort()).toEqual(["u1", "u3"]);
    const timeline = shapeTimeline(REF, rows, NAMES);
    expect(timeline.memos[0]).toMatchObject({
      title: "Memo version 1",
      downloadHref: "/api/review/artifacts/m1",
    });
    expect(timeline.records[0]!.title).toBe("Evaluation record version 1");
    expect(timeline.audit[0]!.title).toBe("Activity created");
  });
});
