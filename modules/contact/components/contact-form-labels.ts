import { getTranslations } from "next-intl/server";
import { CONTACT_SUBJECTS } from "@/modules/contact/validation";

/** Texts of the contact form, read on the server so the form also works on pages without next-intl's client runtime. */
export async function contactFormLabels() {
  const [t, v] = [await getTranslations("home.contact"), await getTranslations("common.validation")];
  const validationKeys = [
    "email",
    "nameRequired",
    "subjectRequired",
    "messageRequired",
    "subjectOption",
    "singleLine",
    "tooLong",
    "text",
    "source",
    "url",
    "attachmentTooLarge",
    "attachmentType",
    "attachmentContent",
    "attachmentEmpty",
    "attachmentNotHere",
  ] as const;
  return {
    fields: {
      name: t("form.name"),
      email: t("form.email"),
      organization: t("form.organization"),
      subject: t("form.subject"),
      message: t("form.message"),
      attachment: t("form.attachment"),
      attachmentHint: t("form.attachmentHint"),
      removeAttachment: t("form.removeAttachment"),
      required: t("form.required"),
    },
    placeholders: {
      name: t("form.namePlaceholder"),
      email: t("form.emailPlaceholder"),
      organization: t("form.organizationPlaceholder"),
      subject: t("form.subjectPlaceholder"),
      message: t("form.messagePlaceholder"),
    },
    subjects: Object.fromEntries(
      CONTACT_SUBJECTS.map((subject) => [subject, t(`form.subjects.${subject}`)]),
    ) as Record<string, string>,
    send: t("form.send"),
    sending: t("form.sending"),
    toasts: {
      validationTitle: v("title"),
      validationDescription: v("description"),
      sentTitle: t("toasts.sentTitle"),
      sentDescription: t("toasts.sentDescription"),
      errorTitle: t("toasts.errorTitle"),
      errorDescription: t("toasts.errorDescription"),
    },
    // Raw texts: the form fills in {name} and {list} from the field message (lib/api/field-errors.ts).
    validation: Object.fromEntries(
      validationKeys.map((key) => [`validation.${key}`, v.raw(key) as string]),
    ) as Record<string, string>,
  };
}

export type ContactFormLabels = Awaited<ReturnType<typeof contactFormLabels>>;
