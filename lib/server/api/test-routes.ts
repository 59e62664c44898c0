import "server-only";
import { env } from "@/lib/server/env";
import { errorResponse, errors } from "./errors";

/**
 * Wraps a handler that exists only for the browser tests (ENABLE_TEST_ROUTES=1, never in a deployment):
 * everywhere else it answers the same 404 as a path that does not exist.
 */
export function testRoute(handler: (req: Request) => Promise<Response>) {
  return (req: Request): Promise<Response> =>
    env.ENABLE_TEST_ROUTES ? handler(req) : Promise.resolve(errorResponse(errors.notFound()));
}
