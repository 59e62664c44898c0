import { describe, expect, it } from "vitest";
import { POST as signUpRoute } from "@/app/api/auth/signup/route";
import { attemptSignIn } from "@/modules/account/server/accounts";
import { db } from "@/lib/server/db";
import { deriveOrgId } from "@/modules/account/lib/org-id";
import { jsonRequest, membershipOf, randomIp, signUpViaRoute, uniqueDomain } from "./helpers";

describe("POST /api/auth/signup", () => {
  it("creates the user, the org of the domain, and makes the first user its admin", async () => {
    const domain = uniqueDomain();
    const email = `Ann.Admin@${domain.toUpperCase()}`;
    const result = await signUpViaRoute({ name: "Ann Admin", email, role: "oversight", plan: "standard" });
    expect(result).toEqual({ status: 201, body: { ok: true } });

    const user = await db().user.findUniqueOrThrow({ where: { email: email.toLowerCase() } });
    expect(user).toMatchObject({ name: "Ann Admin", role: "oversight", plan: "standard" });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    const membership = await membershipOf(user.email);
    expect(membership).toMatchObject({ role: "admin", status: "active" });
    const org = await db().org.findUniqueOrThrow({ where: { id: membership.orgId } });
    expect(org).toMatchObject({ domain, personal: false });
    expect([deriveOrgId(domain), org.id]).toContain(org.id);
  });

  it("makes later users of the same domain pending members", async () => {
    const domain = uniqueDomain();
    await signUpViaRoute({ email: `first@${domain}` });
    const second = await signUpViaRoute({ email: `second@${domain}` });
    expect(second.status).toBe(201);
    const [a, b] = await Promise.all([membershipOf(`first@${domain}`), membershipOf(`second@${domain}`)]);
    expect(b).toMatchObject({ orgId: a.orgId, role: "member", status: "pending" });
    expect((await attemptSignIn(`second@${domain}`, "correct-horse-1", randomIp())).kind).toBe("pending");
  });

  it("gives public-mail users separate personal orgs, each its own admin", async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    await signUpViaRoute({ email: `x.${tag}@gmail.com` });
    await signUpViaRoute({ email: `y.${tag}@gmail.com` });
    const [x, y] = await Promise.all([
      membershipOf(`x.${tag}@gmail.com`),
      membershipOf(`y.${tag}@gmail.com`),
    ]);
    expect(x.orgId).not.toBe(y.orgId);
    expect(x).toMatchObject({ role: "admin", status: "active" });
    expect(y).toMatchObject({ role: "admin", status: "active" });
  });

  it("answers a duplicate sign-up exactly like a new one and changes nothing, so accounts cannot be enumerated", async () => {
    const email = `dup@${uniqueDomain()}`;
    const first = await signUpViaRoute({ email, name: "Original", password: "original-pass-1" });
    const again = await signUpViaRoute({ email, name: "Impostor", password: "impostor-pass-1" });
    expect(again).toEqual(first);
    expect(await db().user.count({ where: { email } })).toBe(1);
    expect((await db().user.findUniqueOrThrow({ where: { email } })).name).toBe("Original");
    expect((await attemptSignIn(email, "original-pass-1", randomIp())).kind).toBe("ok");
    expect((await attemptSignIn(email, "impostor-pass-1", randomIp())).kind).toBe("invalid");
  });

  it("lets only one of two simultaneous first users of a domain become admin", async () => {
    const domain = uniqueDomain();
    const results = await Promise.all([
      signUpViaRoute({ email: `a@${domain}` }),
      signUpViaRoute({ email: `b@${domain}` }),
    ]);
    expect(results.map((r) => r.status)).toEqual([201, 201]);
    const roles = (await Promise.all([membershipOf(`a@${domain}`), membershipOf(`b@${domain}`)]))
      .map((m) => m.role)
      .sort();
    expect(roles).toEqual(["admin", "member"]);
  });

  it("uses the fallback id when another domain already holds the derived id", async () => {
    const suffix = Math.random().toString(36).slice(2, 6);
    // Same first 9 bytes -> same spec id.
    const first = `procureme${suffix}.org`;
    const second = `procureme${suffix}.com`;
    await signUpViaRoute({ email: `a@${first}` });
    await signUpViaRoute({ email: `b@${second}` });
    const [a, b] = await Promise.all([membershipOf(`a@${first}`), membershipOf(`b@${second}`)]);
    expect(a.orgId).not.toBe(b.orgId);
    expect(b).toMatchObject({ role: "admin", status: "active" });
  });

  describe("bad input gets a clear error and creates nothing", () => {
    const valid = () => ({
      name: "Bad Input",
      email: `bad-${Math.random().toString(36).slice(2)}@${uniqueDomain()}`,
      password: "long-enough-1",
    });

    async function expectNothingCreated(email: string) {
      expect(await db().user.count({ where: { email } })).toBe(0);
    }

    it.each([
      ["an invalid email", { email: '"a@evil.com"@victim.com' }, "email"],
      ["a fullwidth at sign", { email: "a＠victim.com" }, "email"],
      ["a short password", { password: "short" }, "password"],
      ["an unknown role", { role: "admin" }, "role"],
      ["an unknown plan", { plan: "platinum" }, "plan"],
      ["an empty name", { name: "   " }, "name"],
    ])("400 for %s with field errors", async (_label, override, field) => {
      const input = { ...valid(), ...override };
      const response = await signUpRoute(jsonRequest("/api/auth/signup", input));
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.ok).toBe(false);
      expect(body.error.code).toBe("validation_error");
      expect(Object.keys(body.error.fields)).toContain(field);
      await expectNothingCreated(String(input.email).toLowerCase());
    });

    it("400 for mass-assignment fields such as orgId and an admin role", async () => {
      const input = { ...valid(), orgId: "someoneelse1", isAdmin: true };
      const response = await signUpRoute(jsonRequest("/api/auth/signup", input));
      expect(response.status).toBe(400);
      expect((await response.json()).error.fields._).toBeDefined();
      await expectNothingCreated(input.email);
    });

    it("400 for a line break in the name (header injection)", async () => {
      const result = await signUpViaRoute({
        name: "Eve\r\nBcc: victim@example.com",
        email: `eve@${uniqueDomain()}`,
      });
      expect(result.status).toBe(400);
      expect(result.body.error.fields.name).toEqual(["validation.singleLine"]);
    });

    it("415 for a non-JSON content type", async () => {
      const input = valid();
      const response = await signUpRoute(
        jsonRequest("/api/auth/signup", JSON.stringify(input), { headers: { "content-type": "text/plain" } }),
      );
      expect(response.status).toBe(415);
      expect((await response.json()).error.code).toBe("unsupported_media_type");
      await expectNothingCreated(input.email);
    });

    it("400 for malformed JSON", async () => {
      const response = await signUpRoute(jsonRequest("/api/auth/signup", "{not json"));
      expect(response.status).toBe(400);
      expect((await response.json()).error.code).toBe("invalid_json");
    });

    it("413 for a 30 MB body, declared or not", async () => {
      const huge = JSON.stringify({ ...valid(), name: "x".repeat(30 * 1024 * 1024) });
      const declared = await signUpRoute(
        jsonRequest("/api/auth/signup", huge, { headers: { "content-length": String(huge.length) } }),
      );
      expect(declared.status).toBe(413);
      const undeclared = await signUpRoute(jsonRequest("/api/auth/signup", huge));
      expect(undeclared.status).toBe(413);
    });

    it("403 for a cross-site Origin (CSRF)", async () => {
      const input = valid();
      const response = await signUpRoute(
        jsonRequest("/api/auth/signup", input, { headers: { origin: "https://evil.example" } }),
      );
      expect(response.status).toBe(403);
      await expectNothingCreated(input.email);
    });

    it("accepts its own Origin", async () => {
      const input = valid();
      const response = await signUpRoute(
        jsonRequest("/api/auth/signup", input, {
          headers: { origin: "http://localhost:3000", host: "localhost:3000" },
        }),
      );
      expect(response.status).toBe(201);
    });
  });

  it("throttles sign-ups per address with 429 and Retry-After", async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await signUpRoute(
        jsonRequest(
          "/api/auth/signup",
          { name: "Flood", email: `flood${i}@${uniqueDomain()}`, password: "long-enough-1" },
          { headers: { "x-procuros-client-address": ip } },
        ),
      );
      statuses.push(response.status);
      if (response.status === 429) expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
