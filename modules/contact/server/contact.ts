import "server-only";
import { createHash } from "node:crypto";
import { checkContactAttachment, safeFilename } from "@/lib/files/contact-attachment";
import { contactConfirmationEmail, contactNotificationEmail } from "@/modules/contact/lib/contact-email";
import {
  attachmentProblemMessage,
  type ContactMessageInput,
  type NewsletterInput,
} from "@/modules/contact/validation";
import { AppError, errors } from "@/lib/server/api/errors";
import type { SessionUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db";
import { enqueueEmails, kickEmailDelivery } from "@/lib/server/email/outbox";
import { env } from "@/lib/server/env";
import { consumeBatch, enforce, LIMITS } from "@/lib/server/rate-limit";

export type ContactContext = {
  ip: string;
  userAgent: string | null;
  user: SessionUser | null;
  attachment?: File;
};

async function readAttachment(file: File) {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const filename = safeFilename(file.name);
  const verdict = checkContactAttachment(filename, bytes);
  if (!verdict.ok)
    throw new AppError("validation_error", 400, "Please fix the highlighted fields.", {
      attachment: [attachmentProblemMessage(verdict.problem, file.name)],
    });
  return {
    filename,
    contentType: verdict.contentType,
    size: bytes.byteLength,
    sha256: createHash("sha256").update(bytes).digest("hex"),
    data: bytes,
  };
}

const DOTLESS_MAIL_DOMAINS: Record<string, string> = {
  "gmail.com": "gmail.com",
  "googlemail.com": "gmail.com",
};

/**
 * The mailbox an address reaches, for counting confirmations: "+tag" sub-addresses (and Gmail's dots) reach one
 * inbox, so victim+1@, victim+2@... share one daily confirmation. Erring towards one mailbox only sends fewer.
 */
export function mailboxKey(address: string): string {
  const at = address.lastIndexOf("@");
  const domain = address.slice(at + 1).toLowerCase();
  let local = address.slice(0, at).toLowerCase().split("+")[0]!;
  const canonical = DOTLESS_MAIL_DOMAINS[domain];
  if (canonical) local = local.replace(/\./g, "");
  return `${local || address.slice(0, at).toLowerCase()}@${canonical ?? domain}`;
}

/**
 * Stores a contact/help/dialog message with its attachment, and queues the sender's confirmation (a fixed
 * text, at most one per mailbox and day) and the team's notification (with the message) in the same
 * transaction. The dialog (which takes a file) is for signed-in users; the contact page and the help form are
 * public (Help is read before sign-up, issue 22), throttled per client address like the contact page.
 */
export async function submitContactMessage(
  input: ContactMessageInput,
  context: ContactContext,
): Promise<{ id: string }> {
  if (input.source === "modal" && !context.user) throw errors.unauthorized();
  if (context.attachment && input.source !== "modal") {
    throw new AppError("validation_error", 400, "Please fix the highlighted fields.", {
      attachment: ["validation.attachmentNotHere"],
    });
  }
  await enforce(LIMITS.contactPerIp, context.ip);
  const attachment = context.attachment ? await readAttachment(context.attachment) : null;
  const subject = input.subject || "General Inquiry";
  const message = await db().$transaction(async (tx) => {
    const stored = await tx.contactMessage.create({
      data: {
        source: input.source,
        name: input.name || null,
        email: input.email,
        organization: input.organization || null,
        subject,
        message: input.message,
        pageUrl: input.pageUrl ?? null,
        userAgent: context.userAgent?.slice(0, 500) ?? null,
        userId: context.user?.id ?? null,
        orgId: context.user?.orgId ?? null,
        ...(attachment ? { attachment: { create: attachment } } : {}),
      },
      select: { id: true },
    });
    const forEmail = { ...input, subject, id: stored.id, attachmentName: attachment?.filename };
    // One confirmation per mailbox and day, counted in this transaction: it counts only if the message is stored.
    const confirm = await consumeBatch(LIMITS.contactConfirmationPerAddress, mailboxKey(input.email), 1, {
      client: tx,
    });
    const drafts = [
      ...(confirm.allowed ? [contactConfirmationEmail(input.email)] : []),
      contactNotificationEmail(forEmail, env.CONTACT_INBOX),
    ];
    await enqueueEmails(tx, drafts, context.user?.orgId);
    return stored;
  });
  kickEmailDelivery();
  return message;
}

/** Idempotent: subscribing an address twice keeps one subscription and answers the same (no enumeration). */
export async function subscribeToNewsletter(input: Required<NewsletterInput>, ip: string): Promise<void> {
  await enforce(LIMITS.newsletterPerIp, ip);
  await db().newsletterSubscription.upsert({
    where: { email: input.email },
    create: { email: input.email, source: input.source },
    update: {},
    select: { id: true },
  });
}
