import { POST as reviewRoute } from "@/app/api/review/route";
import { markVerified } from "./email-support";
import { jsonRequest, membershipOf, sessionCookieFor, signUpViaRoute, uniqueDomain } from "./helpers";

/** The first user of a fresh company domain; verified unless asked otherwise (only verified accounts email outside the org). */
export async function reviewAccount(
  label: string,
  role = "practitioner",
  options: { verified?: boolean } = {},
) {
  const email = `review@${uniqueDomain(label)}`;
  await signUpViaRoute({ email, role });
  if (options.verified !== false) await markVerified(email);
  return { email, cookie: await sessionCookieFor(email), orgId: (await membershipOf(email)).orgId };
}

export const postReview = (cookie: string, body: unknown, headers: Record<string, string> = {}) =>
  reviewRoute(jsonRequest("/api/review", body, { headers: { cookie, ...headers } }));

export type ReviewBody = {
  serviceId: string;
  subserviceId?: string;
  activity: Record<string, string>;
  moduleInputs: Record<string, string | string[]>;
  attachments: Record<string, string[]>;
  supporting_documents: { fileId: string; name?: string }[];
  previousVersion: string | null;
  memo_external_draft?: { use_as_baseline: boolean; mode: string; text: string; files: string[] };
  emailOptions?: Record<string, unknown>;
};

export function reviewBody(
  serviceId: string,
  attachments: Record<string, string[]>,
  extra: Partial<ReviewBody> = {},
): ReviewBody {
  return {
    serviceId,
    activity: {
      id: "MOH-2026-001",
      entity: "Ministry of Health",
      procurement_category: "Goods",
      procurement_method: "Open Tender",
      currency: "KES",
      estimatedValue: "5000000",
      issue_date: "2026-01-05",
      bidDueDate: "2026-02-20",
    },
    moduleInputs: {},
    attachments,
    supporting_documents: [],
    previousVersion: null,
    ...extra,
  };
}
