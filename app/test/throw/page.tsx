import { notFound } from "next/navigation";
import { env } from "@/lib/server/env";
import { Thrower } from "./thrower";

export const dynamic = "force-dynamic";

// Only for the browser tests of the error screen (ENABLE_TEST_ROUTES=1); a 404 everywhere else.
export default function ThrowPage() {
  if (!env.ENABLE_TEST_ROUTES) notFound();
  return <Thrower />;
}
