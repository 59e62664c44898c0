import "server-only";
import { db } from "./index";

export async function warmUpDatabase(): Promise<void> {
  try {
    await db().$queryRaw`SELECT 1`;
  } catch (error) {
    // The app still starts; /api/health reports the database as down until it answers.
    console.error(
      JSON.stringify({
        level: "error",
        context: "startup",
        message: (error as Error).message,
        at: new Date().toISOString(),
      }),
    );
  }
}
