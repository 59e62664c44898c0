#!/usr/bin/env node
/**
 * The import graph's rules that ESLint cannot see file by file:
 *  - no cycle between feature folders (modules/<feature>) and no cycle between shared folders (lib/<area>);
 *  - no cycle between files at all;
 *  - a feature is imported from outside only through its entry points: modules/<f>/index.ts (pure code),
 *    server.ts (server code) and components.ts (UI). Three, not one, because a client component must never load
 *    server code through a shared entry. Tests may reach inside (they test the parts).
 * Layer direction (lib -> nothing above it, modules/<f>/lib -> no server/UI, ...) is checked by ESLint's
 * no-restricted-imports in eslint.config.mjs. Run: `npm run check:imports` (exit 1 on any cycle).
 */
import fs from "node:fs";
import path from "node:path";

const ROOTS = ["app", "components", "lib", "modules"];
const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^"';]*?from\s*["']([^"']+)["']|(?:^|[\s;])import\s*\(\s*["']([^"']+)["']\s*\)|(?:^|[\s;])import\s*["']([^"']+)["']/gm;

function walk(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "generated" && entry.name !== "node_modules") walk(full, out);
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

const files = ROOTS.filter((root) => fs.existsSync(root)).flatMap((root) => walk(root));
const known = new Set(files);

function resolve(from, spec) {
  let base;
  if (spec.startsWith("@/")) base = spec.slice(2);
  else if (spec.startsWith(".")) base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  else return null;
  for (const ext of ["", ...EXTENSIONS]) if (known.has(base + ext)) return base + ext;
  return null;
}

/** A file's folder unit: modules/<feature>, lib/server/<area or file>, lib/<area>, components/<area>, app. */
function unitOf(file) {
  const parts = file.split("/");
  if (parts[0] === "app") return "app";
  if (parts[0] === "lib" && parts[1] === "server") return `lib/server/${parts[2].replace(/\.tsx?$/, "")}`;
  if (parts.length > 2) return `${parts[0]}/${parts[1]}`;
  return parts[0];
}

const graph = new Map();
for (const file of files) {
  const text = fs.readFileSync(file, "utf8");
  const targets = new Set();
  for (const match of text.matchAll(IMPORT)) {
    const spec = match[1] ?? match[2] ?? match[3];
    const target = resolve(file, spec);
    // Type-only imports still tie modules together for a reader, so they count.
    if (target) targets.add(target);
  }
  graph.set(file, [...targets]);
}

/** Strongly connected components with more than one node (Tarjan), i.e. the cycles. */
function cycles(nodes, edgesOf) {
  let index = 0;
  const stack = [];
  const state = new Map();
  const found = [];
  function visit(node) {
    const entry = { index, low: index, onStack: true };
    state.set(node, entry);
    index++;
    stack.push(node);
    for (const next of edgesOf(node)) {
      const seen = state.get(next);
      if (!seen) {
        visit(next);
        entry.low = Math.min(entry.low, state.get(next).low);
      } else if (seen.onStack) entry.low = Math.min(entry.low, seen.index);
    }
    if (entry.low === entry.index) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        state.get(member).onStack = false;
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  }
  for (const node of nodes) if (!state.has(node)) visit(node);
  return found;
}

const unitEdges = new Map();
for (const [file, targets] of graph) {
  const from = unitOf(file);
  for (const target of targets) {
    const to = unitOf(target);
    if (to === from) continue;
    if (!unitEdges.has(from)) unitEdges.set(from, new Map());
    const byTarget = unitEdges.get(from);
    if (!byTarget.has(to)) byTarget.set(to, `${file} -> ${target}`);
  }
}

const ENTRY_POINTS = new Set(["index.ts", "server.ts", "components.ts"]);
const deepImports = [];
for (const [file, targets] of graph) {
  const own = file.startsWith("modules/") ? file.split("/")[1] : null;
  for (const target of targets) {
    const [root, feature, ...rest] = target.split("/");
    if (root !== "modules" || feature === own) continue;
    if (rest.length !== 1 || !ENTRY_POINTS.has(rest[0])) deepImports.push(`${file} -> ${target}`);
  }
}

const unitCycles = cycles([...new Set(files.map(unitOf))], (unit) => [
  ...(unitEdges.get(unit)?.keys() ?? []),
]);
const fileCycles = cycles(files, (file) => graph.get(file) ?? []);

for (const component of unitCycles) {
  console.log(`Folder cycle: ${component.join(" <-> ")}`);
  for (const from of component)
    for (const [to, example] of unitEdges.get(from) ?? [])
      if (component.includes(to)) console.log(`  ${example}`);
}
for (const component of fileCycles) console.log(`File cycle: ${component.join(" <-> ")}`);
for (const edge of deepImports) console.log(`Past a feature's entry points: ${edge}`);
console.log(
  `${files.length} files, ${unitEdges.size} folders: ${unitCycles.length} folder cycle(s), ${fileCycles.length} file cycle(s), ${deepImports.length} import(s) past a feature's entry points.`,
);
process.exit(unitCycles.length || fileCycles.length || deepImports.length ? 1 : 0);
