import { db } from "@/lib/server/db";

/** As if the user had opened the link mailed at sign-up (tests of the link itself are in email-verification.test.ts). */
export async function markVerified(email: string): Promise<void> {
  await db().user.update({ where: { email }, data: { emailVerifiedAt: new Date() } });
}

export const RUN_HTML = {
  memo: "<h1>Approval memo</h1><p>Award to Alpha Ltd.</p>",
  email: "<p>Review of RFB-12: <strong>score 80</strong></p>",
};

/** A stored review run of the user's org, as POST /api/review leaves it (the engine's previews are fixed here). */
export async function storedReviewRun(user: { id: string; orgId: string }, html = RUN_HTML): Promise<string> {
  const run = await db().reviewRun.create({
    data: {
      orgId: user.orgId,
      userId: user.id,
      activityId: "RFB-12",
      serviceId: "compliance-solicitation",
      request: {},
      score: 80,
      summary: "Stored for an email test.",
      findings: [],
      memoHtml: html.memo,
      emailHtml: html.email,
    },
    select: { id: true },
  });
  return run.id;
}
