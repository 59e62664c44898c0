import { db } from "@/lib/server/db";
import { testRoute } from "@/lib/server/api/test-routes";

// Browser tests read the outbox through this (ENABLE_TEST_ROUTES=1 only): the embedded database belongs to the server process.
export const GET = testRoute(async (req) => {
  const to = new URL(req.url).searchParams.get("to") ?? "";
  const emails = await db().emailMessage.findMany({
    where: { to: { has: to.toLowerCase() } },
    orderBy: { createdAt: "asc" },
    select: { kind: true, to: true, replyTo: true, subject: true, text: true, status: true },
  });
  const messages = await db().contactMessage.findMany({
    where: { email: to.toLowerCase() },
    orderBy: { createdAt: "asc" },
    select: {
      source: true,
      name: true,
      subject: true,
      message: true,
      organization: true,
      attachment: { select: { filename: true, size: true } },
    },
  });
  return Response.json({ emails, messages });
});
