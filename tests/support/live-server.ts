// A production server (`next start` of the existing build) started by a test or the bench on its own port and
// data directory, and a signed-in session on it through the real sign-up and sign-in endpoints.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import pg from "pg";

export type LiveServer = {
  url: string;
  child: ChildProcess;
  /** SIGKILL the whole process group: no shutdown hook runs, as in a power cut or an OOM kill. */
  kill9(): Promise<void>;
  stop(): Promise<void>;
};

export type LiveServerOptions = {
  port: number;
  /** The embedded database's directory (PGlite), unless databaseUrl is given. */
  dataDir: string;
  databaseUrl?: string;
  /** Trust X-Forwarded-For (one proxy hop), so many users can sign up from one test process. */
  trustProxy?: boolean;
  timeoutMs?: number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => child.once("exit", () => resolve()));
}

/** Applies the migrations to a PostgreSQL database (the server migrates only the embedded PGlite itself). */
export function migratePostgres(databaseUrl: string): void {
  execFileSync("npx", ["tsx", "--conditions=react-server", "scripts/db/migrate.ts"], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: "ignore",
  });
}

/**
 * Runs `run` with the URL of a new, migrated database on the server of `adminUrl`, and drops the database
 * afterwards whatever happens (a shared server is left as it was).
 */
export async function withThrowawayPostgres<T>(
  adminUrl: string,
  label: string,
  run: (databaseUrl: string) => Promise<T>,
): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const name = `procuros_${label}_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    migratePostgres(url.toString());
    return await run(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

export async function startLiveServer(options: LiveServerOptions): Promise<LiveServer> {
  const url = `http://localhost:${options.port}`;
  const child = spawn("npx", ["next", "start", "-p", String(options.port)], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? "",
      // Production with a database server needs one shared secret (the embedded database keeps its own).
      ...(options.databaseUrl
        ? { AUTH_SECRET: process.env.AUTH_SECRET || "live-server-test-secret-0123456789abcdef" }
        : {}),
      APP_URL: url,
      TRUST_PROXY: options.trustProxy ? "1" : "",
      ENABLE_TEST_ROUTES: "",
    },
    stdio: "ignore",
    detached: true,
  });
  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, name);
    } catch {
      // already gone
    }
  };
  const server: LiveServer = {
    url,
    child,
    async kill9() {
      signal("SIGKILL");
      await exited(child);
    },
    async stop() {
      signal("SIGTERM");
      await Promise.race([exited(child), sleep(10_000)]);
      signal("SIGKILL");
    },
  };
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  for (;;) {
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return server;
    if (child.exitCode !== null || Date.now() > deadline) {
      await server.stop();
      throw new Error(`next start on ${url} did not become healthy`);
    }
    await sleep(300);
  }
}

const cookiesFrom = (response: Response) =>
  response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]!);

/** Signs up a new user (its own organisation) and signs in; the session cookie. `ip` is sent as X-Forwarded-For. */
export async function signedInSession(baseUrl: string, ip: string, label = "live"): Promise<string> {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@${label}-${Math.random().toString(36).slice(2, 8)}.example.org`;
  const password = "live-server-password-1";
  const headers = { origin: baseUrl, "x-forwarded-for": ip };
  const signUp = await fetch(`${baseUrl}/api/auth/signup`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({ name: "Load User", email, password }),
  });
  if (signUp.status !== 201) throw new Error(`sign-up answered ${signUp.status}`);
  const csrf = await fetch(`${baseUrl}/api/auth/csrf`, { headers });
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const signIn = await fetch(`${baseUrl}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: {
      ...headers,
      "content-type": "application/x-www-form-urlencoded",
      cookie: cookiesFrom(csrf).join("; "),
    },
    body: new URLSearchParams({ csrfToken, email, password, json: "true" }),
  });
  const session = cookiesFrom(signIn).find((cookie) => cookie.includes("session-token"));
  if (!session) throw new Error(`sign-in set no session cookie (status ${signIn.status})`);
  return session;
}

export type SaveOutcome = { acknowledged: string[]; failed: number; inFlightAtKill: number };

/**
 * Fires `count` concurrent saves (a risk each, POST /api/risks) and kills the server with SIGKILL once
 * `killAfter` of them were acknowledged (201 with the stored id). Acknowledged ids are what the server promised.
 */
export async function savesUntilKilled(
  server: LiveServer,
  cookie: string,
  count: number,
  killAfter: number,
): Promise<SaveOutcome> {
  const acknowledged: string[] = [];
  let failed = 0;
  let killing: Promise<void> | null = null;
  let settled = 0;
  let inFlightAtKill = 0;
  await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      try {
        const response = await fetch(`${server.url}/api/risks`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: server.url, cookie },
          body: JSON.stringify({
            stage: "planning",
            category: "market",
            title: `Durability check ${i}`,
            probability: 1 + (i % 5),
            impact: 1 + ((i * 3) % 5),
          }),
        });
        if (response.status === 201) {
          const { risk } = (await response.json()) as { risk: { id: string } };
          acknowledged.push(risk.id);
          if (acknowledged.length >= killAfter && !killing) {
            inFlightAtKill = count - settled - 1;
            killing = server.kill9();
          }
        } else failed++;
      } catch {
        failed++;
      } finally {
        settled++;
      }
    }),
  );
  if (killing) await killing;
  else await server.kill9();
  return { acknowledged, failed, inFlightAtKill };
}

const MIXED_PATHS = [
  "/dashboard",
  "/services",
  "/settings",
  "/api/settings/framework",
  "/api/settings/preferences",
  "/api/risks",
];

export type MixedLoadOutcome = { requests: number; errors: string[]; latenciesMs: number[] };

/**
 * Signed-in users (one session cookie each) loop over pages and API calls for `seconds`; one call in seven is a
 * write (a risk saved). Every answer other than 200/201, and every network failure, is an error.
 */
export async function mixedLoad(server: LiveServer, cookies: readonly string[], seconds: number) {
  const latenciesMs: number[] = [];
  const errors: string[] = [];
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    cookies.map(async (cookie, user) => {
      for (let i = 0; Date.now() < until; i++) {
        const write = i % 7 === 3;
        const path = write ? "/api/risks" : MIXED_PATHS[(user + i) % MIXED_PATHS.length]!;
        const started = performance.now();
        try {
          const response = await fetch(`${server.url}${path}`, {
            method: write ? "POST" : "GET",
            redirect: "manual",
            headers: write ? { cookie, origin: server.url, "content-type": "application/json" } : { cookie },
            ...(write
              ? {
                  body: JSON.stringify({
                    stage: "award",
                    category: "legal",
                    title: `Mixed load ${user}-${i}`,
                    probability: 2,
                    impact: 3,
                  }),
                }
              : {}),
          });
          await response.arrayBuffer();
          if (response.status !== 200 && response.status !== 201) errors.push(`${path}: ${response.status}`);
        } catch (error) {
          errors.push(`${path}: ${(error as Error).message}`);
        }
        latenciesMs.push(performance.now() - started);
      }
    }),
  );
  return { requests: latenciesMs.length, errors, latenciesMs } satisfies MixedLoadOutcome;
}
