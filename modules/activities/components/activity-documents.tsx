"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, type DragEvent } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/input";
import { postToPresigned } from "@/lib/api/presigned-upload";
import { requestJson } from "@/lib/api/request-json";
import { acceptsFile, fileExtension, fitsSize } from "@/lib/files/file-groups";
import {
  DOCUMENT_KIND_LABELS,
  DOCUMENT_KINDS,
  type ActivityDocumentView,
  type DocumentKind,
} from "../lib/fields";
import { formatDay, formatSize } from "../lib/format";
import { ACTIVITY_DOCUMENT_GROUP } from "../lib/requests";

type Props = { activityId: string; documents: readonly ActivityDocumentView[]; retentionDays: number | null };

/**
 * The activity's documents with their kinds, and the area to add more. A refused file is explained beside the
 * area and the explanation stays until the member clears it (a toast vanished before a list could be read).
 */
export function ActivityDocuments({ activityId, documents, retentionDays }: Props) {
  const t = useTranslations("activities.documents");
  const common = useTranslations("common");
  const router = useRouter();
  const [kind, setKind] = useState<DocumentKind>("tender");
  const [refusals, setRefusals] = useState<string[]>([]);
  const [progress, setProgress] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const base = `/api/activities/${encodeURIComponent(activityId)}/documents`;

  /** Uploads one file; the reason it was refused, or null. */
  async function upload(file: File): Promise<string | null> {
    if (!acceptsFile(ACTIVITY_DOCUMENT_GROUP, file.name))
      return common("validation.fileRefusedType", {
        file: file.name,
        ext: fileExtension(file.name) || file.name,
        accepted: ACTIVITY_DOCUMENT_GROUP.accept.join(", "),
      });
    if (!fitsSize(ACTIVITY_DOCUMENT_GROUP, file.size))
      return common("validation.fileExceedsSize", {
        file: file.name,
        max: ACTIVITY_DOCUMENT_GROUP.maxFileSizeMB,
      });
    setProgress(t("uploading", { name: file.name }));
    const presigned = await requestJson<{ url: string; fields: Record<string, string>; fileId: string }>(
      `${base}/presign`,
      "POST",
      { filename: file.name, size: file.size },
    );
    if (!presigned.ok) return presigned.message ?? t("uploadFailed", { name: file.name });
    if (!(await postToPresigned(presigned.data.url, presigned.data.fields, file)))
      return t("uploadFailed", { name: file.name });
    const added = await requestJson(base, "POST", { fileId: presigned.data.fileId, kind });
    return added.ok ? null : (added.message ?? t("uploadFailed", { name: file.name }));
  }

  async function addFiles(files: readonly File[]) {
    const refused: string[] = [];
    const added: string[] = [];
    for (const file of files) {
      const problem = await upload(file);
      if (problem) refused.push(problem);
      else added.push(file.name);
    }
    setProgress(null);
    if (refused.length) setRefusals((current) => [...current, ...refused]);
    if (added.length) {
      toast.success(
        added.length === 1 ? t("added", { name: added[0]! }) : t("addedMany", { count: added.length }),
      );
      router.refresh();
    }
  }

  async function changeKind(document: ActivityDocumentView, next: DocumentKind) {
    const response = await requestJson(`${base}/${document.id}`, "PATCH", { kind: next });
    if (!response.ok) return void toast.error(response.message ?? t("uploadFailed", { name: document.name }));
    router.refresh();
  }

  async function remove(document: ActivityDocumentView) {
    const response = await requestJson(`${base}/${document.id}`, "DELETE");
    if (!response.ok) return void toast.error(response.message ?? document.name);
    toast.success(t("removed", { name: document.name }));
    router.refresh();
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void addFiles([...event.dataTransfer.files]);
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">
        {t("description", { retention: retentionDays === null ? "none" : String(retentionDays) })}
      </p>
      {documents.length ? (
        <ul className="divide-y rounded-lg border">
          {documents.map((document) => (
            <li key={document.id} className="flex flex-wrap items-center gap-3 px-3 py-2 text-sm">
              <span className="min-w-0 flex-1 break-words font-medium">{document.name}</span>
              <span className="text-muted-foreground">
                {formatSize(document.size)} · {formatDay(document.addedAt)}
              </span>
              <NativeSelect
                aria-label={t("kindOf", { name: document.name })}
                className="h-9 w-auto"
                value={document.kind}
                onChange={(e) => void changeKind(document, e.target.value as DocumentKind)}
              >
                {DOCUMENT_KINDS.map((option) => (
                  <option key={option} value={option}>
                    {DOCUMENT_KIND_LABELS[option]}
                  </option>
                ))}
              </NativeSelect>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={t("remove", { name: document.name })}
                onClick={() => void remove(document)}
              >
                ✕
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{t("none")}</p>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <div className="space-y-1.5">
          <label htmlFor="activity-new-kind" className="text-sm font-medium">
            {t("kindForNew")}
          </label>
          <NativeSelect
            id="activity-new-kind"
            className="w-auto"
            value={kind}
            onChange={(e) => setKind(e.target.value as DocumentKind)}
          >
            {DOCUMENT_KINDS.map((option) => (
              <option key={option} value={option}>
                {DOCUMENT_KIND_LABELS[option]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`rounded-lg border-2 border-dashed p-4 text-sm ${dragging ? "border-primary bg-muted/50" : ""}`}
        data-testid="activity-drop-area"
      >
        <label htmlFor="activity-add-documents" className="font-medium">
          {t("add")}
        </label>
        <input
          id="activity-add-documents"
          type="file"
          multiple
          accept={ACTIVITY_DOCUMENT_GROUP.accept.join(",")}
          aria-describedby="activity-add-documents-hint activity-add-documents-refused"
          className="mt-2 block w-full text-sm"
          disabled={progress !== null}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = "";
            void addFiles(files);
          }}
        />
        <p id="activity-add-documents-hint" className="mt-1 text-xs text-muted-foreground">
          {t("addHint")}
        </p>
        <p role="status" className="mt-1 text-xs">
          {progress}
        </p>
        <div id="activity-add-documents-refused" role="alert">
          {refusals.length ? (
            <div
              className="mt-2 space-y-1 rounded-md border border-destructive/50 p-3 text-destructive"
              data-testid="activity-refused"
            >
              <p className="font-medium">{t("refusedTitle")}</p>
              <ul className="list-disc pl-5">
                {refusals.map((reason, index) => (
                  <li key={`${index}-${reason}`}>{reason}</li>
                ))}
              </ul>
              <Button type="button" variant="outline" size="sm" onClick={() => setRefusals([])}>
                {t("dismiss")}
              </Button>
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}
