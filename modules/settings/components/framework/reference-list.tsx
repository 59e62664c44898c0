"use client";

import { FileText, Link2, Pencil } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { LibraryRef } from "@/modules/settings/lib/guideline-library";
import { DeleteReference } from "./delete-reference";
import { ReferenceEditForm } from "./reference-edit-form";
import { ReferenceMeta } from "./reference-meta";

type Handlers = { onChanged: (ref: LibraryRef) => void; onDeleted: (id: string) => void };

function ReferenceItem({ reference, onChanged, onDeleted }: { reference: LibraryRef } & Handlers) {
  const t = useTranslations("settings.framework.refs");
  const [editing, setEditing] = useState(false);
  const Icon = reference.kind === "file" ? FileText : Link2;
  if (editing) {
    return (
      <li className="rounded-md border p-3">
        <ReferenceEditForm
          reference={reference}
          onCancel={() => setEditing(false)}
          onSaved={(ref) => {
            onChanged(ref);
            setEditing(false);
          }}
        />
      </li>
    );
  }
  return (
    <li className="flex items-start gap-3 rounded-md border p-3" data-testid="reference-item">
      <Icon className="mt-0.5 h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="min-w-0 flex-1 space-y-1">
        <a
          href={reference.url}
          target="_blank"
          rel="noopener noreferrer"
          className="break-words font-medium text-primary underline underline-offset-4"
          aria-label={t("open", { title: reference.title })}
        >
          {reference.title}
        </a>
        {reference.kind === "link" ? (
          <p className="truncate text-xs text-muted-foreground">{reference.url}</p>
        ) : null}
        <ReferenceMeta reference={reference} />
      </div>
      <div className="flex shrink-0 gap-1">
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setEditing(true)}
          aria-label={t("editLabel", { title: reference.title })}
        >
          <Pencil className="h-4 w-4" aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{t("edit")}</span>
        </Button>
        <DeleteReference reference={reference} onDeleted={onDeleted} />
      </div>
    </li>
  );
}

/** The links and files of one framework source, each editable inline or deletable. */
export function ReferenceList({
  links,
  files,
  ...handlers
}: { links: LibraryRef[]; files: LibraryRef[] } & Handlers) {
  const t = useTranslations("settings.framework.guidelines");
  if (!links.length && !files.length) return <p className="text-sm text-muted-foreground">{t("empty")}</p>;
  const group = (title: string, refs: LibraryRef[], kind: string) =>
    refs.length ? (
      <div className="space-y-2">
        <h3 className="text-sm font-semibold">
          {title} ({refs.length})
        </h3>
        <ul className="space-y-2" data-testid={`reference-list-${kind}`}>
          {refs.map((ref) => (
            <ReferenceItem key={ref.id} reference={ref} {...handlers} />
          ))}
        </ul>
      </div>
    ) : null;
  return (
    <div className="space-y-4">
      {group(t("links"), links, "links")}
      {group(t("files"), files, "files")}
    </div>
  );
}
