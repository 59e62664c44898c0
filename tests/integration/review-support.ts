import { POST as reviewRoute } from "@/app/api/review/route";
import { jsonRequest, membershipOf, sessionCookieFor, signUpViaRoute, uniqueDomain } from "./helpers";

export async function reviewAccount(label: string, role = "practitioner") {
  const email = `review@${uniqueDomain(label)}`;
  await signUpViaRoute({ email, role });
  return { email, cookie: await sessionCookieFor(email), orgId: (await membershipOf(email)).orgId };
}

export const postReview = (cookie: string, body: unknown, headers: Record<string, string> = {}) => reviewRoute(jsonRequest("/api/review", body, { headers: { cookie, ...headers } }));

export function reviewBody(serviceId: string, attachments: Record<string, string[]>, extra: Record<string, unknown> = {}) {
  return {
    serviceId,
    activity: { id: "MOH-2026-001", entity: "Ministry of Health", procurement_category: "Goods", procurement_method: "Open Tender", currency: "KES", estimatedValue: "5000000", issue_date: "2026-01-05", bidDueDate: "2026-02-20" },
    moduleInputs: {},
    attachments,
    supporting_documents: [],
    previousVersion: null,
    ...extra,
  };
}

