import { expect, test } from "@playwright/test";
import { PASSWORD, signUpActive, unique } from "./helpers";

// CVE-2025-29927: this header once made Next.js skip middleware entirely.
const MIDDLEWARE_BYPASS = {
  "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware",
};

test.describe("security", () => {
  test("x-middleware-subrequest header does not bypass the sign-in redirect or the API session check", async ({
    request,
  }) => {
    const page = await request.get("/dashboard", { headers: MIDDLEWARE_BYPASS, maxRedirects: 0 });
    expect(page.status()).toBe(307);
    expect(new URL(page.headers()["location"] ?? "", "http://localhost").pathname).toBe("/signin");
    expect(await page.text()).not.toContain("Welcome");

    const api = await request.get("/api/org/members", { headers: MIDDLEWARE_BYPASS, maxRedirects: 0 });
    expect(api.status()).toBe(401);
    expect(await api.json()).toMatchObject({ ok: false, error: { code: "unauthorized" } });
  });

  test("signed-out members API answers 401 JSON", async ({ request }) => {
    const api = await request.get("/api/org/members");
    expect(api.status()).toBe(401);
    expect(api.headers()["content-type"]).toContain("application/json");
    expect(await api.json()).toMatchObject({ ok: false, error: { code: "unauthorized" } });
  });

  test("RSC requests for a protected page signed out get no page data", async ({ request }) => {
    const variants: { url: string; headers: Record<string, string> }[] = [
      { url: "/dashboard?_rsc=1", headers: {} },
      { url: "/dashboard", headers: { RSC: "1" } },
      { url: "/dashboard?_rsc=1", headers: { RSC: "1", "Next-Router-Prefetch": "1" } },
    ];
    for (const { url, headers } of variants) {
      const response = await request.get(url, { headers, maxRedirects: 0 });
      const body = await response.text();
      const label = `${url} ${JSON.stringify(headers)} -> ${response.status()}`;
      expect(body, label).not.toContain("Welcome");
      expect(body, label).not.toContain("account-summary");
      if (response.status() >= 300 && response.status() < 400) {
        expect(new URL(response.headers()["location"] ?? "", "http://localhost").pathname, label).toBe(
          "/signin",
        );
      } else {
        expect(response.status(), label).not.toBe(200);
      }
    }
  });

  test("pages carry a nonce-based CSP that forbids framing, plus nosniff and a referrer policy", async ({
    request,
  }) => {
    const first = await request.get("/signin");
    expect(first.status()).toBe(200);
    const headers = first.headers();
    const csp = headers["content-security-policy"] ?? "";
    expect(csp).toMatch(/script-src [^;]*'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBeTruthy();

    // The nonce is on the page's own scripts, and a new one is made for every response.
    const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
    expect(await first.text()).toContain(`nonce="${nonce}"`);
    const second = await request.get("/signin");
    expect(second.headers()["content-security-policy"]).not.toContain(nonce);
  });

  test("prerendered public pages carry a CSP without a nonce that still forbids framing and foreign scripts", async ({
    request,
  }) => {
    for (const path of ["/", "/pricing", "/blog"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const csp = response.headers()["content-security-policy"] ?? "";
      expect(csp, path).toContain("script-src 'self' 'unsafe-inline'");
      expect(csp, path).not.toContain("nonce-");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("default-src 'self'");
      expect(response.headers()["x-content-type-options"], path).toBe("nosniff");
    }
  });

  test("session cookie set by signing in through the UI is HttpOnly and SameSite=Lax", async ({
    page,
    context,
  }) => {
    await signUpActive(page, {
      name: "Cora Cookie",
      email: `cora-${unique()}@gmail.com`,
      password: PASSWORD,
    });
    const cookies = await context.cookies();
    const session = cookies.find((cookie) => cookie.name === "next-auth.session-token");
    expect(session, JSON.stringify(cookies.map((cookie) => cookie.name))).toBeDefined();
    expect(session!.httpOnly).toBe(true);
    expect(session!.sameSite).toBe("Lax");
    expect(session!.secure).toBe(false); // plain http in this test; https APP_URLs get Secure __Secure- cookies
    expect(await page.evaluate(() => document.cookie)).not.toContain("next-auth.session-token");
  });
});
