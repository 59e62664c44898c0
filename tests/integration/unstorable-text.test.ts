import { describe, expect, it } from "vitest";
import { POST as signUpRoute } from "@/app/api/auth/signup/route";
import { POST as newsletterRoute } from "@/app/api/newsletter/route";
import { GET as runRoute } from "@/app/api/review/runs/[runId]/route";
import { POST as commentRoute } from "@/app/api/review/requests/[requestId]/comments/route";
import { POST as saveFrameworkRoute } from "@/app/api/settings/framework/route";
import { POST as addLinkRoute } from "@/app/api/settings/guidelines/route";
import { attemptSignIn, signInThrottle } from "@/modules/account/server/accounts";
import { get, jsonRequest, randomIp, sessionCookieFor, signUpViaRoute, uniqueDomain } from "./helpers";

// Each of these once answered 500 from PostgreSQL (22021, 22P05) before the wrapper refused them.
const HOSTILE = { nul: "a\u0000b", surrogate: "a\ud800b", lowSurrogate: "\udc00" };

async function expectFieldError(response: Response, field: string) {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { error: { code: string; fields: Record<string, string[]> } };
  expect(body.error.code).toBe("validation_error");
  expect(body.error.fields[field]).toEqual(["validation.invalidCharacters"]);
}

describe("NUL bytes and lone surrogates are field errors, never 500", () => {
  it.each(Object.entries(HOSTILE))("in public forms (%s)", async (_label, text) => {
    await expectFieldError(
      await signUpRoute(
        jsonRequest("/api/auth/signup", {
          name: text,
          email: `x@${uniqueDomain()}`,
          password: "long-enough-1",
        }),
      ),
      "name",
    );
    await expectFieldError(
      await newsletterRoute(jsonRequest("/api/newsletter", { email: `n${text}@example.org` })),
      "email",
    );
  });

  it.each(Object.entries(HOSTILE))(
    "in signed-in forms, nested fields, keys and route params (%s)",
    async (_label, text) => {
      const email = `owner@${uniqueDomain()}`;
      await signUpViaRoute({ email });
      const cookie = await sessionCookieFor(email);
      await expectFieldError(
        await addLinkRoute(
          jsonRequest(
            "/api/settings/guidelines",
            { source: "country", title: "Act", url: "https://example.org", tags: ["ok", text] },
            { headers: { cookie } },
          ),
        ),
        "tags.1",
      );
      await expectFieldError(
        await saveFrameworkRoute(
          jsonRequest(
            "/api/settings/framework",
            { frameworkSettings: [{ source: "other", organization: text }] },
            { headers: { cookie } },
          ),
        ),
        "frameworkSettings.0.organization",
      );
      await expectFieldError(
        await saveFrameworkRoute(
          jsonRequest("/api/settings/framework", { [`k${text}`]: 1 }, { headers: { cookie } }),
        ),
        "_key",
      );
      await expectFieldError(
        await runRoute(get(`/api/review/runs/x`, cookie), { params: Promise.resolve({ runId: text }) }),
        "runId",
      );
      await expectFieldError(
        await commentRoute(
          jsonRequest(`/api/review/requests/${text}/comments`, { body: "hello" }, { headers: { cookie } }),
          { params: Promise.resolve({ requestId: text }) },
        ),
        "requestId",
      );
    },
  );

  it("sign-in with such an email is counted and refused like any wrong address", async () => {
    const ip = randomIp();
    for (const text of Object.values(HOSTILE)) {
      expect(await attemptSignIn(`a${text}@example.org`, "whatever-1", ip)).toEqual({ kind: "invalid" });
      expect(await signInThrottle(`a${text}@example.org`, ip)).toBeNull();
    }
  });
});
