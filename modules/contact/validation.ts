import { z } from "zod";
import { fieldMessage } from "@/lib/api/field-errors";
import { CONTACT_ATTACHMENT, type AttachmentProblem } from "@/lib/files/contact-attachment";
import { emailField } from "@/modules/account";

/** The contact page's subject options, in order. */
export const CONTACT_SUBJECTS = [
  "General Inquiry",
  "Product Demo Request",
  "Technical Support",
  "Partnership Opportunity",
  "Enterprise Sales",
  "Feature Request",
  "Billing Question",
  "Other",
] as const;

/** contact: the public /contact page; help: the public help form (prefilled for members); modal: the contact dialog (with a file). */
export const CONTACT_SOURCES = ["contact", "help", "modal"] as const;
export type ContactSource = (typeof CONTACT_SOURCES)[number];

export type ContactField = "name" | "email" | "organization" | "subject" | "message";

/** The fields of each form, and which of them are required. The schema below enforces the latter. */
export const CONTACT_FORM_FIELDS: Record<ContactSource, readonly ContactField[]> = {
  contact: ["name", "email", "organization", "subject", "message"],
  help: ["email", "subject", "message"],
  modal: ["name", "email", "subject", "message"],
};
export const CONTACT_REQUIRED: Record<ContactSource, readonly ContactField[]> = {
  contact: ["name", "email", "message"],
  help: ["email", "subject", "message"],
  modal: ["name", "email", "subject", "message"],
};

export const CONTACT_LIMITS = {
  name: 100,
  organization: 200,
  subject: 200,
  message: 5000,
  pageUrl: 500,
} as const;

// Names and subjects end up in email headers: a line break there could add headers.
const NO_LINE_BREAKS = /^[^\r\n]*$/;

const singleLine = (max: number) =>
  z
    .string("validation.text")
    .regex(NO_LINE_BREAKS, "validation.singleLine")
    .trim()
    .max(max, "validation.tooLong");

/**
 * One schema for the three forms and POST /api/contact (JSON or multipart). Messages are keys of
 * messages/en/common.json `validation.*`. Which fields are required depends on
 * the form: name on the contact page and the dialog, a free subject on the help form and the dialog.
 */
export const contactSchema = z
  .strictObject({
    source: z.enum(CONTACT_SOURCES, "validation.source").default("contact"),
    name: singleLine(CONTACT_LIMITS.name).optional().describe("Required for contact and modal"),
    email: emailField,
    organization: singleLine(CONTACT_LIMITS.organization).optional(),
    subject: singleLine(CONTACT_LIMITS.subject)
      .optional()
      .describe(
        `contact: one of ${CONTACT_SUBJECTS.join(", ")} (default General Inquiry); help and modal: required, free text`,
      ),
    message: z
      .string("validation.messageRequired")
      .trim()
      .min(1, "validation.messageRequired")
      .max(CONTACT_LIMITS.message, "validation.tooLong"),
    pageUrl: z
      .url("validation.url")
      .max(CONTACT_LIMITS.pageUrl, "validation.tooLong")
      .optional()
      .describe("The page the message was sent from"),
  })
  .superRefine(
    (value, ctx) => {
      const source = (CONTACT_SOURCES as readonly unknown[]).includes(value.source)
        ? value.source
        : "contact";
      // email and message are required by their own fields; name and subject depend on the form.
      if (CONTACT_REQUIRED[source].includes("name") && !value.name)
        ctx.addIssue({ code: "custom", path: ["name"], message: "validation.nameRequired" });
      if (CONTACT_REQUIRED[source].includes("subject") && !value.subject) {
        ctx.addIssue({ code: "custom", path: ["subject"], message: "validation.subjectRequired" });
      }
      if (
        source === "contact" &&
        value.subject &&
        !(CONTACT_SUBJECTS as readonly string[]).includes(value.subject)
      ) {
        ctx.addIssue({ code: "custom", path: ["subject"], message: "validation.subjectOption" });
      }
    },
    // Also when other fields failed, so the form can mark every missing field at once.
    { when: () => true },
  );

/** A refused attachment as a field message: the key with the file's name and the accepted types. */
export function attachmentProblemMessage(problem: AttachmentProblem, name: string): string {
  return fieldMessage(`validation.${problem}`, { name, list: CONTACT_ATTACHMENT.extensions.join(", ") });
}

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessageInput = z.output<typeof contactSchema>;

export const contactResponseSchema = z.object({
  ok: z.literal(true),
  id: z.string().describe("Id of the stored message"),
});

export const newsletterSchema = z.strictObject({
  email: emailField,
  source: z.enum(["footer", "blog"], "validation.source").default("footer"),
});
export type NewsletterInput = z.input<typeof newsletterSchema>;

export const newsletterResponseSchema = z.object({ ok: z.literal(true), subscribed: z.literal(true) });
