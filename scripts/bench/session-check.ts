// In-process micro-benchmark of the signed-in request path, no HTTP server and no build: the session check
// (sessionUserFromCookieHeader) and the GET /api/settings/framework handler called directly, 50 at a time,
// next to the /api/health handler called the same way, on embedded PGlite and (when a URL is given)
// PostgreSQL. Reports ops/s and the ratio to /api/health.
//
//   npx tsx scripts/bench/session-check.ts
//   BENCH_SESSION_DATABASE_URL=postgresql://postgres:postgres@127.0.0.1:5432/procuros_bench_session \
//     BENCH_SESSION_SECONDS=4 npx tsx scripts/bench/session-check.ts
//
// Not under `--conditions=react-server`: the route modules import next/navigation, which needs the full React
// build. `server-only` (which throws outside that condition) is resolved to an empty module instead, as the
// tests do.
//
// The PostgreSQL database is migrated first (the same migrations the app applies); the user it signs up has a
// unique domain, so a shared database is not disturbed. `--json` prints one JSON line (for a bench step, which
// should spawn this script rather than import it: it sets env defaults a server started by the bench must not
// inherit).
import { randomUUID } from "node:crypto";
import { register } from "node:module";

register(
  `data:text/javascript,${encodeURIComponent(
    `export async function resolve(specifier, context, next) {
      if (specifier === "server-only") return { url: "data:text/javascript,", shortCircuit: true };
      return next(specifier, context);
    }`,
  )}`,
);

process.env.AUTH_SECRET ??= "session-check-bench-secret-0123456789abcdef";
process.env.APP_URL ??= "http://localhost:3000";
process.env.DATA_DIR ??= "memory://";
process.env.DATABASE_URL ??= "";

const BASE = "http://localhost:3000";
const CONCURRENCY = 50;

export type SessionCheckRow = {
  database: "pglite" | "postgresql";
  name: string;
  opsPerSecond: number;
  ratioToHealth: number;
};

/** Runs `op` with `concurrency` callers for `seconds`; returns completed operations per second. */
export async function measure(op: () => Promise<unknown>, seconds: number, concurrency = CONCURRENCY) {
  const until = performance.now() + seconds * 1000;
  let done = 0;
  const worker = async () => {
    while (performance.now() < until) {
      await op();
      done++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return done / ((performance.now() - started) / 1000);
}

export async function setUp(databaseUrl: string) {
  const { createDb, replaceDbForTests } = await import("@/lib/server/db");
  if (databaseUrl) {
    const { PrismaPg } = await import("@prisma/adapter-pg");
    const { applyPendingMigrations } = await import("@/lib/server/db/migrations");
    await applyPendingMigrations(new PrismaPg({ connectionString: databaseUrl }));
  }
  const previous = (globalThis as { __procurosDb?: { $disconnect(): Promise<void> } }).__procurosDb;
  await previous?.$disconnect();
  replaceDbForTests(createDb(databaseUrl, `memory://session-check-${randomUUID()}`));

  const { POST: signUp } = await import("@/app/api/auth/signup/route");
  const { encode } = await import("next-auth/jwt");
  const { authSecret, SESSION_COOKIE } = await import("@/lib/server/auth/secret");
  const { db } = await import("@/lib/server/db");
  const email = `bench@session-${randomUUID().slice(0, 8)}.example.com`;
  const signed = await signUp(
    new Request(`${BASE}/api/auth/signup`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-procuros-client-address": "10.9.9.9" },
      body: JSON.stringify({ name: "Bench User", email, password: "bench-password-123" }),
    }),
  );
  if (signed.status !== 201) throw new Error(`sign-up answered ${signed.status}`);
  const user = await db().user.findUniqueOrThrow({
    where: { email },
    select: { id: true, role: true, sessionVersion: true, membership: { select: { orgId: true } } },
  });
  const token = await encode({
    token: { sub: user.id, orgId: user.membership!.orgId, role: user.role, sv: user.sessionVersion },
    secret: authSecret(),
  });
  const cookie = `${SESSION_COOKIE}=${token}`;

  const { POST: demo } = await import("@/app/api/settings/demo/route");
  const { GET: list, POST: save } = await import("@/app/api/settings/framework/route");
  const post = (path: string, body: unknown) =>
    new Request(`${BASE}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: BASE, cookie },
      body: JSON.stringify(body),
    });
  if ((await demo(post("/api/settings/demo", {}))).status !== 200) throw new Error("demo data refused");
  const saved = await save(
    post("/api/settings/framework", { frameworkSettings: [{ source: "country", country_code: "UG" }] }),
  );
  if (saved.status !== 200) throw new Error(`framework save answered ${saved.status}`);
  const sample = await list(new Request(`${BASE}/api/settings/framework`, { headers: { cookie } }));
  if (sample.status !== 200) throw new Error(`GET answered ${sample.status}`);
  return { cookie, responseBytes: (await sample.arrayBuffer()).byteLength };
}

/**
 * The request path as it was before issue 19 (for the same-run comparison): next-auth's `decode`, which
 * derives the key with HKDF on every call, then Prisma's nested user -> membership -> org read.
 */
async function sessionBefore(cookieHeader: string | null) {
  const { decode } = await import("next-auth/jwt");
  const { readCookie } = await import("@/lib/server/auth/session-token");
  const { authSecret, SESSION_COOKIE } = await import("@/lib/server/auth/secret");
  const { db } = await import("@/lib/server/db");
  const raw = readCookie(cookieHeader, SESSION_COOKIE);
  if (!raw) return null;
  const token = await decode({ token: raw, secret: authSecret() }).catch(() => null);
  if (!token?.sub || typeof token.orgId !== "string" || typeof token.sv !== "number") return null;
  const user = await db().user.findUnique({
    where: { id: token.sub },
    select: {
      id: true,
      email: true,
      name: true,
      role: true,
      plan: true,
      sessionVersion: true,
      membership: {
        select: {
          orgId: true,
          role: true,
          status: true,
          reviewGranted: true,
          integrityApiGranted: true,
          org: { select: { name: true, personal: true } },
        },
      },
    },
  });
  const membership = user?.membership;
  if (!user || !membership || membership.status !== "active" || membership.orgId !== token.orgId) return null;
  if (user.sessionVersion !== token.sv) return null;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: "practitioner" as const,
    plan: user.plan,
    orgId: membership.orgId,
    orgName: membership.org.name,
    orgPersonal: membership.org.personal,
    orgRole: membership.role,
    grants: { review: membership.reviewGranted, integrityApi: membership.integrityApiGranted },
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Each round runs every operation for `seconds` one after another, and ratios are taken within a round, so a
 * busy machine (other jobs on the shared cores) skews the operations of a round alike. Medians of the rounds.
 */
export async function benchSessionCheck(
  databases: { name: "pglite" | "postgresql"; url: string }[],
  seconds: number,
  rounds = 3,
): Promise<{ rows: SessionCheckRow[]; responseBytes: number }> {
  const { GET: health } = await import("@/app/api/health/route");
  const { GET: list } = await import("@/app/api/settings/framework/route");
  const { sessionUserFromCookieHeader } = await import("@/lib/server/auth/session");
  const { apiHandler } = await import("@/lib/server/api/handler");
  const { getFrameworkSettings } = await import("@/modules/settings/server/framework");
  const listBefore = apiHandler({ session: sessionBefore }, async ({ user }) =>
    Response.json({ orgId: user.orgId, frameworkSettings: await getFrameworkSettings(user) }),
  );
  const rows: SessionCheckRow[] = [];
  let responseBytes = 0;
  for (const database of databases) {
    const { cookie, responseBytes: bytes } = await setUp(database.url);
    responseBytes = bytes;
    const request = () => new Request(`${BASE}/api/settings/framework`, { headers: { cookie } });
    const ok = async (response: Response) => {
      if (response.status !== 200) throw new Error(`GET answered ${response.status}`);
      await response.arrayBuffer();
    };
    const ops: [string, () => Promise<unknown>][] = [
      ["GET /api/health handler", async () => (await health()).arrayBuffer()],
      [
        "session check, before",
        async () => {
          if (!(await sessionBefore(cookie))) throw new Error("session refused");
        },
      ],
      [
        "session check (sessionUserFromCookieHeader)",
        async () => {
          if (!(await sessionUserFromCookieHeader(cookie))) throw new Error("session refused");
        },
      ],
      ["GET /api/settings/framework, before", async () => ok(await listBefore(request()))],
      ["GET /api/settings/framework handler", async () => ok(await list(request()))],
    ];
    // Warm-up: connections, JIT, prepared statements.
    for (const [, op] of ops) await measure(op, 0.5);
    const results = ops.map(() => ({ ops: [] as number[], ratios: [] as number[] }));
    for (let round = 0; round < rounds; round++) {
      let healthOps = 0;
      for (const [index, [, op]] of ops.entries()) {
        const opsPerSecond = await measure(op, seconds);
        if (index === 0) healthOps = opsPerSecond;
        results[index]!.ops.push(opsPerSecond);
        results[index]!.ratios.push(opsPerSecond / healthOps);
      }
    }
    for (const [index, [name]] of ops.entries()) {
      const { ops: opsPerRound, ratios } = results[index]!;
      rows.push({
        database: database.name,
        name,
        opsPerSecond: median(opsPerRound),
        ratioToHealth: median(ratios),
      });
    }
  }
  return { rows, responseBytes };
}

async function main() {
  const seconds = Number(process.env.BENCH_SESSION_SECONDS ?? "2");
  const databases: { name: "pglite" | "postgresql"; url: string }[] = [{ name: "pglite", url: "" }];
  const pgUrl = process.env.BENCH_SESSION_DATABASE_URL ?? process.env.BENCH_DATABASE_URL;
  if (pgUrl) databases.push({ name: "postgresql", url: pgUrl });
  const { rows, responseBytes } = await benchSessionCheck(databases, seconds);
  // For a bench step: run as a child process (this module sets env defaults an app server must not inherit).
  if (process.argv.includes("--json")) {
    console.log(JSON.stringify({ concurrency: CONCURRENCY, seconds, rounds: 3, responseBytes, rows }));
    process.exit(0);
  }
  console.log(
    `concurrency ${CONCURRENCY}, 3 rounds x ${seconds} s per row (medians), framework response ${responseBytes} bytes`,
  );
  for (const row of rows) {
    console.log(
      `${row.database.padEnd(10)} ${row.name.padEnd(44)} ${row.opsPerSecond.toFixed(0).padStart(7)} ops/s  ${row.ratioToHealth.toFixed(2)}x health`,
    );
  }
  process.exit(0);
}

if (process.argv[1]?.endsWith("session-check.ts")) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
