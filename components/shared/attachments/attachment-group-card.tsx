"use client";

import { FileText, Loader2, Upload, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import type { AttachmentGroup } from "@/lib/catalogue/types";
import { groupProblemMessage, type GroupProblem } from "@/lib/files/file-groups";
import { formatFileSize } from "@/lib/files/guideline-files";
import { refusalMessage, visibleProblems, type Refusal } from "@/lib/files/upload-outcomes";
import { cn } from "@/lib/utils";
import { useFieldError } from "../use-field-error";
import type { AttachmentItem } from "./use-attachments";

type Props = {
  group: AttachmentGroup;
  items: readonly AttachmentItem[];
  problems: readonly GroupProblem[];
  /** The files of the last add that were not added, each with its one reason (useAttachments().refused). */
  refusals: readonly Refusal[];
  showProblems: boolean;
  /** Files can be neither added nor removed (a generated plan's inputs, until 'Edit inputs'). */
  disabled?: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (localId: string) => void;
};

/**
 * One attachment group: drop zone or browse, the rows of added files with their upload state, what was not
 * added and why (announced), and the group's problems.
 */
export function AttachmentGroupCard({
  group,
  items,
  problems,
  refusals,
  showProblems,
  disabled = false,
  onAdd,
  onRemove,
}: Props) {
  const t = useTranslations("services.attachments");
  const fieldError = useFieldError();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const inputId = `attach-${group.id}`;
  const shown = visibleProblems(problems, {
    showRequired: showProblems,
    uploading: items.some((item) => item.status === "uploading"),
  });

  return (
    <section
      className="space-y-3 rounded-lg border p-4"
      aria-labelledby={`${inputId}-title`}
      data-testid={`group-${group.id}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={`${inputId}-title`} className="font-medium">
            {group.title} {group.required ? <span className="text-destructive">*</span> : null}
          </h3>
          {group.subtitle ? <p className="text-sm text-muted-foreground">{group.subtitle}</p> : null}
          {group.expects ? (
            <p className="mt-1 text-xs text-muted-foreground" data-testid={`expects-${group.id}`}>
              <span className="font-medium text-foreground">{t("expects")}</span> {group.expects}
            </p>
          ) : null}
        </div>
        <Badge variant={group.required ? "default" : "secondary"}>
          {group.required ? t("required") : t("optional")}
        </Badge>
      </div>
      <div
        className={cn(
          "flex flex-col items-center gap-2 rounded-md border-2 border-dashed p-4 text-center text-sm",
          dragging && "border-primary bg-muted/50",
        )}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          if (!disabled) onAdd([...event.dataTransfer.files]);
        }}
      >
        <Upload className="size-5 text-muted-foreground" aria-hidden="true" />
        <p>{t("dropPrompt")}</p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={disabled}
          onClick={() => input.current?.click()}
        >
          {items.length ? t("addMore") : t("browse")}
        </Button>
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple={group.maxFiles > 1}
          accept={group.accept.join(",")}
          disabled={disabled}
          className="sr-only"
          aria-label={t("chooseFiles", { group: group.title })}
          onChange={(event) => {
            onAdd([...(event.target.files ?? [])]);
            event.target.value = "";
          }}
        />
        <p className="text-xs text-muted-foreground">
          {t("limits", {
            types: group.accept.map((ext) => ext.slice(1).toUpperCase()).join(", "),
            max: group.maxFiles,
            size: group.maxFileSizeMB,
          })}
        </p>
      </div>
      {items.length ? (
        <ul className="space-y-2" aria-label={t("filesOf", { group: group.title })}>
          {items.map((item) => (
            <li key={item.localId} className="flex items-center gap-3 rounded-md border px-3 py-2 text-sm">
              {item.status === "uploading" ? (
                <Loader2 className="size-4 animate-spin" aria-hidden="true" />
              ) : (
                <FileText className="size-4" aria-hidden="true" />
              )}
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{item.name}</p>
                <p className="text-xs text-muted-foreground">
                  {formatFileSize(item.size)}
                  {item.status === "uploading" ? ` · ${t("uploading")}` : ` · ${t("uploaded")}`}
                </p>
                {item.status === "uploading" ? (
                  <Progress
                    value={item.progress}
                    className="mt-1 h-1"
                    aria-label={t("uploadProgress", { name: item.name })}
                  />
                ) : null}
              </div>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                disabled={disabled}
                aria-label={t("remove", { name: item.name })}
                onClick={() => onRemove(item.localId)}
              >
                <X className="size-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {/* Always in the page, so a screen reader announces the refusals that appear in it. */}
      <div aria-live="polite" data-testid={`group-${group.id}-refused`}>
        {refusals.length ? (
          <ul
            className="space-y-1 text-sm text-destructive"
            aria-label={t("notAdded", { group: group.title })}
          >
            {refusals.map((refusal, index) => (
              <li key={`${refusal.file}-${index}`}>{fieldError(refusalMessage(refusal))}</li>
            ))}
          </ul>
        ) : null}
      </div>
      {shown.length ? (
        <ul className="space-y-1 text-sm text-destructive" data-testid={`group-${group.id}-errors`}>
          {shown.map((problem, index) => (
            <li key={index}>{fieldError(groupProblemMessage(problem))}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
