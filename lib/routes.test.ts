import { describe, expect, it } from "vitest";
import { isProtectedPath, needsNonceCsp, safeCallbackPath, safeRedirectUrl } from "@/lib/routes";
import { prefetchable } from "@/lib/site-pages";

describe("isProtectedPath", () => {
  it.each([
    "/dashboard",
    "/activities",
    "/activities/any-id",
    "/services",
    "/services/ipc_validation",
    "/review",
    "/settings",
    "/health",
  ])("protects %s", (path) => expect(isProtectedPath(path)).toBe(true));
  // The footer's legal and help pages are public on purpose: a visitor reads them before signing up.
  it.each([
    "/",
    "/pricing",
    "/signin",
    "/signup",
    "/blog",
    "/servicesx",
    "/healthz",
    "/api/health",
    "/privacy",
    "/terms",
    "/help",
    "/disclaimer",
  ])("leaves %s public", (path) => {
    expect(isProtectedPath(path)).toBe(false);
  });
});

describe("safeCallbackPath", () => {
  it("keeps same-site paths with their query", () => {
    expect(safeCallbackPath("/settings?tab=members")).toBe("/settings?tab=members");
  });
  it.each([
    "https://evil.example/",
    "//evil.example",
    "/\\evil.example",
    "javascript:alert(1)",
    "",
    null,
    undefined,
    "foo",
    // Open-redirect attacks, as the page receives them once the query string is decoded.
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r/evil.example",
    "/ /evil.example",
    "/\u0000/x",
    "/\u00a0/evil.example",
    "/a/..//evil.example",
    "/./\\evil.example",
    "/\u2028/evil.example",
    `/${"a".repeat(3000)}`,
  ])("replaces %j with the dashboard", (value) => expect(safeCallbackPath(value)).toBe("/dashboard"));

  it("resolves dot segments and keeps query and hash", () => {
    expect(safeCallbackPath("/services/../review?service=x#results")).toBe("/review?service=x#results");
    expect(safeCallbackPath("/")).toBe("/");
  });
});

describe("safeRedirectUrl (next-auth redirect callback)", () => {
  const base = "http://localhost:3000";
  it("keeps same-origin targets", () => {
    expect(safeRedirectUrl("/settings", base)).toBe(`${base}/settings`);
    expect(safeRedirectUrl(`${base}/review?x=1`, base)).toBe(`${base}/review?x=1`);
    expect(safeRedirectUrl(base, base)).toBe(`${base}/`);
  });
  it.each([
    "foo",
    "https://evil.example/",
    `${base}.evil.example/`,
    "//evil.example",
    "/\t/evil.example",
    "",
    "http://localhost:3001/x",
  ])("never throws and never leaves the site for %j", (url) =>
    expect(safeRedirectUrl(url, base)).toBe(`${base}/dashboard`),
  );
});

describe("CSP kind per page", () => {
  it("gives sign-in and signed-in pages the nonce policy, and prerendered public pages the static one", () => {
    for (const path of [
      "/signin",
      "/signup",
      "/dashboard",
      "/services/ipc_validation",
      // Rendered per request with a member's data (prefilled email, app header).
      "/help",
      "/test/throw",
    ]) {
      expect(needsNonceCsp(path), path).toBe(true);
    }
    for (const path of [
      "/",
      // Prerendered legal pages: a nonce could not reach their inline scripts.
      "/privacy",
      "/terms",
      "/disclaimer",
      "/helpx",
      "/pricing",
      "/contact",
      "/blog",
      "/blog/rag-technology-procurement",
      "/api",
      "/docs",
      "/no-such-page",
    ]) {
      expect(needsNonceCsp(path), path).toBe(false);
    }
  });
});

describe("prefetchable", () => {
  it("prefetches light public pages only", () => {
    expect(prefetchable("/pricing")).toBe(true);
    expect(prefetchable("/blog/kenya-ppada-framework-guide")).toBe(true);
    expect(prefetchable("/#features")).toBe(true);
    expect(prefetchable("/contact")).toBe(false);
    expect(prefetchable("/signup?plan=standard")).toBe(false);
    expect(prefetchable("/privacy")).toBe(true);
    expect(prefetchable("/help")).toBe(false);
    expect(prefetchable("/services")).toBe(false);
  });
});

describe("upload origins for the CSP", () => {
  it("none for local storage; the endpoint and the bucket host for S3", async () => {
    const { uploadOrigins } = await import("@/lib/upload-origins");
    expect(uploadOrigins({ STORAGE_DRIVER: "local", S3_REGION: "us-east-1" })).toEqual([]);
    expect(uploadOrigins({ STORAGE_DRIVER: "s3", S3_BUCKET: "docs", S3_REGION: "eu-west-1" })).toEqual([
      "https://s3.eu-west-1.amazonaws.com",
      "https://docs.s3.eu-west-1.amazonaws.com",
    ]);
    expect(
      uploadOrigins({
        STORAGE_DRIVER: "s3",
        S3_BUCKET: "docs",
        S3_REGION: "us-east-1",
        S3_ENDPOINT: "http://127.0.0.1:9000",
      }),
    ).toEqual(["http://127.0.0.1:9000", "http://docs.127.0.0.1:9000"]);
  });
});

describe("HSTS, so TLS cannot be stripped on a later visit", () => {
  it("is sent for an https APP_URL only", async () => {
    const { strictTransportSecurity } = await import("@/lib/transport-security");
    expect(strictTransportSecurity("https://procuros.example")).toBe("max-age=63072000; includeSubDomains");
    expect(strictTransportSecurity("HTTPS://procuros.example/")).toMatch(/^max-age=/);
    expect(strictTransportSecurity("http://localhost:3000")).toBeNull();
  });
});
