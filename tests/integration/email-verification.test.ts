import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.SMTP_URL = "";
});

import { POST as emailRoute } from "@/app/api/email/route";
import { POST as resendRoute } from "@/app/api/me/verify-email/route";
import { sessionUserFromCookieHeader } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db";
import { confirmEmailVerification, VERIFY_PATH } from "@/modules/account/server/verification";
import { VERIFICATION_TTL_MS } from "@/modules/account/server/verification-token";
import { storedReviewRun } from "./email-support";
import { jsonRequest, sessionCookieFor, signUpViaRoute } from "./helpers";

const newAddress = () => `verify-${randomUUID().slice(0, 12)}@gmail.com`;
const verificationEmails = (email: string) =>
  db().emailMessage.findMany({
    where: { to: { has: email }, kind: "email_verification" },
    orderBy: { createdAt: "asc" },
  });
const verifiedAt = async (email: string) =>
  (await db().user.findUniqueOrThrow({ where: { email }, select: { emailVerifiedAt: true } }))
    .emailVerifiedAt;

/** The token of the link in an email's text, as a mail client would show it. */
function tokenIn(text: string): string {
  const link = text.match(/https?:\/\/\S+\/verify-email\?token=(\S+)/);
  expect(link, text).not.toBeNull();
  return link![1]!;
}

const resend = (cookie: string) =>
  resendRoute(
    new Request("http://localhost:3000/api/me/verify-email", { method: "POST", headers: { cookie } }),
  );

describe("email verification", () => {
  it("queues a fixed verification email at sign-up whose link sets emailVerifiedAt", async () => {
    const email = newAddress();
    await signUpViaRoute({ email, name: "<b>Click https://phish.example</b>" });
    expect(await verifiedAt(email)).toBeNull();
    const [mail, ...more] = await verificationEmails(email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      status: "queued",
      subject: "Verify your email address for Procuros",
      to: [email],
    });
    // Nothing the person signing up typed is echoed to the address.
    expect(mail!.text).not.toContain("phish");
    expect(mail!.html).not.toContain("phish");
    expect(mail!.text).toContain(`${VERIFY_PATH}?token=`);

    const token = tokenIn(mail!.text);
    expect(await confirmEmailVerification(token)).toBe("verified");
    const at = await verifiedAt(email);
    expect(at).toBeInstanceOf(Date);
    // Opening it again changes nothing.
    expect(await confirmEmailVerification(token)).toBe("already_verified");
    expect(await verifiedAt(email)).toEqual(at);
  });

  it("refuses a tampered, expired, foreign or malformed token", async () => {
    const email = newAddress();
    await signUpViaRoute({ email });
    const token = tokenIn((await verificationEmails(email))[0]!.text);
    const [payload, signature] = token.split(".") as [string, string];
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString());

    const other = newAddress();
    await signUpViaRoute({ email: other });
    const otherId = (await db().user.findUniqueOrThrow({ where: { email: other }, select: { id: true } })).id;
    const retargeted = Buffer.from(JSON.stringify({ ...claims, u: otherId })).toString("base64url");
    const extended = Buffer.from(JSON.stringify({ ...claims, x: claims.x + 365 * 86400 })).toString(
      "base64url",
    );
    const flipped = `${signature.slice(0, 10)}${signature[10] === "A" ? "B" : "A"}${signature.slice(11)}`;
    for (const bad of [
      `${retargeted}.${signature}`,
      `${extended}.${signature}`,
      `${payload}.${flipped}`,
      `${payload}.`,
      "",
      "not-a-token",
      `${token}x`,
    ]) {
      expect(await confirmEmailVerification(bad), bad).toBe("invalid");
    }
    expect(await confirmEmailVerification(token, new Date(Date.now() + VERIFICATION_TTL_MS + 60_000))).toBe(
      "expired",
    );
    expect(await confirmEmailVerification(undefined)).toBe("invalid");
    expect(await verifiedAt(email)).toBeNull();
    expect(await verifiedAt(other)).toBeNull();

    // A link sent to an address the account no longer has does not verify the new one.
    await db().user.update({ where: { email }, data: { email: `moved-${email}` } });
    expect(await confirmEmailVerification(token)).toBe("invalid");
    expect(await verifiedAt(`moved-${email}`)).toBeNull();
  });

  it("sends nothing on a duplicate sign-up", async () => {
    const email = newAddress();
    await signUpViaRoute({ email });
    await signUpViaRoute({ email, password: "another-password-1" });
    expect(await verificationEmails(email)).toHaveLength(1);
  });

  it("resends the link to the user's own address on request, 5 a day, and not once verified", async () => {
    const email = newAddress();
    await signUpViaRoute({ email });
    const cookie = await sessionCookieFor(email);
    for (let i = 0; i < 5; i++) {
      const response = await resend(cookie);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true, status: "sent" });
    }
    const throttled = await resend(cookie);
    expect(throttled.status).toBe(429);
    const mails = await verificationEmails(email);
    expect(mails).toHaveLength(6);
    // Any of the links works; afterwards a resend sends nothing and is not throttled.
    expect(await confirmEmailVerification(tokenIn(mails.at(-1)!.text))).toBe("verified");
    expect(await (await resend(cookie)).json()).toEqual({ ok: true, status: "already_verified" });
    expect(await verificationEmails(email)).toHaveLength(6);

    expect(
      (await resendRoute(new Request("http://localhost:3000/api/me/verify-email", { method: "POST" })))
        .status,
    ).toBe(401);
    expect(
      (
        await resendRoute(
          new Request("http://localhost:3000/api/me/verify-email", {
            method: "POST",
            headers: { cookie, origin: "https://evil.example" },
          }),
        )
      ).status,
    ).toBe(403);
  });

  it("lets an account email outside its org once the link is opened", async () => {
    const email = newAddress();
    await signUpViaRoute({ email });
    const cookie = await sessionCookieFor(email);
    const user = (await sessionUserFromCookieHeader(cookie))!;
    const runId = await storedReviewRun(user);
    const body = { to: ["partner@example.org"], runId };
    const post = () => emailRoute(jsonRequest("/api/email", body, { headers: { cookie } }));
    expect((await post()).status).toBe(403);
    expect(await confirmEmailVerification(tokenIn((await verificationEmails(email))[0]!.text))).toBe(
      "verified",
    );
    const sent = await post();
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({ status: "queued", to: ["partner@example.org"] });
  });
});
