"use client";

import { useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { toast } from "sonner";
import { fieldErrorText, textsTranslator } from "@/components/shared/use-field-error";
import { fieldErrorsFromZod, firstFieldMessages, topField, type FieldErrors } from "@/lib/api/field-errors";
import { requestJson } from "@/lib/api/request-json";
import { attachmentProblemBeforeUpload, CONTACT_ATTACHMENT_ACCEPT } from "@/lib/files/contact-attachment";
import {
  attachmentProblemMessage,
  CONTACT_FORM_FIELDS as FIELDS,
  CONTACT_REQUIRED as REQUIRED,
  CONTACT_SUBJECTS,
  contactSchema,
  type ContactField as Field,
  type ContactSource,
} from "@/modules/contact/validation";
import type { ContactFormLabels } from "./contact-form-labels";

type Values = Record<Field, string>;
/** Field messages (lib/api/field-errors.ts), turned into text when shown. */
type Errors = Partial<Record<Field | "attachment", string>>;

const input =
  "block w-full rounded-md border bg-background px-3 py-2 text-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-destructive";

type Props = {
  source: ContactSource;
  labels: ContactFormLabels;
  defaults?: Partial<Values>;
  /** Called after a message was stored (the dialog closes itself with it). */
  onSent?: () => void;
};

/** One form for the contact page, the help page and the contact dialog; all post to /api/contact. */
export function ContactForm({ source, labels, defaults, onSent }: Props) {
  const initial = (): Values => ({
    name: "",
    email: "",
    organization: "",
    subject: source === "contact" ? CONTACT_SUBJECTS[0] : "",
    message: "",
    ...defaults,
  });
  const [values, setValues] = useState<Values>(initial);
  const [attachment, setAttachment] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const id = (field: string) => `${source}-${field}`;

  // "Schedule a call" links here with ?subject=Product Demo Request.
  useEffect(() => {
    if (source !== "contact") return;
    const subject = new URLSearchParams(window.location.search).get("subject");
    if (subject && (CONTACT_SUBJECTS as readonly string[]).includes(subject))
      setValues((current) => ({ ...current, subject }));
  }, [source]);

  // This form also renders where next-intl has no client runtime, so it reads its texts from `labels`.
  const translator = useMemo(() => textsTranslator(labels.validation), [labels.validation]);

  function edit(field: Field) {
    return (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      if (errors[field]) setErrors((current) => withoutError(current, field));
    };
  }

  function pickFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    const problem = file ? attachmentProblemBeforeUpload(file.name, file.size) : null;
    const rest = withoutError(errors, "attachment");
    setErrors(problem && file ? { ...rest, attachment: attachmentProblemMessage(problem, file.name) } : rest);
    setAttachment(problem ? null : file);
    if (problem) event.target.value = "";
  }

  function showFieldErrors(fields: FieldErrors, keep: Errors = {}) {
    setErrors({ ...keep, ...(firstFieldMessages(fields, topField) as Errors) });
    toast.error(labels.toasts.validationTitle, { description: labels.toasts.validationDescription });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const payload = {
      source,
      email: values.email,
      message: values.message,
      ...(FIELDS[source].includes("name") ? { name: values.name } : {}),
      ...(values.organization.trim() ? { organization: values.organization } : {}),
      ...(values.subject.trim() ? { subject: values.subject } : {}),
      pageUrl: window.location.href.slice(0, 500),
    };
    const parsed = contactSchema.safeParse(payload);
    if (!parsed.success) {
      const fields = fieldErrorsFromZod(parsed.error);
      // A refused file was already dropped from the form; its message stays, but it does not block sending.
      return showFieldErrors(fields, errors.attachment ? { attachment: errors.attachment } : {});
    }
    setSending(true);
    const response = await requestJson<unknown>("/api/contact", "POST", body(payload, attachment));
    setSending(false);
    if (!response.ok) {
      if (response.status === 400 && Object.keys(response.fields).length)
        return showFieldErrors(response.fields);
      toast.error(labels.toasts.errorTitle, { description: labels.toasts.errorDescription });
      return;
    }
    toast.success(labels.toasts.sentTitle, { description: labels.toasts.sentDescription });
    setValues(initial());
    setErrors({});
    setAttachment(null);
    if (fileInput.current) fileInput.current.value = "";
    onSent?.();
  }

  const describedBy = (field: string, extra?: string) =>
    [errors[field as Field] ? `${id(field)}-error` : null, extra].filter(Boolean).join(" ") || undefined;

  function label(field: Field | "attachment", title: string) {
    const required = field !== "attachment" && REQUIRED[source].includes(field);
    return (
      <label htmlFor={id(field)} className="mb-1.5 block text-sm font-medium">
        {title}
        {required ? (
          <span className="text-destructive" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
        {required ? <span className="sr-only"> ({labels.fields.required})</span> : null}
      </label>
    );
  }

  function errorText(field: Field | "attachment") {
    return errors[field] ? (
      <p id={`${id(field)}-error`} className="mt-1 text-sm text-destructive">
        {fieldErrorText(errors[field], translator)}
      </p>
    ) : null;
  }

  function control(field: Field) {
    const common = {
      id: id(field),
      name: field,
      value: values[field],
      onChange: edit(field),
      "aria-invalid": errors[field] ? true : undefined,
      "aria-describedby": describedBy(field),
      className: input,
    };
    if (field === "message")
      return <textarea {...common} rows={6} placeholder={labels.placeholders.message} />;
    if (field === "subject" && source === "contact") {
      return (
        <select {...common}>
          {CONTACT_SUBJECTS.map((subject) => (
            <option key={subject} value={subject}>
              {labels.subjects[subject]}
            </option>
          ))}
        </select>
      );
    }
    const type = field === "email" ? "email" : "text";
    const autoComplete = {
      name: "name",
      email: "email",
      organization: "organization",
      subject: "off",
      message: "off",
    }[field];
    return (
      <input {...common} type={type} autoComplete={autoComplete} placeholder={labels.placeholders[field]} />
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid={`contact-form-${source}`}>
      <div className={source === "contact" ? "grid gap-4 sm:grid-cols-2" : "space-y-4"}>
        {FIELDS[source]
          .filter((field) => field !== "message")
          .map((field) => (
            <div key={field}>
              {label(field, labels.fields[field])}
              {control(field)}
              {errorText(field)}
            </div>
          ))}
      </div>
      <div>
        {label("message", labels.fields.message)}
        {control("message")}
        {errorText("message")}
      </div>
      {source === "modal" ? (
        <div>
          {label("attachment", labels.fields.attachment)}
          <input
            ref={fileInput}
            id={id("attachment")}
            name="attachment"
            type="file"
            accept={CONTACT_ATTACHMENT_ACCEPT}
            onChange={pickFile}
            aria-invalid={errors.attachment ? true : undefined}
            aria-describedby={describedBy("attachment", `${id("attachment")}-hint`)}
            className="block w-full text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5 file:text-sm"
          />
          <p id={`${id("attachment")}-hint`} className="mt-1 text-xs text-muted-foreground">
            {labels.fields.attachmentHint}
          </p>
          {errorText("attachment")}
        </div>
      ) : null}
      <button
        type="submit"
        disabled={sending}
        className="inline-flex h-10 items-center justify-center rounded-md bg-primary px-5 text-sm font-medium text-primary-foreground hover:bg-primary/90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:opacity-60"
      >
        {sending ? labels.sending : labels.send}
      </button>
    </form>
  );
}

function withoutError(errors: Errors, field: keyof Errors): Errors {
  const next = { ...errors };
  delete next[field];
  return next;
}

/** JSON, or multipart when a file is attached. */
function body(payload: Record<string, string>, attachment: File | null): Record<string, string> | FormData {
  if (!attachment) return payload;
  const form = new FormData();
  for (const [key, value] of Object.entries(payload)) form.set(key, value);
  form.set("attachment", attachment);
  return form;
}
