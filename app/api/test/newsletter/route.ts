import { db } from "@/lib/server/db";
import { testRoute } from "@/lib/server/api/test-routes";

// Browser tests count subscriptions through this (ENABLE_TEST_ROUTES=1 only).
export const GET = testRoute(async (req) => {
  const email = (new URL(req.url).searchParams.get("email") ?? "").toLowerCase();
  return Response.json({ count: await db().newsletterSubscription.count({ where: { email } }) });
});
