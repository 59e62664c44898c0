"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { firstFieldMessages, leafField } from "@/lib/api/field-errors";
import { withoutField } from "@/lib/api/result";
import { FRAMEWORK_TAB_NAMES, type FrameworkSource } from "@/lib/frameworks/options";
import {
  draftFromView,
  draftToInput,
  viewRefs,
  type FrameworkDraftField,
  type FrameworkSettingView,
} from "@/modules/settings/lib/framework-settings";
import { appliesMessage } from "@/modules/settings/lib/framework-applies-message";
import { frameworkFieldErrors } from "@/modules/settings/validation/framework";
import { settingsApi } from "./api";
import { ConfirmDialog } from "@/modules/settings/components/confirm-dialog";
import type { FrameworkOptionLists } from "./options";
import { SourceFields } from "./source-fields";
import { useFieldError } from "@/components/shared/use-field-error";

type Props = {
  source: FrameworkSource;
  view: FrameworkSettingView | undefined;
  orgId: string;
  options: FrameworkOptionLists;
  onSaved: (view: FrameworkSettingView) => void;
  onReset: (source: FrameworkSource) => void;
};

type Errors = Partial<Record<FrameworkDraftField, string>>;

/** One framework tab's form with Reset (after confirmation; deletes the tab's references too) and Save. */
export function SourceForm({ source, view, orgId, options, onSaved, onReset }: Props) {
  const t = useTranslations("settings.framework");
  const notify = useTranslations("notifications");
  const text = useFieldError();
  const [draft, setDraft] = useState(() => draftFromView(view));
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState<"save" | "reset" | null>(null);
  const tab = FRAMEWORK_TAB_NAMES[source];

  function change(field: FrameworkDraftField, value: string) {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutField(current, field));
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const input = draftToInput(source, draft);
    const found = frameworkFieldErrors(input) as Errors;
    if (Object.keys(found).length) return setErrors(found);
    setBusy("save");
    const result = await settingsApi.save(orgId, input);
    setBusy(null);
    if (result.ok) {
      const saved = result.data.frameworkSetting;
      onSaved(saved);
      const applies = appliesMessage(saved);
      toast.success(notify("frameworkSaved"), {
        // The spec's sentence, then what now applies (the toast names the law, not only "saved").
        description: [notify("frameworkSavedDescription", { tab }), applies && t(applies.key, applies.values)]
          .filter(Boolean)
          .join(" "),
      });
      return;
    }
    if (Object.keys(result.fields).length) setErrors(firstFieldMessages(result.fields, leafField) as Errors);
    toast.error(notify("frameworkSaveFailed"), {
      description: result.message ?? notify("frameworkSaveFailedDescription"),
    });
  }

  async function reset() {
    setBusy("reset");
    const result = await settingsApi.reset(source);
    setBusy(null);
    if (!result.ok) {
      toast.error(notify("actionFailed"), {
        description: result.message ?? notify("actionFailedDescription"),
      });
      return;
    }
    onReset(source);
    setDraft(draftFromView(undefined));
    setErrors({});
    toast.success(notify("frameworkReset"), { description: notify("frameworkResetDescription", { tab }) });
  }

  const applies = appliesMessage(view);
  const messages = Object.fromEntries(
    Object.entries(errors).map(([field, key]) => [field, text(key)]),
  ) as Errors;
  return (
    <form onSubmit={save} noValidate className="space-y-4" data-testid={`${source}-framework-form`}>
      <p className="text-sm text-muted-foreground">{t(`intro.${source}`)}</p>
      <SourceFields source={source} draft={draft} errors={messages} onChange={change} options={options} />
      <p className="text-xs text-muted-foreground" aria-live="polite" data-testid={`${source}-saved-state`}>
        {applies
          ? `${t("savedAt")} ${t(applies.key, applies.values)}`
          : view?.updatedAt
            ? t("savedAt")
            : t("notSaved")}
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <ConfirmDialog
          trigger={
            <Button type="button" variant="outline" disabled={busy !== null}>
              {busy === "reset" ? t("resetting") : t("reset")}
            </Button>
          }
          title={t("resetDialog.title", { tab })}
          description={t("resetDialog.description", { tab, count: viewRefs(view).length })}
          confirmLabel={t("resetDialog.confirm")}
          cancelLabel={t("resetDialog.cancel")}
          onConfirm={() => void reset()}
        />
        <Button type="submit" disabled={busy !== null}>
          {busy === "save" ? t("saving") : t("save", { tab })}
        </Button>
      </div>
    </form>
  );
}
