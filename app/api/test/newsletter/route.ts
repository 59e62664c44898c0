import { db } from "@/lib/server/db";
import { env } from "@/lib/server/env";

// Browser tests count subscriptions through this (ENABLE_TEST_ROUTES=1 only).
export async function GET(req: Request) {
  if (!env.ENABLE_TEST_ROUTES) return Response.json({ ok: false, error: { code: "not_found", message: "Not found." } }, { status: 404 });
  const email = (new URL(req.url).searchParams.get("email") ?? "").toLowerCase();
  return Response.json({ count: await db().newsletterSubscription.count({ where: { email } }) });
}
