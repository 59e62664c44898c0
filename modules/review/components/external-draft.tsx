"use client";

import { useTranslations } from "next-intl";
import { describedBy, Field } from "@/components/shared/field";
import { AttachmentGroupCard } from "@/components/shared/attachments/attachment-group-card";
import type { useAttachments } from "@/components/shared/attachments/use-attachments";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { draftPreview, externalDraftMode, type ExternalDraft } from "@/modules/review/lib/form";
import { EXTERNAL_DRAFT_GROUP, EXTERNAL_DRAFT_SLOT } from "@/lib/catalogue/review-services";

type Props = {
  draft: ExternalDraft;
  onChange: (draft: ExternalDraft) => void;
  attachments: ReturnType<typeof useAttachments>;
  error?: string;
};

/**
 * The external memo draft: files or pasted text; pasted text wins over files;
 * 'Use as baseline' makes the memo revise it.
 */
export function ExternalDraftBlock({ draft, onChange, attachments, error }: Props) {
  const t = useTranslations("review.draft");
  const items = attachments.byGroup[EXTERNAL_DRAFT_SLOT] ?? [];
  const uploaded = items.filter((item) => item.status === "uploaded");
  const mode = externalDraftMode(draft.text, uploaded.length);
  const id = "external-draft-text";
  return (
    <Card data-testid="external-draft">
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <AttachmentGroupCard
          group={EXTERNAL_DRAFT_GROUP}
          items={items}
          problems={attachments.problems[EXTERNAL_DRAFT_SLOT] ?? []}
          refusals={attachments.refused[EXTERNAL_DRAFT_SLOT] ?? []}
          showProblems={items.length > 0}
          onAdd={(files) => void attachments.add(EXTERNAL_DRAFT_GROUP, files)}
          onRemove={(localId) => attachments.remove(EXTERNAL_DRAFT_SLOT, localId)}
        />
        <Field id={id} label={t("paste")} hint={t("hint")} error={error}>
          <Textarea
            id={id}
            rows={6}
            value={draft.text}
            placeholder={t("placeholder")}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, error, t("hint"))}
            onChange={(event) => onChange({ ...draft, text: event.target.value })}
          />
        </Field>
        {mode === "text" ? (
          <div className="rounded-md border bg-muted/40 p-3 text-sm" data-testid="draft-preview">
            <p className="mb-1 font-medium">{t("preview")}</p>
            <p className="whitespace-pre-wrap break-words">{draftPreview(draft.text)}</p>
          </div>
        ) : null}
        <p className="text-sm text-muted-foreground" data-testid="draft-mode">
          {t("mode", { mode: t(`modes.${mode}`) })}
        </p>
        <div className="flex items-start gap-3">
          <Switch
            id="draft-baseline"
            checked={draft.useAsBaseline}
            onCheckedChange={(checked) => onChange({ ...draft, useAsBaseline: checked })}
            aria-describedby="draft-baseline-hint"
          />
          <div className="space-y-1">
            <label htmlFor="draft-baseline" className="text-sm font-medium leading-none">
              {t("useAsBaseline")}
            </label>
            <p id="draft-baseline-hint" className="text-xs text-muted-foreground">
              {t("useAsBaselineHint")}
            </p>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
