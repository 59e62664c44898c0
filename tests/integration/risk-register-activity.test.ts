/**
 * Issue 35: the risk register opened for an activity reads the activity's documents (uploaded once) and its
 * reviews' findings: an asbestos re-roofing tender gives an environmental and a safety risk with owners, due dates
 * from the closing date and the quote; a tender that rules asbestos out gives none.
 */
import { describe, expect, it } from "vitest";
import { POST as createRoute } from "@/app/api/activities/route";
import { POST as presignRoute } from "@/app/api/activities/[id]/documents/presign/route";
import { POST as addRoute } from "@/app/api/activities/[id]/documents/route";
import { GET as suggestionsRoute } from "@/app/api/risks/suggestions/route";
import { POST as uploadRoute } from "@/app/api/uploads/route";
import { db } from "@/lib/server/db";
import { makeDocx } from "@/tests/support/documents";
import { ASBESTOS_TENDER_PAGES, NO_ASBESTOS_TENDER_PAGES } from "@/tests/support/risk-tender-documents";
import { BASE, get, jsonRequest, signedUpAdmin } from "./helpers";
import { postToolRun } from "./run-support";

const params = <T>(value: T) => ({ params: Promise.resolve(value) });

async function activityWithTender(cookie: string, reference: string, pages: string[], closingOn: string) {
  const created = await createRoute(
    jsonRequest(
      "/api/activities",
      {
        reference,
        subject: "Re-roofing of hospital wards",
        category: "works",
        method: "Open National Tender",
        currency: "KES",
        publishedOn: "2026-12-01",
        closingOn,
      },
      { headers: { cookie } },
    ),
  );
  expect(created.status, await created.clone().text()).toBe(201);
  const { id } = (await created.json()).activity as { id: string };
  const bytes = await makeDocx(pages);
  const presigned = await presignRoute(
    jsonRequest(
      `/api/activities/${id}/documents/presign`,
      { filename: "tender.docx", size: bytes.byteLength },
      { headers: { cookie } },
    ),
    params({ id }),
  );
  expect(presigned.status).toBe(200);
  const { url, fields, fileId } = await presigned.json();
  const form = new FormData();
  for (const [field, value] of Object.entries(fields as Record<string, string>)) form.append(field, value);
  form.append("file", new File([Buffer.from(bytes)], "tender.docx"));
  expect(
    (await uploadRoute(new Request(new URL(url, BASE), { method: "POST", body: form }))).status,
  ).toBeLessThan(300);
  const added = await addRoute(
    jsonRequest(`/api/activities/${id}/documents`, { fileId, kind: "tender" }, { headers: { cookie } }),
    params({ id }),
  );
  expect(added.status, await added.clone().text()).toBeLessThan(300);
}

type Suggestion = {
  title: string;
  category: string;
  owner: string;
  dueDate?: string;
  evidence?: string;
  source: string;
};

const suggestionsFor = async (cookie: string, reference: string) =>
  (
    await (
      await suggestionsRoute(
        get(`/api/risks/suggestions?focus=PESTLE&activityId=${encodeURIComponent(reference)}`, cookie),
      )
    ).json()
  ).suggestions as Suggestion[];

describe("the risk register of an activity", { timeout: 120_000 }, () => {
  it("reads the activity's asbestos tender and its review findings: risks with owners, due dates and quotes", async () => {
    const admin = await signedUpAdmin("risk-asbestos");
    const reference = "MCG/PW/T/012/2026-2027";
    // The closing date is ahead of the test's today for years, so due dates come from it.
    await activityWithTender(admin.cookie, reference, ASBESTOS_TENDER_PAGES, "2030-01-15");
    await db().reviewRun.create({
      data: {
        orgId: admin.orgId,
        userId: admin.userId,
        activityId: reference,
        serviceId: "compliance-solicitation",
        request: {},
        score: 60,
        summary: "Review",
        findings: [
          {
            id: "validity",
            title: "Tender validity period not stated",
            status: "fail",
            severity: "high",
            evidence: "The tender data sheet leaves the validity period blank.",
            citation: "tender.docx, page 1",
            recommendation: "State a validity period of 120 days by addendum.",
          },
        ],
        memoHtml: "",
        emailHtml: "",
      },
    });

    const suggestions = await suggestionsFor(admin.cookie, reference);
    const fromDocuments = suggestions.filter((s) => s.source.startsWith("document:"));
    expect(fromDocuments.map((s) => s.source).sort()).toEqual([
      "document:asbestos:exposure",
      "document:asbestos:waste",
      "document:height:falls",
    ]);
    expect(suggestions.find((s) => s.source === "document:asbestos:waste")).toMatchObject({
      category: "environmental",
      owner: "Environment officer",
      dueDate: "2030-01-29",
    });
    expect(suggestions.find((s) => s.source === "document:asbestos:exposure")).toMatchObject({
      category: "health_safety",
      owner: "Project engineer",
      dueDate: "2030-02-14",
    });
    expect(suggestions.find((s) => s.source === "document:asbestos:waste")!.evidence).toMatch(
      /asbestos cement roofing sheets.*tender\.docx/,
    );
    expect(suggestions.find((s) => s.title === "Tender validity period not stated")).toMatchObject({
      owner: "Procurement officer",
      dueDate: "2030-01-08",
    });

    // The hub tool opened from the activity reads the same tender without a new upload.
    const run = await postToolRun(admin.cookie, "procurement_risk_register", {
      inputs: { enquiry_focus: "PESTLE" },
      attachments: {},
      activityId: reference,
    });
    const body = await run.json();
    expect(run.status, JSON.stringify(body)).toBe(200);
    const metrics = Object.fromEntries(
      (body.output.metrics as { id: string; value: string }[]).map((m) => [m.id, m.value]),
    );
    expect(metrics).toMatchObject({ imported: "3", reviews: "1" });
    const titles = (body.output.tables[0].rows as string[][]).map((row) => row[0]);
    expect(titles).toContain("Asbestos waste disposed of without a NEMA licence");
    expect(titles).toContain("Workers and occupants exposed to asbestos fibres");
  });

  it("suggests no asbestos risk for a tender that says no asbestos-containing materials", async () => {
    const admin = await signedUpAdmin("risk-no-asbestos");
    const reference = "MCG/PW/T/019/2026-2027";
    await activityWithTender(admin.cookie, reference, NO_ASBESTOS_TENDER_PAGES, "2030-01-15");
    const suggestions = await suggestionsFor(admin.cookie, reference);
    expect(suggestions.filter((s) => s.source.startsWith("document:"))).toEqual([]);
    expect(suggestions.length).toBeGreaterThan(0); // the focus's starting risks are still offered
  });
});
