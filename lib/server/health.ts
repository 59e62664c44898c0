import "server-only";
import { db } from "@/lib/server/db";

const TIMEOUT_MS = 2000;

/** A round trip to the database, bounded so a hung connection cannot hang the health check. */
export async function checkDatabase(): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), TIMEOUT_MS);
  });
  try {
    return await Promise.race([db().$queryRaw`SELECT 1`.then(() => true), timeout]);
  } catch (error) {
    console.error(
      JSON.stringify({
        level: "error",
        context: "health",
        message: (error as Error).message,
        at: new Date().toISOString(),
      }),
    );
    return false;
  } finally {
    clearTimeout(timer);
  }
}
