import { describe, expect, it } from "vitest";
import { isSameOrigin } from "@/lib/server/api/origin";

const APP = "https://procuros.example";
const check = (headers: Record<string, string>, trustProxy: boolean | number) =>
  isSameOrigin(new Headers(headers), Number(trustProxy), APP);

describe("the cross-site check trusts forwarded headers only under TRUST_PROXY", () => {
  it("without a trusted proxy, X-Forwarded-Host cannot vouch for a foreign Origin", () => {
    const attack = {
      origin: "https://evil.example",
      host: "procuros.example",
      "x-forwarded-host": "evil.example",
    };
    expect(check(attack, false)).toBe(false);
    expect(check({ ...attack, "x-forwarded-proto": "https" }, false)).toBe(false);
    // The app's own origin, by APP_URL or by Host, still passes.
    expect(check({ origin: APP, host: "internal:3000" }, false)).toBe(true);
    expect(check({ origin: "http://10.0.0.5:3000", host: "10.0.0.5:3000" }, false)).toBe(true);
    expect(check({ origin: "https://evil.example", host: "procuros.example" }, false)).toBe(false);
  });

  it("behind a trusted proxy, the forwarded host and scheme are the request's", () => {
    const proxied = { host: "app:3000", "x-forwarded-host": "portal.example", "x-forwarded-proto": "https" };
    expect(check({ ...proxied, origin: "https://portal.example" }, true)).toBe(true);
    expect(check({ ...proxied, origin: "http://portal.example" }, true)).toBe(false);
    expect(check({ ...proxied, origin: "https://evil.example" }, true)).toBe(false);
    // Two trusted proxies that append: the outer one's value (two from the right) is what the browser addressed.
    expect(
      check(
        {
          host: "app:3000",
          "x-forwarded-host": "portal.example, app:3000",
          origin: "https://portal.example",
        },
        2,
      ),
    ).toBe(true);
  });

  it("behind a proxy that appends, a value the client put first cannot vouch for a foreign Origin", () => {
    // TRUST_PROXY=1: the client sent X-Forwarded-Host: evil.example, the proxy appended the host it was reached at.
    const appended = {
      host: "app:3000",
      "x-forwarded-host": "evil.example, portal.example",
      "x-forwarded-proto": "http, https",
    };
    expect(check({ ...appended, origin: "https://evil.example" }, 1)).toBe(false);
    expect(check({ ...appended, origin: "http://evil.example" }, 1)).toBe(false);
    expect(check({ ...appended, origin: "https://portal.example" }, 1)).toBe(true);
    // More values than trusted hops, several forged: still the one TRUST_PROXY hops from the right.
    const twoProxies = {
      host: "app:3000",
      "x-forwarded-host": "evil.example, x.example, portal.example, app:3000",
    };
    expect(check({ ...twoProxies, origin: "https://evil.example" }, 2)).toBe(false);
    expect(check({ ...twoProxies, origin: "https://portal.example" }, 2)).toBe(true);
  });

  it("no Origin: refused only when the browser says the request is cross-site; a bad Origin is refused", () => {
    expect(check({}, false)).toBe(true);
    expect(check({ "sec-fetch-site": "cross-site" }, false)).toBe(false);
    expect(check({ origin: "null" }, true)).toBe(false);
  });
});
