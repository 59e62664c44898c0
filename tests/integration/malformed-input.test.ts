import { NextRequest } from "next/server";
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { describe, expect, it } from "vitest";
import { POST as nextAuthPost } from "@/app/api/auth/[...nextauth]/route";
import { POST as contactRoute } from "@/app/api/contact/route";
import { POST as risksRoute } from "@/app/api/risks/route";
import { POST as dueDiligenceSubmit } from "@/app/api/v1/due-diligence/submit/route";
import { db } from "@/lib/server/db";
import { config as proxyConfig, proxy } from "@/proxy";
import { BASE, jsonRequest, randomIp, signedUpAdmin } from "./helpers";

type ErrorBody = { ok: false; error: { code: string; message: string } };

// Issue 29 item 6: each of these answered 500 from a production build, without signing in.
describe("malformed input is a 4xx, never a 500", () => {
  describe("invalid percent-encoding in a path", () => {
    const BAD = ["/api/review/runs/%FF", "/api/risks/%E0%A4%A/history", "/api/v1/red-flag/status/%ED%A0%80"];

    it.each(BAD)(
      "the proxy runs for %s and answers 400 before Next decodes the route params",
      async (path) => {
        // Next decodes dynamic params while matching the route, after the proxy: a URIError there is its 500.
        expect(unstable_doesMiddlewareMatch({ config: proxyConfig, url: path })).toBe(true);
        const response = await proxy(new NextRequest(`${BASE}${path}`));
        expect(response.status).toBe(400);
        const body = (await response.json()) as ErrorBody;
        expect(body.error.code).toBe("invalid_path");
        expect(body.error.message).toMatch(/percent-encoding/);
      },
    );

    it("pages with a bad encoding get a plain 400 too; well-formed API paths do not run the proxy", async () => {
      expect(unstable_doesMiddlewareMatch({ config: proxyConfig, url: "/review/runs/%FF" })).toBe(true);
      expect((await proxy(new NextRequest(`${BASE}/review/runs/%FF`))).status).toBe(400);
      expect(unstable_doesMiddlewareMatch({ config: proxyConfig, url: "/api/review/runs/abc" })).toBe(false);
      expect(unstable_doesMiddlewareMatch({ config: proxyConfig, url: "/api/review/runs/a%20b" })).toBe(true);
      // A valid encoding passes through untouched (the route answers it).
      const passed = await proxy(new NextRequest(`${BASE}/api/review/runs/a%20b`));
      expect(passed.headers.get("x-middleware-next")).toBe("1");
    });
  });

  describe("a JSON body that is not an object", () => {
    it.each([
      ["null", "null"],
      ["an array", "[]"],
      ["a number", "1"],
      ["a string", '"x"'],
      ["true", "true"],
    ])("POST /api/contact with %s -> 400 validation_error, nothing stored", async (_label, raw) => {
      const before = await db().contactMessage.count();
      const response = await contactRoute(jsonRequest("/api/contact", raw));
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).error.code).toBe("validation_error");
      expect(await db().contactMessage.count()).toBe(before);
    });

    it("signed-in routes and /api/v1 answer the same", async () => {
      const { cookie } = await signedUpAdmin("notobject");
      for (const raw of ["null", "[1,2]", "7"]) {
        const risk = await risksRoute(jsonRequest("/api/risks", raw, { headers: { cookie } }));
        expect(risk.status).toBe(400);
        const v1 = await dueDiligenceSubmit(
          jsonRequest("/api/v1/due-diligence/submit", raw, { headers: { cookie } }),
        );
        expect(v1.status).toBe(400);
        expect(((await v1.json()) as ErrorBody).error.code).toBe("validation_error");
      }
    });

    it("an object body still reaches the schema (the passing case)", async () => {
      const response = await contactRoute(jsonRequest("/api/contact", {}));
      expect(response.status).toBe(400);
      const body = (await response.json()) as ErrorBody & { error: { fields: Record<string, string[]> } };
      expect(Object.keys(body.error.fields)).toContain("email");
    });
  });

  describe("next-auth endpoints", () => {
    const context = (...segments: string[]) => ({ params: Promise.resolve({ nextauth: segments }) });
    const post = (path: string, type: string | null, body: string) =>
      new Request(`${BASE}${path}`, {
        method: "POST",
        headers: { "x-procuros-client-address": randomIp(), ...(type ? { "content-type": type } : {}) },
        body,
      });

    it.each([
      ["callback/credentials", "application/json", "email=a%40b.c&password=x&csrfToken=y"],
      ["callback/credentials", "application/json", "null"],
      ["callback/credentials", "application/json", '{"email":"a@b.c","password":"x"}'],
      ["signout", "application/json", "csrfToken=y"],
      ["signout", "text/plain", "csrfToken=y"],
      ["signin/credentials", "application/json; charset=utf-8", "[]"],
    ])("POST /api/auth/%s as %s -> 415 before next-auth reads it", async (path, type, body) => {
      const response = await nextAuthPost(post(`/api/auth/${path}`, type, body), context(...path.split("/")));
      expect(response.status).toBe(415);
      const parsed = (await response.json()) as ErrorBody;
      expect(parsed.error.code).toBe("unsupported_media_type");
      expect(parsed.error.message).toMatch(/x-www-form-urlencoded/);
    });

    it("a form body over 64 KB -> 413", async () => {
      const body = `csrfToken=${"a".repeat(70 * 1024)}`;
      const response = await nextAuthPost(
        post("/api/auth/signout", "application/x-www-form-urlencoded", body),
        context("signout"),
      );
      expect(response.status).toBe(413);
    });
  });
});
