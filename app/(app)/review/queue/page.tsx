import { getTranslations } from "next-intl/server";
import { ReviewQueueClient } from "@/modules/review/components";
import { canReviewRequests } from "@/lib/server/auth/permissions";
import { requireUser } from "@/lib/server/auth/session";
import { listReviewRequests } from "@/modules/review/server";

export async function generateMetadata() {
  const t = await getTranslations("review.queue");
  return { title: t("title") };
}

/** The review queue: requests sent with 'Submit for Review', worked by the org's reviewers (admins and granted members). */
export default async function ReviewQueuePage() {
  const user = await requireUser("/review/queue");
  const requests = await listReviewRequests(user);
  return <ReviewQueueClient initialRequests={requests} reviewer={canReviewRequests(user)} />;
}
