"use client";

import { FolderOpen } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import type { ActivityDocumentOption } from "./use-activity-documents";

type Props = {
  /** The activity's Activity ID. */
  reference: string;
  groupId: string;
  /** The activity's documents this group takes, best fitting first. */
  documents: readonly ActivityDocumentOption[];
  chosen: readonly string[];
  onToggle: (fileId: string, on: boolean) => void;
  disabled?: boolean;
};

/**
 * "From the activity": an upload group's choice among the activity's documents (issue 35), shown above its drop
 * zone. Each document is a checkbox named by its file name; its kind ("Tender document") describes it.
 */
export function ActivityDocumentsChoice({
  reference,
  groupId,
  documents,
  chosen,
  onToggle,
  disabled,
}: Props) {
  const t = useTranslations("services.attachments.activity");
  const id = useId();
  return (
    <fieldset
      className="space-y-2 rounded-lg border border-dashed p-3 text-sm"
      data-testid={`activity-documents-${groupId}`}
      disabled={disabled}
    >
      <legend className="flex items-center gap-2 px-1 font-medium">
        <FolderOpen className="size-4" aria-hidden="true" />
        {t("legend", { reference })}
      </legend>
      {documents.length ? (
        <>
          <p className="text-muted-foreground">{t("hint")}</p>
          <ul className="space-y-1">
            {documents.map((document, index) => {
              const box = `${id}-${index}`;
              return (
                <li key={document.fileId} className="flex flex-wrap items-center gap-2">
                  <Checkbox
                    id={box}
                    checked={chosen.includes(document.fileId)}
                    onCheckedChange={(on) => onToggle(document.fileId, on === true)}
                    aria-describedby={`${box}-kind`}
                  />
                  <label htmlFor={box} className="break-all">
                    {document.name}
                  </label>
                  <span id={`${box}-kind`} className="text-muted-foreground">
                    {document.kindLabel} ·{" "}
                    {t("size", { size: Math.max(1, Math.round(document.size / 1024)) })}
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      ) : (
        <p className="text-muted-foreground">{t("none", { reference })}</p>
      )}
    </fieldset>
  );
}
