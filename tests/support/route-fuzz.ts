// Malformed-input fuzz of every route handler (issue 29 item 6: no 500 for malformed input anywhere). Shared by
// tests/integration/route-fuzz.test.ts (~1,500 requests) and the bench step scripts/bench/fuzz.ts (>= 10,000).
// Handlers are called in-process, as Next calls them after routing, signed out and signed in as a member.
import { readdirSync, statSync } from "node:fs";
import path from "node:path";

export const FUZZ_BASE = "http://localhost:3000";
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Method = (typeof METHODS)[number];
type Handler = (
  req: Request,
  context: { params: Promise<Record<string, string | string[]>> },
) => Promise<Response>;

export type FuzzRoute = {
  /** Relative to the repository, e.g. app/api/risks/[id]/route.ts. */
  file: string;
  /** The URL path with its dynamic segments as [name]. */
  urlPath: string;
  params: { name: string; catchAll: boolean }[];
  /** Routes that start real work on a valid body get the cheap malformed bodies only. */
  heavy: boolean;
};

export type FuzzBody = { label: string; type: string | null; data: string };

export type FuzzCase = {
  route: FuzzRoute;
  method: Method;
  signedIn: boolean;
  paramValue: string;
  query: string;
  body: FuzzBody | null;
};

const HEAVY =
  /^app\/api\/(review\/route|review\/requests\/route|tools\/\[toolId\]\/(run|drafts)|tools\/runs\/.*\/(regenerate|rewrite)|email\/route|uploads\/route|v1\/.*(submit|lists\/route|refresh|export\/route))/;

/** Every app/api/**\/route.ts under `root`, with its URL path and dynamic params. */
export function discoverRoutes(root = process.cwd()): FuzzRoute[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name === "route.ts") found.push(path.relative(root, full));
    }
  };
  walk(path.join(root, "app", "api"));
  return found.sort().map((file) => {
    const urlPath = `/${path.dirname(file).split(path.sep).slice(1).join("/")}`;
    const params = [...urlPath.matchAll(/\[(\.\.\.)?([^\]]+)\]/g)].map((match) => ({
      name: match[2]!,
      catchAll: Boolean(match[1]),
    }));
    return { file, urlPath, params, heavy: HEAVY.test(file.split(path.sep).join("/")) };
  });
}

const json = (label: string, data: string): FuzzBody => ({ label, type: "application/json", data });

/** Bodies every route gets, including the heavy ones: refused before any work by any sound handler. */
export const CHEAP_BODIES: FuzzBody[] = [
  json("null", "null"),
  json("array", "[]"),
  json("number", "1"),
  json("string", '"x"'),
  json("true", "true"),
  json("invalid JSON", "{"),
  json("empty", ""),
  json("NUL", '{"name":"a\\u0000b","title":"\\u0000","email":"\\u0000@x.org","body":"\\u0000"}'),
  json("lone surrogate", '{"name":"\\ud800","message":"\\udc00"}'),
  { label: "text/plain", type: "text/plain", data: "hello" },
  { label: "form to JSON", type: "application/x-www-form-urlencoded", data: "name=x&email=y%40z.org" },
  { label: "broken multipart", type: "multipart/form-data; boundary=zzz", data: "--zzz\r\nbroken" },
  { label: "no content type", type: null, data: '{"a":1}' },
  { label: "JSON with charset junk", type: "application/json; charset=ebcdic", data: "{}" },
];

/** Bodies that a route could act on if its schema let them through: not sent to the heavy routes. */
export const FULL_BODIES: FuzzBody[] = [
  ...CHEAP_BODIES,
  json("empty object", "{}"),
  json("deep object", `${'{"a":'.repeat(3000)}1${"}".repeat(3000)}`),
  json("deep array field", `{"items":${"[".repeat(3000)}${"]".repeat(3000)}}`),
  json("huge string", JSON.stringify({ name: "a".repeat(300_000), title: "b".repeat(300_000) })),
  json("prototype keys", '{"__proto__":{"x":1},"constructor":{"prototype":{"x":1}},"toString":"x"}'),
  json("oversized numbers", '{"probability":1e309,"impact":123456789012345678901234567890,"limit":-1e308}'),
  json("wrong types", '{"name":1,"email":[],"title":{},"stage":null,"scopes":"x","tags":{"0":1}}'),
  json("unknown fields", '{"orgId":"other-org","role":"admin","id":"x","userId":"x"}'),
];

/** Route param values as Next hands them over (already decoded); the undecodable ones stop at the proxy. */
export const PARAM_VALUES = [
  "x",
  "\u0000",
  "\ud800",
  "a".repeat(5000),
  "../../etc/passwd",
  "%FF",
  "__proto__",
  "constructor",
  " ",
  "1e309",
  "😀",
];

export const QUERIES = [
  "",
  "?limit=1e309&offset=-1",
  "?__proto__=1&constructor=x&toString=y",
  "?x=%FF&activityId=%E0%A4%A",
  "?limit=-1&activityId=%00",
  `?q=${"a".repeat(10_000)}`,
  "?format=../../x&status=%ud800",
];

/** Deterministic pseudo-random numbers, so a failing case can be found again. */
function random(seed: number) {
  return () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

/**
 * `count` cases: first every handler with every body (mutating) or query (GET) with a plain param, then random
 * draws over handlers, params, bodies and queries until `count` (the first pass alone may be a little over it).
 */
export function fuzzCases(routes: FuzzRoute[], methodsOf: Map<string, Method[]>, count: number, seed = 29) {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const handlers = routes.flatMap((route) =>
    (methodsOf.get(route.file) ?? []).map((method) => ({ route, method })),
  );
  const bodiesFor = (route: FuzzRoute) =>
    route.file.includes("[...nextauth]")
      ? CHEAP_BODIES.filter((body) => body.type !== "application/x-www-form-urlencoded")
      : route.heavy
        ? CHEAP_BODIES
        : FULL_BODIES;
  const inputs = handlers.flatMap(({ route, method }): Omit<FuzzCase, "signedIn">[] =>
    method === "GET"
      ? QUERIES.map((query) => ({ route, method, paramValue: "x", query, body: null }))
      : bodiesFor(route).map((body) => ({ route, method, paramValue: "x", query: "", body })),
  );
  // Every input signed in and out when the budget allows, else each once, alternating.
  const kept: FuzzCase[] =
    count >= inputs.length * 2
      ? inputs.flatMap((input) => [false, true].map((signedIn) => ({ ...input, signedIn })))
      : inputs.map((input, index) => ({ ...input, signedIn: index % 2 === 1 }));
  while (kept.length < count) {
    const { route, method } = pick(handlers);
    kept.push({
      route,
      method,
      signedIn: next() < 0.5,
      paramValue: route.params.length ? pick(PARAM_VALUES) : "x",
      query: pick(QUERIES),
      body: method === "GET" ? null : pick(bodiesFor(route)),
    });
  }
  return kept;
}

/** The exported handlers of a route module, by method. */
export function handlersOf(module: Record<string, unknown>): Map<Method, Handler> {
  const found = new Map<Method, Handler>();
  for (const method of METHODS)
    if (typeof module[method] === "function") found.set(method, module[method] as Handler);
  return found;
}

let address = 0;

export function fuzzRequest(fuzz: FuzzCase, cookie: string | null): Request {
  const url = `${FUZZ_BASE}${fuzz.route.urlPath.replace(/\[(\.\.\.)?[^\]]+\]/g, "x")}${fuzz.query}`;
  const headers: Record<string, string> = {
    origin: FUZZ_BASE,
    // A fresh client address per request: the per-address throttles should not answer every case 429.
    "x-procuros-client-address": `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address++ & 255}`,
  };
  if (cookie) headers.cookie = cookie;
  if (fuzz.body?.type) headers["content-type"] = fuzz.body.type;
  return new Request(url, {
    method: fuzz.method,
    headers,
    body: fuzz.body && fuzz.method !== "GET" ? fuzz.body.data : undefined,
  });
}

export function paramsFor(fuzz: FuzzCase): Record<string, string | string[]> {
  return Object.fromEntries(
    fuzz.route.params.map((param) => [param.name, param.catchAll ? [fuzz.paramValue] : fuzz.paramValue]),
  );
}

export type FuzzReport = {
  requests: number;
  statuses: Record<string, number>;
  /** Each 5xx or thrown error: what was sent and what came back. */
  failures: { label: string; status: number | "threw"; detail: string }[];
};

export function caseLabel(fuzz: FuzzCase): string {
  const param = fuzz.route.params.length ? ` param=${JSON.stringify(fuzz.paramValue.slice(0, 20))}` : "";
  return `${fuzz.method} ${fuzz.route.urlPath}${fuzz.query.slice(0, 40)}${param} ${fuzz.signedIn ? "member" : "signed-out"} body=${fuzz.body?.label ?? "-"}`;
}

/** Runs the cases one after another and counts the statuses; a thrown handler counts as a 500 would. */
export async function runFuzz(
  cases: FuzzCase[],
  load: (file: string) => Promise<Record<string, unknown>>,
  cookie: string,
): Promise<FuzzReport> {
  const report: FuzzReport = { requests: 0, statuses: {}, failures: [] };
  const modules = new Map<string, Map<Method, Handler>>();
  for (const fuzz of cases) {
    let handlers = modules.get(fuzz.route.file);
    if (!handlers) modules.set(fuzz.route.file, (handlers = handlersOf(await load(fuzz.route.file))));
    const handler = handlers.get(fuzz.method)!;
    report.requests++;
    try {
      const response = await handler(fuzzRequest(fuzz, fuzz.signedIn ? cookie : null), {
        params: Promise.resolve(paramsFor(fuzz)),
      });
      const text = await response.text();
      report.statuses[response.status] = (report.statuses[response.status] ?? 0) + 1;
      if (response.status >= 500)
        report.failures.push({ label: caseLabel(fuzz), status: response.status, detail: text.slice(0, 300) });
    } catch (error) {
      report.statuses.threw = (report.statuses.threw ?? 0) + 1;
      report.failures.push({ label: caseLabel(fuzz), status: "threw", detail: String(error).slice(0, 300) });
    }
  }
  return report;
}

/**
 * next-auth's handlers need Next's request scope for anything past our own checks, so they are fuzzed with the
 * bodies the route refuses itself (every non-form content type); the form flow is covered by the browser tests.
 */
export function methodsFor(route: FuzzRoute, module: Record<string, unknown>): Method[] {
  const methods = [...handlersOf(module).keys()];
  if (route.file.includes("[...nextauth]")) return methods.filter((method) => method === "POST");
  return methods;
}
