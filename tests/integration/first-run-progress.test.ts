import { describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { firstRunProgress } from "@/modules/dashboard/server/first-run";
import { signedUpAdmin } from "./helpers";

// The dashboard's first-run checklist reads the org's own rows: framework, activity, review.

async function toolRun(orgId: string, userId: string, toolId: string) {
  await db().toolRun.create({ data: { orgId, userId, toolId, inputs: {}, attachments: [], output: {} } });
}

describe("first-run progress", () => {
  it("starts with nothing done and ticks each step from the org's rows", { timeout: 90_000 }, async () => {
    const { orgId, userId } = await signedUpAdmin("first-run");
    expect(await firstRunProgress(orgId)).toEqual({ framework: false, activity: false, review: false });

    await db().frameworkSetting.create({
      data: { orgId, source: "country", data: { country_code: "KE" }, updatedBy: userId },
    });
    await db().activity.create({
      data: {
        orgId,
        reference: "KeNHA/OT/012/2026-2027",
        subject: "Periodic maintenance of Nairobi-Thika Road (A2)",
        category: "works",
        createdBy: userId,
      },
    });
    // A drafting run is not a review.
    await toolRun(orgId, userId, "specification_tor_draft");
    expect(await firstRunProgress(orgId)).toEqual({ framework: true, activity: true, review: false });

    await toolRun(orgId, userId, "solicitation_compliance_review");
    expect(await firstRunProgress(orgId)).toEqual({ framework: true, activity: true, review: true });
  });

  it("counts a /review run, and never another org's rows", async () => {
    const reviewer = await signedUpAdmin("first-run-review");
    const other = await signedUpAdmin("first-run-other");
    await db().reviewRun.create({
      data: {
        orgId: reviewer.orgId,
        userId: reviewer.userId,
        activityId: "KeNHA/OT/012/2026-2027",
        serviceId: "solicitation_compliance_review",
        request: {},
        summary: "",
        findings: [],
        memoHtml: "",
        emailHtml: "",
      },
    });
    expect((await firstRunProgress(reviewer.orgId)).review).toBe(true);
    expect(await firstRunProgress(other.orgId)).toEqual({ framework: false, activity: false, review: false });
  });
});
