"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { AttachmentGroupCard } from "@/components/shared/attachments/attachment-group-card";
import type { useAttachments } from "@/components/shared/attachments/use-attachments";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { AttachmentGroup } from "@/lib/catalogue/types";
import type { AttachedFile } from "@/modules/review/lib/form";
import { slotTitle, SUPPORTING_GROUP, type ReviewModule } from "@/lib/catalogue/review-services";

type Props = {
  module: ReviewModule;
  method: string;
  attachments: ReturnType<typeof useAttachments>;
  /** After a refused authorization every group shows its problems, empty ones included. */
  showProblems: boolean;
  /** Saved references in use, per slot: they satisfy the slot's requirement. */
  savedInUse: Readonly<Record<string, readonly AttachedFile[]>>;
  /** Server messages per slot id. */
  serverErrors: Readonly<Record<string, string>>;
  /** The saved references prompt, shown above the slots. */
  references: ReactNode;
  /** The activity's documents offered for a group (issue 35), shown above its drop zone; `chosen` fill it. */
  fromActivity?: { choice: (groupId: string) => ReactNode; chosen: (groupId: string) => number };
};

/** 'Part 2 — Attach Documents': one drop zone per slot, then Supporting Documents (optional). */
export function DocumentsCard({
  module,
  method,
  attachments,
  showProblems,
  savedInUse,
  serverErrors,
  references,
  fromActivity,
}: Props) {
  const t = useTranslations("review.documents");
  const groups: AttachmentGroup[] = [...module.slots, SUPPORTING_GROUP];
  const count = groups.reduce(
    (sum, group) =>
      sum + (attachments.byGroup[group.id] ?? []).filter((item) => item.status === "uploaded").length,
    0,
  );

  const card = (group: AttachmentGroup) => {
    const saved = savedInUse[group.id] ?? [];
    const filled = saved.length + (fromActivity?.chosen(group.id) ?? 0);
    const problems = (attachments.problems[group.id] ?? []).filter(
      (problem) => !(filled && problem.code === "required"),
    );
    const items = attachments.byGroup[group.id] ?? [];
    return (
      <div key={group.id} className="space-y-1">
        {fromActivity?.choice(group.id)}
        <AttachmentGroupCard
          group={{ ...group, title: slotTitle(group, method) }}
          items={items}
          problems={problems}
          refusals={attachments.refused[group.id] ?? []}
          showProblems={showProblems || items.length > 0}
          onAdd={(files) => void attachments.add(group, files)}
          onRemove={(localId) => attachments.remove(group.id, localId)}
        />
        {saved.length ? (
          <p className="text-sm text-muted-foreground" data-testid={`saved-${group.id}`}>
            {t("savedInUse", { names: saved.map((file) => file.name).join(", ") })}
          </p>
        ) : null}
        {serverErrors[group.id] ? (
          <p className="text-sm text-destructive" role="alert" data-testid={`server-error-${group.id}`}>
            {serverErrors[group.id]}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>{t("title")}</CardTitle>
          <Badge variant="secondary" data-testid="documents-count" aria-label={t("countLabel", { count })}>
            {count}
          </Badge>
        </div>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {references}
        {module.slots.length ? (
          module.slots.map(card)
        ) : (
          <p className="text-sm text-muted-foreground">{t("none")}</p>
        )}
        <div className="space-y-2 pt-2">
          <h3 className="text-sm font-medium text-muted-foreground">{t("supporting")}</h3>
          {card(SUPPORTING_GROUP)}
        </div>
      </CardContent>
    </Card>
  );
}
