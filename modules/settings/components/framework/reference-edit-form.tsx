"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { fieldClass, Input } from "@/components/ui/input";
import { fieldErrorsFromZod, firstFieldMessages, topField } from "@/lib/api/field-errors";
import type { LibraryRef } from "@/modules/settings/lib/guideline-library";
import { editReferenceSchema } from "@/modules/settings/validation/guidelines";
import { settingsApi, type RefPatch } from "./api";
import { describedBy, Field } from "@/components/shared/field";
import { TagInput } from "./tag-input";
import { useFieldError } from "@/components/shared/use-field-error";

type Props = { reference: LibraryRef; onSaved: (ref: LibraryRef) => void; onCancel: () => void };

/** Inline edit of a link (title, URL, tags, notes) or a file (no URL), with Save and Cancel. */
export function ReferenceEditForm({ reference, onSaved, onCancel }: Props) {
  const t = useTranslations("settings.framework");
  const notify = useTranslations("notifications");
  const text = useFieldError();
  const [values, setValues] = useState({
    title: reference.title,
    url: reference.url,
    notes: reference.notes,
  });
  const [tags, setTags] = useState(reference.tags);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const id = (field: string) => `edit-${reference.id}-${field}`;
  const isLink = reference.kind === "link";

  async function save(event: FormEvent) {
    event.preventDefault();
    const patch: RefPatch = {
      title: values.title,
      tags,
      notes: values.notes,
      ...(isLink ? { url: values.url } : {}),
    };
    const parsed = editReferenceSchema.safeParse(patch);
    if (!parsed.success) return setErrors(firstFieldMessages(fieldErrorsFromZod(parsed.error), topField));
    setBusy(true);
    const result = await settingsApi.updateRef(reference.id, patch);
    setBusy(false);
    if (!result.ok) {
      if (Object.keys(result.fields).length) return setErrors(firstFieldMessages(result.fields, topField));
      toast.error(notify("actionFailed"), {
        description: result.message ?? notify("actionFailedDescription"),
      });
      return;
    }
    onSaved(result.data.reference);
    toast.success(notify("referenceSaved"), {
      description: notify("referenceSavedDescription", { title: result.data.reference.title }),
    });
  }

  const input = (field: "title" | "url", label: string) => (
    <Field
      id={id(field)}
      label={label}
      error={text(errors[field])}
      required
      requiredText={t("fields.required")}
    >
      <Input
        id={id(field)}
        type={field === "url" ? "url" : "text"}
        value={values[field]}
        onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={describedBy(id(field), errors[field])}
      />
    </Field>
  );

  return (
    <form onSubmit={save} noValidate className="space-y-3" data-testid="reference-edit">
      <div className="grid gap-3 sm:grid-cols-2">
        {input("title", t("addLink.linkTitle"))}
        {isLink ? input("url", t("addLink.url")) : null}
      </div>
      <TagInput id={id("tags")} tags={tags} onChange={setTags} />
      <Field id={id("notes")} label={t("addLink.notes")} error={text(errors.notes)}>
        <textarea
          id={id("notes")}
          rows={2}
          value={values.notes}
          onChange={(event) => setValues((current) => ({ ...current, notes: event.target.value }))}
          className={`${fieldClass} h-auto`}
        />
      </Field>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? t("refs.saving") : t("refs.save")}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel} disabled={busy}>
          {t("refs.cancel")}
        </Button>
      </div>
    </form>
  );
}
