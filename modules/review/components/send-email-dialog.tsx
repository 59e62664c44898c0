"use client";

import * as DialogPrimitive from "@radix-ui/react-dialog";
import { Loader2, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { describedBy, Field } from "@/components/shared/field";
import { useFieldError } from "@/components/shared/use-field-error";
import { fieldErrorsFromZod, firstFieldMessages, topField } from "@/lib/api/field-errors";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input, NativeSelect } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { emailOutcome, splitAddresses } from "@/modules/review/lib/email-outcome";
import { emailSendSchema } from "@/modules/email";
import type { EmailSettings } from "./email-options";
import { useEmailToast } from "./email-toast";
import { reviewApi, type EmailRunRef } from "./review-api";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The stored run whose preview is mailed: the server loads its HTML, so no caller HTML is relayed. */
  source: EmailRunRef | { runId: string; runKind: "tool" };
  settings: EmailSettings;
  subject: string;
};

/** 'Send Email': To (required, comma-separated), CC, subject, message; the run's email or memo as content. */
export function SendEmailDialog({ open, onOpenChange, ...form }: Props) {
  const t = useTranslations("review.sendEmail");
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-[60] bg-black/50" />
        <DialogPrimitive.Content className="fixed left-1/2 top-1/2 z-[60] max-h-[90vh] w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border bg-background p-6 text-foreground shadow-xl">
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <DialogPrimitive.Title className="text-lg font-semibold">{t("title")}</DialogPrimitive.Title>
              <DialogPrimitive.Description className="mt-1 text-sm text-muted-foreground">
                {t("description")}
              </DialogPrimitive.Description>
            </div>
            <DialogPrimitive.Close
              className="rounded-md p-1 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              aria-label={t("cancel")}
            >
              <X className="size-4" aria-hidden="true" />
            </DialogPrimitive.Close>
          </div>
          <SendEmailForm {...form} onSent={() => onOpenChange(false)} />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

type FormProps = Omit<Props, "open" | "onOpenChange"> & { onSent: () => void };

/** Mounted per opening, so each opening starts from the settings' defaults. */
function SendEmailForm({ source, settings, subject: defaultSubject, onSent }: FormProps) {
  const t = useTranslations("review.sendEmail");
  const notify = useTranslations("notifications");
  const fieldError = useFieldError();
  const showOutcome = useEmailToast();
  const [to, setTo] = useState(settings.defaultTo);
  const [cc, setCc] = useState(settings.defaultCc);
  const [subject, setSubject] = useState(defaultSubject);
  const [message, setMessage] = useState("");
  const [content, setContent] = useState<"email" | "memo">("email");
  // The settings' dry-run applies on the server anyway; this box asks for one more dry run.
  const [dryRun, setDryRun] = useState(false);
  const [sending, setSending] = useState(false);
  /** Field messages (keys of common.json, or a text made here), shown through useFieldError. */
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function send() {
    if (!splitAddresses(to).length) {
      toast.error(notify("missingRecipient"), { description: notify("missingRecipientDescription") });
      setErrors({ to: notify("missingRecipientDescription") });
      return;
    }
    const body = {
      to: splitAddresses(to),
      cc: splitAddresses(cc),
      subject,
      runId: source.runId,
      runKind: source.runKind,
      part: content,
      additionalMessage: message,
      ...(dryRun ? { dryRun: true } : {}),
    };
    // The server's schema, in the browser: a mistyped address is named here before anything is sent.
    const parsed = emailSendSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(firstFieldMessages(fieldErrorsFromZod(parsed.error), topField));
      return;
    }
    setSending(true);
    const result = await reviewApi.sendEmail(body);
    setSending(false);
    if (result.ok) {
      showOutcome(emailOutcome(result.data));
      onSent();
      return;
    }
    setErrors(firstFieldMessages(result.fields, topField));
    showOutcome({ kind: "failed", message: result.message });
  }

  const edit = (field: string, set: (value: string) => void) => (value: string) => {
    set(value);
    if (errors[field]) setErrors((current) => ({ ...current, [field]: "" }));
  };
  const common = (id: string, field: string, hint?: string) => ({
    id,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": describedBy(id, errors[field], hint),
  });

  return (
    <form
      className="space-y-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <Field
        id="email-to"
        label={t("to")}
        required
        requiredText={t("required")}
        hint={t("toHint")}
        error={fieldError(errors.to)}
      >
        <Input
          {...common("email-to", "to", t("toHint"))}
          value={to}
          onChange={(event) => edit("to", setTo)(event.target.value)}
        />
      </Field>
      <Field id="email-cc" label={t("cc")} error={fieldError(errors.cc)}>
        <Input
          {...common("email-cc", "cc")}
          value={cc}
          onChange={(event) => edit("cc", setCc)(event.target.value)}
        />
      </Field>
      <Field id="email-subject" label={t("subject")} error={fieldError(errors.subject)}>
        <Input
          {...common("email-subject", "subject")}
          value={subject}
          onChange={(event) => edit("subject", setSubject)(event.target.value)}
        />
      </Field>
      <Field id="email-body" label={t("body")} error={fieldError(errors.additionalMessage)}>
        <Textarea
          {...common("email-body", "additionalMessage")}
          rows={4}
          value={message}
          placeholder={t("bodyPlaceholder")}
          onChange={(event) => edit("additionalMessage", setMessage)(event.target.value)}
        />
      </Field>
      <Field id="email-content" label={t("content")}>
        <NativeSelect
          id="email-content"
          value={content}
          onChange={(event) => setContent(event.target.value === "memo" ? "memo" : "email")}
        >
          <option value="email">{t("contentEmail")}</option>
          <option value="memo">{t("contentMemo")}</option>
        </NativeSelect>
      </Field>
      <div className="flex items-center gap-2">
        <Checkbox
          id="email-dry-run"
          checked={settings.dryRun || dryRun}
          disabled={settings.dryRun}
          onCheckedChange={(checked) => setDryRun(checked === true)}
          aria-describedby={settings.dryRun ? "email-dry-run-hint" : undefined}
        />
        <label htmlFor="email-dry-run" className="text-sm font-medium leading-none">
          {t("dryRun")}
        </label>
        {settings.dryRun ? (
          <span id="email-dry-run-hint" className="text-xs text-muted-foreground">
            {t("dryRunSettings")}
          </span>
        ) : null}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogPrimitive.Close asChild>
          <Button type="button" variant="outline">
            {t("cancel")}
          </Button>
        </DialogPrimitive.Close>
        <Button type="submit" disabled={sending}>
          {sending ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : null}
          {sending ? t("sending") : t("send")}
        </Button>
      </div>
    </form>
  );
}
