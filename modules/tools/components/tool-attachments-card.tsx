"use client";

import { useTranslations } from "next-intl";
import { ActivityDocumentsChoice } from "@/components/shared/attachments/activity-documents-choice";
import { AttachmentGroupCard } from "@/components/shared/attachments/attachment-group-card";
import type { useActivityDocuments } from "@/components/shared/attachments/use-activity-documents";
import type { useAttachments } from "@/components/shared/attachments/use-attachments";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { AttachmentGroup } from "@/lib/catalogue/types";

type Props = {
  groups: readonly AttachmentGroup[];
  attachments: ReturnType<typeof useAttachments>;
  /** The activity's documents offered per group (none when the page names no activity the org keeps). */
  fromActivity: ReturnType<typeof useActivityDocuments>;
  disabled: boolean;
  /** Every group shows its problems once the member tried to authorize. */
  attempted: boolean;
  /** The server's message per group (a refused file), already in words. */
  serverErrors: Readonly<Record<string, string | undefined>>;
  /** A tick or an untick of an activity document (clears the group's server message). */
  onChoice: (groupId: string) => void;
};

/** 'Part 2 — Attachments': per group, the activity's documents to use, then the drop zone for new files. */
export function ToolAttachmentsCard({
  groups,
  attachments,
  fromActivity,
  disabled,
  attempted,
  serverErrors,
  onChoice,
}: Props) {
  const t = useTranslations("services.tool");
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("part2")}</CardTitle>
        <CardDescription>{t("part2Text")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {groups.map((group) => (
          <div key={group.id} className="space-y-2">
            {fromActivity.reference ? (
              <ActivityDocumentsChoice
                reference={fromActivity.reference}
                groupId={group.id}
                documents={fromActivity.offered[group.id] ?? []}
                chosen={fromActivity.chosen[group.id] ?? []}
                disabled={disabled}
                onToggle={(fileId, on) => {
                  fromActivity.toggle(group.id, fileId, on);
                  onChoice(group.id);
                }}
              />
            ) : null}
            <AttachmentGroupCard
              group={group}
              items={attachments.byGroup[group.id] ?? []}
              problems={fromActivity.problems[group.id] ?? []}
              refusals={attachments.refused[group.id] ?? []}
              disabled={disabled}
              showProblems={attempted || (attachments.byGroup[group.id]?.length ?? 0) > 0}
              onAdd={(files) => void attachments.add(group, files)}
              onRemove={(localId) => attachments.remove(group.id, localId)}
            />
            {serverErrors[group.id] ? (
              <p className="text-sm text-destructive" role="alert" data-testid={`server-error-${group.id}`}>
                {serverErrors[group.id]}
              </p>
            ) : null}
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
