import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { POST as contactRoute } from "@/app/api/contact/route";
import { db } from "@/lib/server/db";
import { jsonRequest } from "./helpers";

// The public contact form mailed a copy of the sender's text to whatever address
// they typed (40 copies reached one victim). Now the confirmation is a fixed text, once per mailbox and day.

const ATTACK = {
  name: "Prize Desk http://phish.example",
  subject: "Other",
  message: "You won! Claim at https://phish.example/claim — reply with your bank details.",
};
const submit = (email: string, extra: Record<string, string> = {}) =>
  contactRoute(jsonRequest("/api/contact", { ...ATTACK, email, ...extra }));
const confirmationsTo = (mailboxes: string[]) =>
  db().emailMessage.findMany({ where: { kind: "contact_confirmation", to: { hasSome: mailboxes } } });

describe("contact confirmations are no relay: nothing the sender typed reaches the address they name", () => {
  it("sends one fixed confirmation for 40 submissions naming one victim, and still stores and forwards each message", async () => {
    const victim = `victim-${randomUUID().slice(0, 8)}@example.org`;
    // From 40 addresses (jsonRequest stamps a random client address), so the per-address throttle is not what stops it.
    const answers = await Promise.all(Array.from({ length: 40 }, () => submit(victim)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(201));

    const confirmations = await confirmationsTo([victim]);
    expect(confirmations).toHaveLength(1);
    for (const mail of confirmations) {
      expect(mail.subject).toBe("We received your message");
      for (const part of [mail.subject, mail.text, mail.html]) {
        expect(part).not.toContain("phish");
        expect(part).not.toContain("bank details");
        expect(part).not.toContain("Prize Desk");
      }
    }
    expect(await db().contactMessage.count({ where: { email: victim } })).toBe(40);
    const notifications = await db().emailMessage.findMany({
      where: { kind: "contact_notification", replyTo: victim },
    });
    expect(notifications).toHaveLength(40);
    expect(
      notifications.every(
        (mail) => mail.to[0] === "support@procuros.app" && mail.text.includes("bank details"),
      ),
    ).toBe(true);
  });

  it("counts sub-addresses and Gmail's dots as one mailbox", async () => {
    const user = `victim${randomUUID().slice(0, 8)}`;
    const spellings = [
      `${user}@gmail.com`,
      `${user}+1@gmail.com`,
      `${user}+prize@gmail.com`,
      `${user.slice(0, 3)}.${user.slice(3)}@gmail.com`,
      `${user}@googlemail.com`,
    ];
    for (const email of spellings) expect((await submit(email)).status).toBe(201);
    expect(await confirmationsTo(spellings)).toHaveLength(1);
    // Another mailbox gets its own.
    const other = `${user}x@gmail.com`;
    await submit(other);
    expect(await confirmationsTo([other])).toHaveLength(1);
  });

  it("confirms again the next day", async () => {
    const email = `daily-${randomUUID().slice(0, 8)}@example.org`;
    await submit(email);
    await submit(email);
    expect(await confirmationsTo([email])).toHaveLength(1);
    // Yesterday's count is in yesterday's bucket: moving it back one day frees today's.
    await db().rateLimitBucket.updateMany({
      where: { key: `contact-confirmation:address:${email}` },
      data: { windowStart: new Date(Date.now() - 2 * 86_400_000) },
    });
    await submit(email);
    expect(await confirmationsTo([email])).toHaveLength(2);
  });
});
