import "server-only";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { env } from "@/lib/server/env";

let cached: string | undefined;

/**
 * AUTH_SECRET, or for the embedded single-machine setup a random secret generated once and kept in
 * DATA_DIR, so `npm run dev` works on a fresh clone and sessions survive restarts.
 */
export function authSecret(): string {
  if (cached) return cached;
  if (env.AUTH_SECRET) return (cached = env.AUTH_SECRET);
  if (env.DATA_DIR.startsWith("memory://")) return (cached = randomBytes(32).toString("base64url"));
  const file = path.resolve(env.DATA_DIR, "auth-secret");
  try {
    cached = readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(path.dirname(file), { recursive: true });
    const secret = randomBytes(32).toString("base64url");
    try {
      writeFileSync(file, secret, { flag: "wx", mode: 0o600 });
      cached = secret;
    } catch {
      cached = readFileSync(file, "utf8").trim(); // another worker wrote it first
    }
  }
  return cached;
}

export const secureCookies = env.APP_URL.startsWith("https://");
export const SESSION_COOKIE = `${secureCookies ? "__Secure-" : ""}next-auth.session-token`;
