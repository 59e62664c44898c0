import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { POST as contactRoute } from "@/app/api/contact/route";
import { parseFieldMessage } from "@/lib/api/field-errors";
import { db } from "@/lib/server/db";
import { BASE, jsonRequest, randomIp, sessionCookieFor, signUpViaRoute, uniqueDomain } from "./helpers";

const sender = () => `sender-${randomUUID().slice(0, 8)}@${uniqueDomain("contact")}`;
const valid = (email: string) => ({
  name: "Grace Buyer",
  email,
  organization: "Ministry of Works",
  subject: "Product Demo Request",
  message: "Please show us the review tools.",
});

async function post(body: unknown, headers: Record<string, string> = {}) {
  const response = await contactRoute(jsonRequest("/api/contact", body, { headers }));
  return { status: response.status, body: await response.json() };
}

function multipart(
  fields: Record<string, string>,
  file?: { name: string; bytes: Uint8Array },
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  if (file) form.set("attachment", new File([Buffer.from(file.bytes)], file.name));
  return new Request(`${BASE}/api/contact`, {
    method: "POST",
    headers: { "x-procuros-client-address": randomIp(), ...headers },
    body: form,
  });
}

// A PDF's structure, not only its magic (polyglots are refused): an xref table, the trailer, startxref and %%EOF.
const PDF = new TextEncoder().encode(
  "%PDF-1.4\n1 0 obj <<>> endobj\nxref\n0 1\n0000000000 65535 f \ntrailer <<>>\nstartxref\n29\n%%EOF\n",
);
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]);

const storedFor = (email: string) => db().contactMessage.count({ where: { email } });

describe("POST /api/contact", () => {
  it("stores the message and queues the sender's confirmation and the team's notification", async () => {
    const email = sender();
    const result = await post(
      { ...valid(email), pageUrl: "http://localhost:3000/contact" },
      { "user-agent": "vitest" },
    );
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({ ok: true, id: expect.any(String) });

    const stored = await db().contactMessage.findUniqueOrThrow({ where: { id: result.body.id } });
    expect(stored).toMatchObject({
      source: "contact",
      name: "Grace Buyer",
      email,
      organization: "Ministry of Works",
      subject: "Product Demo Request",
      userAgent: "vitest",
      userId: null,
    });
    const emails = await db().emailMessage.findMany({
      where: { OR: [{ to: { has: email } }, { replyTo: email }] },
      orderBy: { kind: "asc" },
    });
    expect(emails.map((e) => [e.kind, e.status])).toEqual([
      ["contact_confirmation", "queued"],
      ["contact_notification", "queued"],
    ]);
    // The confirmation is a fixed text; the message goes to the team's inbox only.
    expect(emails[0]!.subject).toBe("We received your message");
    expect(emails[0]!.text).not.toContain("Please show us the review tools.");
    expect(emails[1]!.to).toEqual(["support@procuros.app"]);
    expect(emails[1]!.text).toContain("Please show us the review tools.");
  });

  it("escapes the message in the HTML of the team's notification", async () => {
    const email = sender();
    await post({ ...valid(email), message: "<script>alert(1)</script> & more" });
    const notification = await db().emailMessage.findFirstOrThrow({
      where: { replyTo: email, kind: "contact_notification" },
    });
    expect(notification.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp; more");
    expect(notification.html).not.toContain("<script>");
  });

  it("defaults the subject of the contact page to General Inquiry", async () => {
    const email = sender();
    const { name, message } = valid(email);
    expect((await post({ name, email, message })).status).toBe(201);
    expect((await db().contactMessage.findFirstOrThrow({ where: { email } })).subject).toBe(
      "General Inquiry",
    );
  });

  it("answers missing fields with the spec's field messages and stores nothing", async () => {
    const result = await post({ source: "modal", name: "  ", email: "", subject: "", message: "   " });
    expect(result.status).toBe(400);
    expect(result.body.error.fields).toMatchObject({
      name: ["validation.nameRequired"],
      email: ["validation.email"],
      subject: ["validation.subjectRequired"],
      message: ["validation.messageRequired"],
    });
  });

  it("refuses a bad email address", async () => {
    for (const email of [
      "not-an-email",
      "a@b",
      "x@ｅxample.com",
      '"a@evil.com"@victim.com',
      "a@example.com\r\nBcc: victim@example.com",
    ]) {
      const result = await post({ ...valid("x@example.com"), email });
      expect(result.status, email).toBe(400);
      expect(result.body.error.fields.email).toEqual(["validation.email"]);
    }
  });

  it("refuses header injection in the subject and the name", async () => {
    const email = sender();
    for (const source of ["help", "modal"] as const) {
      const result = await post({ ...valid(email), source, subject: "Hello\r\nBcc: victim@example.com" });
      expect(result.status).toBe(400);
    }
    const named = await post({ ...valid(email), name: "Eve\nBcc: victim@example.com" });
    expect(named.status).toBe(400);
    expect(named.body.error.fields.name).toEqual(["validation.singleLine"]);
    expect(await storedFor(email)).toBe(0);
  });

  it("refuses a subject outside the contact page's list, and unknown fields (mass assignment)", async () => {
    expect((await post({ ...valid(sender()), subject: "Free money" })).body.error.fields.subject).toEqual([
      "validation.subjectOption",
    ]);
    const extra = await post({ ...valid(sender()), orgId: "someone-else", role: "admin" });
    expect(extra.status).toBe(400);
  });

  it("answers an oversized body with 413, a wrong content type with 415, and a foreign Origin with 403", async () => {
    const email = sender();
    expect((await post({ ...valid(email), message: "x".repeat(70 * 1024) })).status).toBe(413);
    const text = await contactRoute(
      new Request(`${BASE}/api/contact`, {
        method: "POST",
        headers: { "content-type": "text/plain" },
        body: "hi",
      }),
    );
    expect(text.status).toBe(415);
    expect((await post(valid(email), { origin: "https://evil.example" })).status).toBe(403);
    expect(await storedFor(email)).toBe(0);
  });

  it("takes the help form from visitors and members (linked to the account), and keeps the dialog for members", async () => {
    const domain = uniqueDomain("help");
    const email = `helper@${domain}`;
    await signUpViaRoute({ email });
    const helpMessage = {
      source: "help",
      email,
      subject: "Upload question",
      message: "How do I upload a DOCX?",
    };
    // Help is public (issue 22): a visitor's message is stored, without an account.
    const visitor = await post(helpMessage);
    expect(visitor.status).toBe(201);
    const fromVisitor = await db().contactMessage.findUniqueOrThrow({
      where: { id: visitor.body.id },
      select: { userId: true, source: true },
    });
    expect(fromVisitor).toEqual({ userId: null, source: "help" });
    expect((await post({ ...helpMessage, source: "modal", name: "Mo" })).status).toBe(401);
    const signedIn = await post(helpMessage, { cookie: await sessionCookieFor(email) });
    expect(signedIn.status).toBe(201);
    const stored = await db().contactMessage.findUniqueOrThrow({
      where: { id: signedIn.body.id },
      select: { userId: true, orgId: true, source: true },
    });
    expect(stored.source).toBe("help");
    expect(stored.userId).toBeTruthy();
    expect(stored.orgId).toBeTruthy();
  });

  it("takes the dialog's attachment as multipart and checks its type, size and content", async () => {
    const domain = uniqueDomain("modal");
    const email = `modal@${domain}`;
    await signUpViaRoute({ email });
    const cookie = await sessionCookieFor(email);
    const fields = {
      source: "modal",
      name: "Mo Dal",
      email,
      subject: "Evaluation report",
      message: "See the attached report.",
    };

    const ok = await contactRoute(multipart(fields, { name: "report.PDF", bytes: PDF }, { cookie }));
    expect(ok.status).toBe(201);
    const { id } = await ok.json();
    const attachment = await db().contactAttachment.findUniqueOrThrow({ where: { messageId: id } });
    expect(attachment).toMatchObject({
      filename: "report.PDF",
      contentType: "application/pdf",
      size: PDF.byteLength,
    });
    expect(Buffer.from(attachment.data).equals(Buffer.from(PDF))).toBe(true);

    const problems: [string, Uint8Array, string][] = [
      ["setup.pdf", EXE, "validation.attachmentContent"],
      ["macro.exe", EXE, "validation.attachmentType"],
      ["big.pdf", new Uint8Array(10 * 1024 * 1024 + 1).fill(0x25), "validation.attachmentTooLarge"],
    ];
    for (const [name, bytes, message] of problems) {
      const response = await contactRoute(multipart(fields, { name, bytes }, { cookie }));
      expect(response.status, name).toBe(400);
      const [refusal, ...more] = (await response.json()).error.fields.attachment as string[];
      expect(more).toEqual([]);
      // The key, with the values its text needs (lib/api/field-errors.ts).
      expect(parseFieldMessage(refusal!)).toEqual({
        key: message,
        params: { name, list: "pdf, doc, docx, txt, png, jpg, jpeg" },
      });
    }
    const huge = await contactRoute(
      multipart(fields, { name: "huge.pdf", bytes: new Uint8Array(11 * 1024 * 1024) }, { cookie }),
    );
    expect(huge.status).toBe(413);
    expect(await storedFor(email)).toBe(1);
  });

  it("refuses an attachment from the public contact form", async () => {
    const email = sender();
    const response = await contactRoute(multipart(valid(email), { name: "a.pdf", bytes: PDF }));
    expect(response.status).toBe(400);
    expect(await storedFor(email)).toBe(0);
  });

  it("throttles one address to 10 messages in 10 minutes", async () => {
    const ip = randomIp();
    const email = sender();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await post(valid(email), { "x-procuros-client-address": ip })).status);
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(await storedFor(email)).toBe(10);
  });
});
