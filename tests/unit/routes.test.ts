import { describe, expect, it } from "vitest";
import { isProtectedPath, safeCallbackPath } from "@/lib/routes";

describe("isProtectedPath", () => {
  it.each(["/dashboard", "/services", "/services/ipc_validation", "/review", "/settings", "/health", "/privacy", "/terms", "/help", "/disclaimer"])(
    "protects %s",
    (path) => expect(isProtectedPath(path)).toBe(true),
  );
  it.each(["/", "/pricing", "/signin", "/signup", "/blog", "/servicesx", "/healthz", "/api/health"])("leaves %s public", (path) => {
    expect(isProtectedPath(path)).toBe(false);
  });
});

describe("safeCallbackPath", () => {
  it("keeps same-site paths with their query", () => {
    expect(safeCallbackPath("/settings?tab=members")).toBe("/settings?tab=members");
  });
  it.each(["https://evil.example/", "//evil.example", "/\\evil.example", "javascript:alert(1)", "", null, undefined])(
    "replaces %j with the dashboard",
    (value) => expect(safeCallbackPath(value)).toBe("/dashboard"),
  );
});
