"use client";

import { useTranslations } from "next-intl";
import { formatFileSize } from "@/lib/files/guideline-files";
import { isDraftingTemplate, searchState, type LibraryRef } from "@/modules/settings/lib/guideline-library";
import { cn } from "@/lib/utils";

/**
 * A file's indexing state, as the search can use it: 'Indexing…' while pending; 'Indexed for search' only when
 * its passages are in the index; 'Partly indexed' when only its beginning is; otherwise why it is not searchable.
 */
export function ExtractionStatus({ reference }: { reference: LibraryRef }) {
  const t = useTranslations("settings.framework.extraction");
  const state = searchState(reference);
  if (!state) return null;
  const reason = reference.extraction?.error || t("unknownReason");
  const text =
    state === "searchable"
      ? t("indexed")
      : state === "indexing"
        ? t("pending")
        : state === "partial"
          ? t("partial", { reason })
          : state === "noText"
            ? t("noText")
            : t("failed", { reason });
  const problem = state === "failed" || state === "noText";
  return (
    <span
      className={cn("text-xs", problem ? "text-destructive" : "text-muted-foreground")}
      data-testid="extraction-status"
      data-status={state}
    >
      {text}
    </span>
  );
}

/** Size and indexing state of files, tags and notes of any reference. */
export function ReferenceMeta({ reference }: { reference: LibraryRef }) {
  const t = useTranslations("settings.framework.tags");
  return (
    <div className="space-y-1">
      {reference.kind === "file" ? (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          {reference.size !== undefined ? (
            <span className="text-xs text-muted-foreground" data-testid="file-size">
              {formatFileSize(reference.size)}
            </span>
          ) : null}
          <ExtractionStatus reference={reference} />
          {isDraftingTemplate(reference) ? (
            <span
              className="rounded-full border px-2 py-0.5 text-xs font-medium"
              data-testid="template-badge"
            >
              {t("template")}
            </span>
          ) : null}
        </p>
      ) : null}
      {reference.tags.length ? (
        <ul className="flex flex-wrap gap-1" aria-label={t("label")}>
          {reference.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-muted px-2 py-0.5 text-xs">
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
      {reference.notes ? <p className="text-sm text-muted-foreground">{reference.notes}</p> : null}
    </div>
  );
}
