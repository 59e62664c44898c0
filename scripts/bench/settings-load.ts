// GET /api/settings/framework under load as a signed-in user: session check (JWT + membership read), the
// org's settings and guideline references from the database (one query), JSON out. 50 connections, next to
// GET /api/health at the same 50 connections in the same step, so the ratio compares like with like (the
// goal of issue 19: >= 0.7x health). For the same path without HTTP, see session-check.ts.
import { startLiveServer, withThrowawayPostgres } from "@/tests/support/live-server";
import { loadTest, type LoadResult } from "./load";

const PASSWORD = "bench-password-123";

function cookiesFrom(response: Response): string[] {
  return response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]!);
}

/** Signs up a fresh user through the real endpoints and returns the session cookie header. */
export async function signedInCookie(baseUrl: string): Promise<string> {
  const email = `bench-${Date.now()}@bench-${Math.random().toString(36).slice(2, 8)}.example.com`;
  const json = { "content-type": "application/json", origin: baseUrl };
  const signUp = await fetch(`${baseUrl}/api/auth/signup`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ name: "Bench User", email, password: PASSWORD }),
  });
  if (signUp.status !== 201) throw new Error(`sign-up answered ${signUp.status}`);
  const csrf = await fetch(`${baseUrl}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const form = new URLSearchParams({ csrfToken, email, password: PASSWORD, json: "true" });
  const signIn = await fetch(`${baseUrl}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: baseUrl,
      cookie: cookiesFrom(csrf).join("; "),
    },
    body: form,
  });
  const session = cookiesFrom(signIn).find((cookie) => cookie.includes("session-token"));
  if (!session) throw new Error(`sign-in set no session cookie (status ${signIn.status})`);
  return session;
}

async function seedSettings(baseUrl: string, cookie: string): Promise<void> {
  const headers = { "content-type": "application/json", origin: baseUrl, cookie };
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl}${path}`, { method: "POST", headers, body: JSON.stringify(body) });
  if ((await post("/api/settings/demo", {})).status !== 200) throw new Error("demo data refused");
  const saved = await post("/api/settings/framework", {
    frameworkSettings: [{ source: "country", country_code: "UG" }],
  });
  if (saved.status !== 200) throw new Error(`framework save answered ${saved.status}`);
}

export type FrameworkSettingsLoad = LoadResult & {
  responseBytes: number;
  /** GET /api/health at the same 50 connections, measured in this step (median of the rounds). */
  healthRequestsPerSecondAvg: number;
  /** Median of the rounds' ratios; each round measures health, then settings, back to back. */
  ratioToHealth: number;
  rounds: { healthRequestsPerSecond: number; settingsRequestsPerSecond: number; ratio: number }[];
};

const ROUNDS = 3;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Health and settings alternate in ROUNDS rounds of `durationSeconds / ROUNDS` each (at least 5 s), and the
 * ratio is the median of the rounds' ratios: health's throughput on this shared machine swings by half
 * between runs (500 to 800 req/s), so one health run next to one settings run gave ratios from 0.48 to 0.71
 * for the same build.
 */
export async function benchFrameworkSettings(
  baseUrl: string,
  durationSeconds: number,
): Promise<FrameworkSettingsLoad> {
  const cookie = await signedInCookie(baseUrl);
  await seedSettings(baseUrl, cookie);
  const url = `${baseUrl}/api/settings/framework`;
  const sample = await fetch(url, { headers: { cookie } });
  if (sample.status !== 200) throw new Error(`GET answered ${sample.status}`);
  const responseBytes = (await sample.arrayBuffer()).byteLength;
  const seconds = Math.max(5, Math.round(durationSeconds / ROUNDS));
  const rounds: FrameworkSettingsLoad["rounds"] = [];
  let last: LoadResult | undefined;
  for (let round = 0; round < ROUNDS; round++) {
    const health = await loadTest(`${baseUrl}/api/health`, seconds, 50);
    const result = await loadTest(url, seconds, 50, { cookie });
    if (result.count2xx === 0)
      throw new Error(`no 2xx responses (status codes: ${JSON.stringify(result.statusCodes)})`);
    rounds.push({
      healthRequestsPerSecond: health.requestsPerSecondAvg,
      settingsRequestsPerSecond: result.requestsPerSecondAvg,
      ratio: health.requestsPerSecondAvg > 0 ? result.requestsPerSecondAvg / health.requestsPerSecondAvg : 0,
    });
    last = result;
  }
  return {
    ...last!,
    requestsPerSecondAvg: median(rounds.map((r) => r.settingsRequestsPerSecond)),
    responseBytes,
    healthRequestsPerSecondAvg: median(rounds.map((r) => r.healthRequestsPerSecond)),
    ratioToHealth: median(rounds.map((r) => r.ratio)),
    rounds,
  };
}

const POSTGRES_PORT = 3216;

/**
 * The same measurement on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL): a production server of the
 * same build on a throwaway, migrated database, health and settings alternating as above. Null without a URL.
 */
export async function benchFrameworkSettingsOnPostgres(
  durationSeconds: number,
): Promise<FrameworkSettingsLoad | null> {
  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!adminUrl) return null;
  return withThrowawayPostgres(adminUrl, "bench_settings", async (databaseUrl) => {
    const server = await startLiveServer({ port: POSTGRES_PORT, dataDir: ".data-bench-pg", databaseUrl });
    try {
      return await benchFrameworkSettings(server.url, durationSeconds);
    } finally {
      await server.stop();
    }
  });
}
