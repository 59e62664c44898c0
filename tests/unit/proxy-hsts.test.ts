import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";

async function proxyWith(appUrl: string) {
  vi.resetModules();
  vi.stubEnv("APP_URL", appUrl);
  vi.stubEnv("AUTH_SECRET", "a-test-secret-that-is-long-enough-1234");
  return (await import("@/proxy")).proxy;
}

describe("proxy sends HSTS when the app is served over https, so TLS cannot be stripped on a later visit", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("on public pages and on the sign-in redirect", async () => {
    const proxy = await proxyWith("https://procuros.example");
    const page = await proxy(new NextRequest("https://procuros.example/pricing"));
    expect(page.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    const redirect = await proxy(new NextRequest("https://procuros.example/dashboard"));
    expect(redirect.status).toBe(307);
    expect(redirect.headers.get("strict-transport-security")).toMatch(/^max-age=63072000/);
  });

  it("not on http", async () => {
    const proxy = await proxyWith("http://localhost:3000");
    const page = await proxy(new NextRequest("http://localhost:3000/pricing"));
    expect(page.headers.get("strict-transport-security")).toBeNull();
  });
});
