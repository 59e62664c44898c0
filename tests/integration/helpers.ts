import { encode } from "next-auth/jwt";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/server/db";
import { authSecret, SESSION_COOKIE } from "@/lib/server/auth/secret";
import { POST as signUpRoute } from "@/app/api/auth/signup/route";

export const BASE = "http://localhost:3000";

/** A unique company domain per call, so runs against a shared PostgreSQL never collide. */
export function uniqueDomain(label = "org"): string {
  return `${label}-${randomUUID().slice(0, 8)}.example.com`;
}

export function randomIp(): string {
  const n = () => Math.floor(Math.random() * 250) + 1;
  return `10.${n()}.${n()}.${n()}`;
}

/**
 * Handlers are called here without the HTTP server, so the tests write the client-address stamp the server
 * would (lib/server/client-address.ts); a client's own X-Forwarded-For is never read.
 */
export function jsonRequest(
  path: string,
  body: unknown,
  init: { method?: string; headers?: Record<string, string> } = {},
) {
  return new Request(`${BASE}${path}`, {
    method: init.method ?? "POST",
    headers: { "content-type": "application/json", "x-procuros-client-address": randomIp(), ...init.headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export async function signUpViaRoute(input: {
  name?: string;
  email: string;
  password?: string;
  role?: string;
  plan?: string;
}) {
  const response = await signUpRoute(
    jsonRequest("/api/auth/signup", {
      name: input.name ?? "Test User",
      password: input.password ?? "correct-horse-1",
      ...input,
    }),
  );
  return { status: response.status, body: await response.json() };
}

/** A session cookie exactly as next-auth would set it after a credentials sign-in. */
export async function sessionCookieFor(email: string): Promise<string> {
  const user = await db().user.findUniqueOrThrow({
    where: { email },
    select: { id: true, role: true, sessionVersion: true, membership: { select: { orgId: true } } },
  });
  const token = await encode({
    token: { sub: user.id, orgId: user.membership!.orgId, role: user.role, sv: user.sessionVersion },
    secret: authSecret(),
  });
  return `${SESSION_COOKIE}=${token}`;
}

export function get(path: string, cookie?: string, headers: Record<string, string> = {}) {
  return new Request(`${BASE}${path}`, { headers: { ...(cookie ? { cookie } : {}), ...headers } });
}

export async function membershipOf(email: string) {
  return db().membership.findFirstOrThrow({
    where: { user: { email } },
    select: { id: true, orgId: true, role: true, status: true },
  });
}

/** A company domain's first user (its admin), signed up through the route, with a session cookie. */
export async function signedUpAdmin(label: string) {
  const email = `admin@${uniqueDomain(label)}`;
  await signUpViaRoute({ email });
  const { orgId } = await membershipOf(email);
  const { id: userId } = await db().user.findUniqueOrThrow({ where: { email }, select: { id: true } });
  return { email, orgId, userId, cookie: await sessionCookieFor(email) };
}

/**
 * Waits, when needed, until at least `marginMs` remain in the current fixed rate-limit window (windows are aligned
 * to the epoch, lib/server/rate-limit.ts): a burst that crosses a window's edge is counted in two windows and
 * never reaches the limit, which made the throttle tests fail at xx:x0:00.
 */
export async function awayFromWindowEdge(windowMs: number, marginMs = 20_000): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
