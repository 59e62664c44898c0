import { spawn, type ChildProcess } from "node:child_process";
import { expect, request as playwrightRequest, test } from "@playwright/test";
import { PASSWORD, signIn, signUpActive, unique, waitForHydration } from "./helpers";

// Session replay, open redirects and throttle evasion sent again to the production build (the other attacks are
// integration tests).

test.describe("session replay and open redirects against the production build", () => {
  test("a session token replayed after sign-out answers 401", async ({ page, context, playwright }) => {
    const domain = `replay-${unique()}.example.com`;
    await signUpActive(page, { name: "Replay Target", email: `owner@${domain}`, password: PASSWORD });
    const token = (await context.cookies()).find((cookie) => cookie.name.endsWith("next-auth.session-token"));
    expect(token).toBeTruthy();
    const stolen = `${token!.name}=${token!.value}`;
    const attacker = await playwright.request.newContext({
      baseURL: page.url().replace(/\/dashboard$/, ""),
      extraHTTPHeaders: { cookie: stolen },
    });
    expect((await attacker.get("/api/org/members")).status()).toBe(200);

    await waitForHydration(page, '[data-testid="user-menu"]');
    await page.getByTestId("user-menu").click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);

    expect((await attacker.get("/api/org/members")).status()).toBe(401);
    const pageReplay = await attacker.get("/dashboard", { maxRedirects: 0 });
    expect([302, 303, 307]).toContain(pageReplay.status());
    await attacker.dispose();
  });

  test("callbackUrl never leaves the site and never answers 500", async ({ page, request }) => {
    for (const callbackUrl of [
      "/%09/evil.example",
      "%2F%0A%2Fevil.example",
      "//evil.example",
      "foo",
      "/%5Cevil.example",
      "https://evil.example/",
    ]) {
      const response = await request.get(`/signin?callbackUrl=${callbackUrl}`, { maxRedirects: 0 });
      expect(response.status(), callbackUrl).toBe(200);
      // The form's destination is the dashboard (the raw query may still appear in the page's own route data).
      expect(await response.text(), callbackUrl).toMatch(/callbackUrl\\?":\\?"\/dashboard\\?"/);
    }
    for (const path of [
      "/api/auth/signin?callbackUrl=foo",
      "/api/auth/signin?callbackUrl=%0a",
      "/api/auth/signin?callbackUrl=/%09/evil.example",
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBeLessThan(500);
      expect(response.headers()["location"] ?? "", path).not.toContain("evil.example");
    }

    // Signed in, the attack link lands on the dashboard of this site.
    const domain = `redirect-${unique()}.example.com`;
    await signUpActive(page, { name: "Redirect Target", email: `owner@${domain}`, password: PASSWORD });
    await page.goto("/signin?callbackUrl=/%09/evil.example");
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/dashboard$/);

    // And through next-auth's own callback: a sign-in posted with callbackUrl=foo goes to the site, not a 500.
    await page.context().clearCookies();
    // Typed into the form, "/%09/evil.example" is a literal path of this site (a 404 here), never another host.
    await signIn(page, `owner@${domain}`, PASSWORD, "/%09/evil.example");
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/%09\/evil\.example$/);
    const csrf = (await (await page.request.get("/api/auth/csrf")).json()) as { csrfToken: string };
    const posted = await page.request.post("/api/auth/callback/credentials", {
      form: {
        email: `owner@${domain}`,
        password: PASSWORD,
        csrfToken: csrf.csrfToken,
        callbackUrl: "foo",
        json: "true",
      },
      maxRedirects: 0,
    });
    expect(posted.status()).toBeLessThan(500);
    expect(JSON.stringify(await posted.json())).not.toContain("evil");
  });
});

/**
 * S27 needs a server that trusts no proxy (the suite's own server trusts one hop so its tests can stand in for
 * a proxy): a second `next start` of the same build on an in-memory database.
 */
test.describe("throttles without a trusted proxy", () => {
  const PORT = Number(process.env.E2E_PORT ?? 3100) + 7;
  let server: ChildProcess | null = null;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = spawn("npx", ["next", "start", "-p", String(PORT)], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATA_DIR: "memory://",
        DATABASE_URL: "",
        APP_URL: `http://localhost:${PORT}`,
        TRUST_PROXY: "",
        ENABLE_TEST_ROUTES: "",
      },
      stdio: "ignore",
      detached: true,
    });
    const deadline = Date.now() + 100_000;
    for (;;) {
      const healthy = await fetch(`http://localhost:${PORT}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) break;
      if (Date.now() > deadline) throw new Error("second server did not start");
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  });

  test.afterAll(() => {
    if (server?.pid) process.kill(-server.pid, "SIGTERM");
  });

  test("rotating X-Forwarded-For does not escape the sign-up throttle (10 per hour per address)", async () => {
    const api = await playwrightRequest.newContext({ baseURL: `http://localhost:${PORT}` });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await api.post("/api/auth/signup", {
        headers: {
          "x-forwarded-for": `203.0.113.${i + 1}`,
          "x-real-ip": `198.51.100.${i + 1}`,
          "x-procuros-client-address": `192.0.2.${i + 1}`,
        },
        data: {
          name: "Flood",
          email: `flood${i}@flood-${unique()}.example.com`,
          password: "long-enough-1",
          role: "practitioner",
          plan: "starter",
        },
      });
      statuses.push(response.status());
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    await api.dispose();
  });
});
