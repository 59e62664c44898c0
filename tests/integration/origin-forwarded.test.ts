import { describe, expect, it } from "vitest";
import { PUT as putSetting } from "@/app/api/settings/language-model/route";
import { env } from "@/lib/server/env";
import { BASE, jsonRequest, sessionCookieFor, signUpViaRoute, uniqueDomain } from "./helpers";

describe("cross-site writes with forged forwarded headers (TRUST_PROXY off)", () => {
  it("Origin: https://evil.example with X-Forwarded-Host: evil.example is refused (403); our own origin passes", async () => {
    expect(env.TRUST_PROXY).toBe(0);
    const email = `origin@${uniqueDomain("origin-forwarded")}`;
    await signUpViaRoute({ email });
    const cookie = await sessionCookieFor(email);
    const put = (headers: Record<string, string>) =>
      putSetting(
        jsonRequest(
          "/api/settings/language-model",
          { enabled: false },
          { method: "PUT", headers: { cookie, ...headers } },
        ),
      );

    const forged = await put({
      origin: "https://evil.example",
      host: new URL(BASE).host,
      "x-forwarded-host": "evil.example",
      "x-forwarded-proto": "https",
    });
    expect(forged.status).toBe(403);
    expect((await forged.json()).error.message).toBe("Cross-site request refused.");

    const own = await put({ origin: BASE, host: new URL(BASE).host });
    expect(own.status, await own.clone().text()).toBe(200);
  });
});
