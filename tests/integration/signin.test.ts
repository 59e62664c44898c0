import { describe, expect, it } from "vitest";
import { POST as nextAuthPost } from "@/app/api/auth/[...nextauth]/route";
import { attemptSignIn, signInThrottle } from "@/modules/account/server/accounts";
import { db } from "@/lib/server/db";
import { randomIp, signUpViaRoute, uniqueDomain } from "./helpers";

const PASSWORD = "owner-password-1";

async function owner() {
  const email = `owner@${uniqueDomain()}`;
  await signUpViaRoute({ email, password: PASSWORD });
  return email;
}

describe("sign-in", () => {
  it("accepts the right password, case-insensitively on the email", async () => {
    const email = await owner();
    const result = await attemptSignIn(email.toUpperCase(), PASSWORD, randomIp());
    expect(result.kind).toBe("ok");
    if (result.kind === "ok") expect(result.user.email).toBe(email);
  });

  it("answers an unknown email exactly like a wrong password, so accounts cannot be enumerated", async () => {
    const email = await owner();
    const ip = randomIp();
    expect(await attemptSignIn(email, "wrong-password", ip)).toEqual({ kind: "invalid" });
    expect(await attemptSignIn(`nobody@${uniqueDomain()}`, "wrong-password", ip)).toEqual({
      kind: "invalid",
    });
  });

  it("throttles 20 bad passwords in a minute, and the owner can sign in later", async () => {
    const email = await owner();
    const attacker = randomIp();
    const results: string[] = [];
    for (let i = 0; i < 20; i++) results.push((await attemptSignIn(email, `guess-${i}`, attacker)).kind);
    expect(results.slice(0, 10).every((kind) => kind === "invalid")).toBe(true);
    expect(results.slice(10).every((kind) => kind === "throttled")).toBe(true);
    // Even the right password is refused from the throttled address while the window lasts...
    expect((await attemptSignIn(email, PASSWORD, attacker)).kind).toBe("throttled");
    expect(await signInThrottle(email, attacker)).toBeGreaterThan(0);

    // ...and the route answers a real 429 that next-auth's client can read.
    const form = new URLSearchParams({ email, password: PASSWORD, csrfToken: "x", json: "true" });
    const response = await nextAuthPost(
      new Request("http://localhost:3000/api/auth/callback/credentials", {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "x-procuros-client-address": attacker,
        },
        body: form,
      }),
      { params: Promise.resolve({ nextauth: ["callback", "credentials"] }) },
    );
    expect(response.status).toBe(429);
    const body = await response.json();
    expect(body.error.code).toBe("rate_limited");
    expect(new URL(body.url).searchParams.get("error")).toBe("throttled");

    // The owner, from their own address, is not locked out.
    expect((await attemptSignIn(email, PASSWORD, randomIp())).kind).toBe("ok");

    // Once the window has passed, the throttled address works again.
    await db().rateLimitBucket.updateMany({
      where: { key: { contains: attacker } },
      data: { windowStart: new Date(Date.now() - 60 * 60_000) },
    });
    expect((await attemptSignIn(email, PASSWORD, attacker)).kind).toBe("ok");
  });

  it("refuses rejected members", async () => {
    const domain = uniqueDomain();
    await signUpViaRoute({ email: `admin@${domain}` });
    await signUpViaRoute({ email: `late@${domain}`, password: PASSWORD });
    await db().membership.updateMany({
      where: { user: { email: `late@${domain}` } },
      data: { status: "rejected" },
    });
    expect((await attemptSignIn(`late@${domain}`, PASSWORD, randomIp())).kind).toBe("rejected");
  });
});
