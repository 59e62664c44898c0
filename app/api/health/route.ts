import { checkDatabase } from "@/lib/server/health";

export const dynamic = "force-dynamic";

export async function GET() {
  const dbOk = await checkDatabase();
  return Response.json(
    { status: dbOk ? "ok" : "degraded", db: dbOk ? "ok" : "error" },
    { status: dbOk ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
