import { describe, expect, it } from "vitest";
import { GET as getSetting, PUT as putSetting } from "@/app/api/settings/language-model/route";
import { db } from "@/lib/server/db";
import { get, jsonRequest, membershipOf, sessionCookieFor, signUpViaRoute, uniqueDomain } from "./helpers";

/**
 * A saved API key follows its server (S36): PUT /api/settings/language-model with a new baseUrl and no key used to
 * keep the stored key (hasKey: true), so an admin session, or a stolen one, could send it to any host.
 */
const HOST = "https://llm.invalid-procuros-test.org";

describe("the language model key follows its endpoint's host", () => {
  it("same server keeps the key; another host or port drops it until the admin enters it again", async () => {
    const email = `llm-key@${uniqueDomain("llm-key-host")}`;
    await signUpViaRoute({ email });
    const cookie = await sessionCookieFor(email);
    const { orgId } = await membershipOf(email);
    const put = async (endpoint: Record<string, string>) => {
      const response = await putSetting(
        jsonRequest("/api/settings/language-model", { endpoint }, { method: "PUT", headers: { cookie } }),
      );
      const body = await response.json();
      expect(response.status, JSON.stringify(body)).toBe(200);
      return body.languageModel.endpoint as { baseUrl: string; hasKey: boolean };
    };
    const storedKey = async () =>
      (await db().org.findUniqueOrThrow({ where: { id: orgId }, select: { languageModelKey: true } }))
        .languageModelKey;

    expect(await put({ baseUrl: `${HOST}/v1`, model: "m", apiKey: "sk-secret" })).toMatchObject({
      hasKey: true,
    });
    // The same server: a new model name or path keeps the key.
    expect(await put({ baseUrl: `${HOST}/v1`, model: "m2" })).toMatchObject({ hasKey: true });
    expect(await put({ baseUrl: `${HOST}/openai/v1`, model: "m2" })).toMatchObject({ hasKey: true });

    // Another host: the key is gone, in the answer and in the database.
    expect(
      await put({ baseUrl: "https://collector.invalid-procuros-test.org/v1", model: "m2" }),
    ).toMatchObject({
      hasKey: false,
    });
    expect(await storedKey()).toBeNull();
    const setting = await (await getSetting(get("/api/settings/language-model", cookie))).json();
    expect(setting.languageModel.endpoint.hasKey).toBe(false);

    // The admin enters it again for the new host; a port change drops it as well.
    expect(
      await put({ baseUrl: "https://collector.invalid-procuros-test.org/v1", model: "m2", apiKey: "sk-new" }),
    ).toMatchObject({ hasKey: true });
    expect(
      await put({ baseUrl: "https://collector.invalid-procuros-test.org:8443/v1", model: "m2" }),
    ).toMatchObject({
      hasKey: false,
    });

    const audit = await db().auditEvent.findMany({
      where: { orgId, action: "settings.language_model" },
      orderBy: { createdAt: "asc" },
      select: { detail: true },
    });
    expect(audit.filter((event) => (event.detail as { keyDropped?: boolean }).keyDropped)).toHaveLength(2);
  });
});
