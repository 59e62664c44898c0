import { renderWithMessages } from "@/tests/support/render-with-messages";
import { createElement, type ReactElement } from "react";
import { describe, expect, it, vi } from "vitest";
import common from "@/messages/en/common.json";
import type { SessionUser } from "@/lib/server/auth/session";
import { appNavLinks, currentHref } from "./app-nav-links";
import { MainNav } from "./main-nav";

let pathname = "/dashboard";
vi.mock("next/navigation", () => ({ usePathname: () => pathname }));

const user = (over: Partial<SessionUser> = {}): SessionUser => ({
  id: "u1",
  email: "wanjiru.kamau@kenha.go.ke",
  name: "Wanjiru Kamau",
  role: "practitioner",
  plan: "starter",
  orgId: "o1",
  orgName: "Kenya National Highways Authority",
  orgPersonal: false,
  orgRole: "member",
  grants: { review: false, integrityApi: false },
  ...over,
});

/** The header's navigation as AppHeader renders it for this user (links chosen on the server). */
const header = (signedIn: SessionUser) => createElement(MainNav, { links: appNavLinks(signedIn) });

/** Server-renders with the real messages; a missing text or argument fails the test. */
const render = (element: ReactElement) => renderWithMessages(element, { common });

/** The links of one nav region (desktop: data-testid="main-nav"; phone menu: "main-nav-mobile") as "text -> href". */
function linksIn(html: string, testId: string): string[] {
  const start = html.indexOf(`data-testid="${testId}"`);
  const region = html.slice(start, html.indexOf("</nav>", start));
  return [...region.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map(
    ([, href, text]) => `${text} -> ${href}`,
  );
}

const MEMBER_LINKS = [
  "Home -> /dashboard",
  "Activities -> /activities",
  "Review -> /review",
  "Services -> /services",
  "Settings -> /settings",
];
const REVIEWER_LINKS = [
  ...MEMBER_LINKS.slice(0, 3),
  "Review Queue -> /review/queue",
  ...MEMBER_LINKS.slice(3),
];

describe("the signed-in header links to the work", () => {
  it("offers Activities, Review and the Review Queue to an admin, on the desktop bar and in the phone menu", () => {
    const html = render(header(user({ orgRole: "admin" })));
    expect(linksIn(html, "main-nav")).toEqual(REVIEWER_LINKS);
    expect(linksIn(html, "main-nav-mobile")).toEqual(REVIEWER_LINKS);
    // The phone menu opens from a labelled button and starts closed.
    expect(html).toMatch(/aria-expanded="false" aria-controls="app-mobile-navigation" aria-label="Menu"/);
    expect(html).toMatch(/id="app-mobile-navigation" hidden=""/);
  });

  it("offers the queue to a member an admin granted review", () => {
    const html = render(header(user({ grants: { review: true, integrityApi: false } })));
    expect(linksIn(html, "main-nav")).toEqual(REVIEWER_LINKS);
  });

  it("hides the queue from a member without the review grant, everywhere in the header", () => {
    const html = render(header(user({ grants: { review: false, integrityApi: true } })));
    expect(linksIn(html, "main-nav")).toEqual(MEMBER_LINKS);
    expect(linksIn(html, "main-nav-mobile")).toEqual(MEMBER_LINKS);
    expect(html).not.toContain("/review/queue");
  });

  it("marks the most specific link as the current page", () => {
    const links = appNavLinks(user({ orgRole: "admin" }));
    expect(currentHref(links, "/review/queue")).toBe("/review/queue");
    expect(currentHref(links, "/review")).toBe("/review");
    expect(currentHref(links, "/review/evaluation-record")).toBe("/review");
    expect(currentHref(links, "/reviewers")).toBeNull();
    expect(currentHref(links, "/activities/act-1")).toBe("/activities");

    pathname = "/review/queue";
    const html = render(header(user({ orgRole: "admin" })));
    expect(html).toMatch(
      /aria-current="page"[^>]*href="\/review\/queue"|href="\/review\/queue"[^>]*aria-current="page"/,
    );
    expect(html).not.toMatch(/href="\/review"[^>]*aria-current="page"/);
    pathname = "/dashboard";
  });
});
