/**
 * Hostile review of issue 35, finding 9: a review for an activity the org keeps files its solicitation among the
 * activity's documents, but left the file's saved reference ('Yes, Use Saved') behind. That row offered, for
 * another activity, a document a run of that activity refuses, and outlived the file once the document was removed.
 */
import { describe, expect, it } from "vitest";
import { GET as referencesRoute } from "@/app/api/review/references/route";
import { db } from "@/lib/server/db";
import { ACTIVITY_DOCUMENT_PURPOSE } from "@/modules/activities/server";
import { makePdf } from "@/tests/support/documents";
import { attachFile } from "./attach";
import { get } from "./helpers";
import { postReview, reviewAccount, reviewBody } from "./review-support";

/** A solicitation as a county roads authority issues it. */
const SOLICITATION = [
  "KENYA RURAL ROADS AUTHORITY\nTender No. KeRRA/008/2026-2027\nRehabilitation of Kambiti - Makuyu Road (12 km)",
  "Section I. Instructions to Tenderers\nThe tender security shall be Kshs. 200,000.00. Tenders shall remain valid for 120 days.",
  "Section II. Tender Data Sheet\nThe deadline for submission of tenders is 14 March 2026 at 11:00 a.m.",
];
const KEPT = "KeRRA/008/2026-2027"; // an activity the org keeps (Activities page)
const TYPED = "KeRRA/002/2026-2027"; // only typed on a review form: no activity row

describe("saved references of a file filed with an activity", { timeout: 120_000 }, () => {
  it("are removed when the file becomes the activity's document, and kept while it stays a reference", async () => {
    const officer = await reviewAccount("saved-refs-activity");
    const { id: userId } = await db().user.findUniqueOrThrow({
      where: { email: officer.email },
      select: { id: true },
    });
    await db().activity.create({
      data: {
        orgId: officer.orgId,
        reference: KEPT,
        subject: "Rehabilitation of Kambiti - Makuyu Road",
        category: "works",
        createdBy: userId,
      },
    });
    const attached = await attachFile(
      officer.cookie,
      "review:compliance-solicitation",
      "method-document",
      "KeRRA-008 Tender Document.pdf",
      await makePdf(SOLICITATION),
    );
    expect(attached.status).toBe(200);
    const review = async (activityId: string) => {
      const body = reviewBody("compliance-solicitation", { "method-document": [attached.fileId] });
      body.activity = { ...body.activity, id: activityId };
      const response = await postReview(officer.cookie, body);
      expect(response.status, await response.clone().text()).toBe(200);
    };
    const offered = async (activityId: string) =>
      (
        await (
          await referencesRoute(
            get(
              `/api/review/references?activityId=${encodeURIComponent(activityId)}&serviceId=compliance-solicitation`,
              officer.cookie,
            ),
          )
        ).json()
      ).references.map((reference: { fileId: string }) => reference.fileId);
    const rowsOf = () => db().savedReference.count({ where: { fileId: attached.fileId } });

    // Reviewed for an activity only typed on the form: the file is a saved reference of it, and stays one.
    await review(TYPED);
    expect(await offered(TYPED)).toEqual([attached.fileId]);
    expect(await rowsOf()).toBe(1);

    // Reviewed again for the activity the org keeps: the file joins its documents, and no saved reference
    // (of either activity) points at it any more.
    await review(KEPT);
    const file = await db().storedFile.findUniqueOrThrow({ where: { id: attached.fileId } });
    expect(file.purpose).toBe(ACTIVITY_DOCUMENT_PURPOSE);
    expect(await db().activityDocument.count({ where: { fileId: attached.fileId } })).toBe(1);
    expect(await rowsOf()).toBe(0);
    expect(await offered(TYPED)).toEqual([]);
    expect(await offered(KEPT)).toEqual([]);
  });
});
