import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SERVICE_ROUTE_ALIASES, TOOLS, getTool } from "@/lib/catalogue";
import { isRunnable } from "@/modules/tools/lib/engines";

/**
 * The public roadmap must match what is built (issue: it listed live features as "in progress"). The tools
 * are checked against the catalogue and the engines, the links against the app's routes.
 */
const ROOT = process.cwd();
const source = readFileSync(path.join(ROOT, "content/pages/roadmap.md"), "utf8");
const LIVE = "Available now";

function sections(markdown: string): Map<string, string> {
  const parts = markdown.split(/^## (.+)$/m);
  const map = new Map<string, string>();
  for (let index = 1; index < parts.length; index += 2) map.set(parts[index]!.trim(), parts[index + 1] ?? "");
  return map;
}

function links(markdown: string): { text: string; href: string }[] {
  return [...markdown.matchAll(/\[([^\]]+)\]\(([^)\s]+)\)/g)].map((match) => ({
    text: match[1]!,
    href: match[2]!,
  }));
}

/** Every page route of app/, as segment patterns: route groups dropped, `[param]` matching any one segment. */
function pageRoutes(dir = path.join(ROOT, "app"), segments: string[] = []): string[][] {
  const routes: string[][] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      const isGroup = /^\(.+\)$/.test(entry.name);
      routes.push(...pageRoutes(path.join(dir, entry.name), isGroup ? segments : [...segments, entry.name]));
    } else if (entry.name === "page.tsx") routes.push(segments);
  }
  return routes;
}

function routeExists(pathname: string, routes: string[][]): boolean {
  const parts = pathname.split("/").filter(Boolean);
  return routes.some(
    (route) =>
      route.length === parts.length &&
      route.every((segment, index) => /^\[[^.\]]+\]$/.test(segment) || segment === parts[index]),
  );
}

const bySection = sections(source);
const live = bySection.get(LIVE) ?? "";
const notLive = [...bySection].filter(([title]) => title !== LIVE);

describe("roadmap", () => {
  it("has an 'Available now' section and says what is not built yet", () => {
    expect(live.length).toBeGreaterThan(0);
    expect([...bySection.keys()]).toContain("Not built yet");
  });

  it("lists every runnable tool under 'Available now', by its catalogue title, and no other", () => {
    const toolLinks = links(live).filter(({ href }) => href.startsWith("/services/"));
    const linked = toolLinks.map(({ href }) => href.slice("/services/".length));
    for (const { text, href } of toolLinks) {
      const id = href.slice("/services/".length);
      const tool = getTool(SERVICE_ROUTE_ALIASES[id] ?? id);
      expect(tool, `${href} is not a tool of the catalogue`).toBeDefined();
      expect(isRunnable(tool!.id), `${tool!.id} is listed as available but cannot run`).toBe(true);
      expect(text, href).toBe(tool!.title);
    }
    const runnable = TOOLS.filter((tool) => isRunnable(tool.id)).map((tool) => tool.id);
    expect([...new Set(linked)].sort()).toEqual([...runnable].sort());
    expect(live).toContain(`all ${runnable.length} tools`);
  });

  it("names no tool in the sections about what is in progress, not built or planned", () => {
    for (const [title, text] of notLive) {
      const lower = text.toLowerCase();
      for (const tool of TOOLS) {
        expect(lower, `"${tool.title}" is under "${title}"`).not.toContain(tool.title.toLowerCase());
        expect(lower, `${tool.id} is under "${title}"`).not.toContain(tool.id);
      }
    }
  });

  it("links only to pages that exist", () => {
    const routes = pageRoutes();
    const internal = links(source).filter(({ href }) => href.startsWith("/"));
    expect(internal.length).toBeGreaterThan(29);
    for (const { href } of internal) {
      const pathname = href.split(/[?#]/)[0]!;
      expect(routeExists(pathname, routes), `${href} has no page`).toBe(true);
    }
  });

  it("the route check itself tells existing pages from missing ones", () => {
    const routes = pageRoutes();
    expect(routeExists("/review/queue", routes)).toBe(true);
    expect(routeExists("/services/ipc_validation", routes)).toBe(true);
    expect(routeExists("/privacy", routes)).toBe(true);
    expect(routeExists("/no-such-page", routes)).toBe(false);
    expect(routeExists("/review/queue/extra", routes)).toBe(false);
  });
});
