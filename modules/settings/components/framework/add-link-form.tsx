"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { fieldClass, Input } from "@/components/ui/input";
import { fieldErrorsFromZod, firstFieldMessages, topField } from "@/lib/api/field-errors";
import { withoutField } from "@/lib/api/result";
import type { FrameworkSource } from "@/lib/frameworks/options";
import type { LibraryRef } from "@/modules/settings/lib/guideline-library";
import { addLinkSchema } from "@/modules/settings/validation/guidelines";
import { settingsApi } from "./api";
import { describedBy, Field } from "@/components/shared/field";
import { TagInput } from "./tag-input";
import { useFieldError } from "@/components/shared/use-field-error";

const EMPTY = { title: "", url: "", notes: "" };

/** Add Link: title and URL required, tags and notes optional; checked with the server's schema. */
export function AddLinkForm({
  source,
  onAdded,
}: {
  source: FrameworkSource;
  onAdded: (ref: LibraryRef) => void;
}) {
  const t = useTranslations("settings.framework");
  const text = useFieldError();
  const notify = useTranslations("notifications");
  const [values, setValues] = useState(EMPTY);
  const [tags, setTags] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const id = (field: string) => `${source}-link-${field}`;
  const message = (field: string) => text(errors[field]);

  function edit(field: keyof typeof EMPTY, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutField(current, field));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const payload = { source, ...values, tags };
    const parsed = addLinkSchema.safeParse(payload);
    if (!parsed.success) return setErrors(firstFieldMessages(fieldErrorsFromZod(parsed.error), topField));
    setBusy(true);
    const result = await settingsApi.addLink(payload);
    setBusy(false);
    if (!result.ok) {
      if (Object.keys(result.fields).length) return setErrors(firstFieldMessages(result.fields, topField));
      toast.error(notify("actionFailed"), {
        description: result.message ?? notify("actionFailedDescription"),
      });
      return;
    }
    onAdded(result.data.reference);
    toast.success(notify("linkAdded"), {
      description: notify("linkAddedDescription", { title: result.data.reference.title }),
    });
    setValues(EMPTY);
    setTags([]);
  }

  const field = (name: "title" | "url", label: string, type = "text") => (
    <Field id={id(name)} label={label} error={message(name)} required requiredText={t("fields.required")}>
      <Input
        id={id(name)}
        type={type}
        value={values[name]}
        placeholder={name === "url" ? t("addLink.urlPlaceholder") : undefined}
        onChange={(event) => edit(name, event.target.value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(id(name), message(name))}
      />
    </Field>
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-3"
      data-testid={`${source}-add-link`}
      aria-labelledby={id("heading")}
    >
      <h3 id={id("heading")} className="text-sm font-semibold">
        {t("addLink.title")}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        {field("title", t("addLink.linkTitle"))}
        {field("url", t("addLink.url"), "url")}
      </div>
      <TagInput id={id("tags")} tags={tags} onChange={setTags} />
      <Field id={id("notes")} label={t("addLink.notes")} error={message("notes")}>
        <textarea
          id={id("notes")}
          rows={2}
          value={values.notes}
          onChange={(event) => edit("notes", event.target.value)}
          className={`${fieldClass} h-auto`}
        />
      </Field>
      <Button type="submit" size="sm" disabled={busy}>
        {busy ? t("addLink.adding") : t("addLink.submit")}
      </Button>
    </form>
  );
}
