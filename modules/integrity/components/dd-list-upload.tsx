"use client";

import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input, NativeSelect } from "@/components/ui/input";
import { FieldError, Label } from "@/components/ui/label";
import {
  LIST_FORMAT_CHOICES,
  type ListFormatChoice,
  type ScreeningListView,
} from "@/modules/integrity/lib/api-types";
import { isSourceUrl } from "@/modules/integrity/lib/list-upload";
import { DEFAULT_SCREENING_LIMITS } from "@/modules/integrity/lib/screening-limits";
import { integrityApi } from "./integrity-api";
import { useErrorText } from "./use-error-text";

/** The API's cap on one list file, checked here first so a too-large file is not sent. */
const MAX_LIST_BYTES = DEFAULT_SCREENING_LIMITS.maxListBytes;

type Props = {
  /** Set when the form takes a new file for an existing list (one without a source URL to refresh from). */
  replacing: ScreeningListView | null;
  onCancelReplace: () => void;
  onLoaded: () => void;
};

/** Loads a list file as published; its bytes are the request body, its details go in the query. */
export function DdListUpload({ replacing, onCancelReplace, onLoaded }: Props) {
  const t = useTranslations("services.integrity.dd");
  const errorText = useErrorText();
  const fileInput = useRef<HTMLInputElement>(null);
  const [name, setName] = useState("");
  const [format, setFormat] = useState<ListFormatChoice>("auto");
  const [sourceUrl, setSourceUrl] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [showProblems, setShowProblems] = useState(false);
  const [uploading, setUploading] = useState(false);
  // Why the last file was refused ("This list has no column for the firm's name…"): shown under the file field
  // until the next attempt, not in a toast that is gone before the columns it names can be checked.
  const [refusal, setRefusal] = useState<{ fileName: string; message: string } | null>(null);

  const problems = {
    name: !replacing && !name.trim() ? t("noListName") : undefined,
    sourceUrl: !replacing && !isSourceUrl(sourceUrl) ? t("badSourceUrl") : undefined,
    file: !file ? t("noListFile") : file.size > MAX_LIST_BYTES ? t("listTooLarge") : undefined,
  };
  const shown = (field: keyof typeof problems) => (showProblems ? problems[field] : undefined);

  async function upload() {
    setShowProblems(true);
    if (!file || Object.values(problems).some(Boolean)) return;
    setUploading(true);
    setRefusal(null);
    const answer = await integrityApi.uploadList(
      replacing
        ? { name: replacing.name, format: replacing.format, fileName: file.name, listId: replacing.id }
        : { name, format, fileName: file.name, sourceUrl },
      file,
    );
    setUploading(false);
    if (!answer.ok) {
      setRefusal({ fileName: file.name, message: errorText(answer) });
      return;
    }
    toast.success(t("uploaded", { name: answer.data.list.name, count: answer.data.list.entryCount }));
    setName("");
    setSourceUrl("");
    setFile(null);
    setShowProblems(false);
    if (fileInput.current) fileInput.current.value = "";
    onLoaded();
  }

  const field = (id: string, error: string | undefined) => ({
    id,
    "aria-invalid": !!error,
    "aria-describedby": error ? `${id}-error` : undefined,
  });
  return (
    <Card id="dd-upload" className="scroll-mt-20">
      <CardHeader>
        <CardTitle>{replacing ? t("replaceTitle", { name: replacing.name }) : t("uploadTitle")}</CardTitle>
        <CardDescription>{replacing ? t("replaceText") : t("uploadText")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          className="space-y-4"
          data-testid="dd-list-upload"
          onSubmit={(event) => {
            event.preventDefault();
            void upload();
          }}
        >
          <fieldset disabled={uploading} className="grid gap-4 sm:grid-cols-2">
            {replacing ? null : (
              <>
                <div className="space-y-2">
                  <Label htmlFor="dd-list-name">{t("listName")}</Label>
                  <Input
                    {...field("dd-list-name", shown("name"))}
                    value={name}
                    maxLength={120}
                    placeholder={t("listNamePlaceholder")}
                    onChange={(event) => setName(event.target.value)}
                  />
                  <FieldError id="dd-list-name-error" message={shown("name")} />
                </div>
                <div className="space-y-2">
                  <Label htmlFor="dd-list-format">{t("formatLabel")}</Label>
                  <NativeSelect
                    id="dd-list-format"
                    value={format}
                    onChange={(event) => setFormat(event.target.value as ListFormatChoice)}
                  >
                    {LIST_FORMAT_CHOICES.map((choice) => (
                      <option key={choice} value={choice}>
                        {t(`formats.${choice}`)}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
                <div className="space-y-2 sm:col-span-2">
                  <Label htmlFor="dd-list-source">{t("sourceUrl")}</Label>
                  <Input
                    {...field("dd-list-source", shown("sourceUrl"))}
                    type="url"
                    inputMode="url"
                    value={sourceUrl}
                    maxLength={500}
                    placeholder="https://"
                    onChange={(event) => setSourceUrl(event.target.value)}
                  />
                  <p className="text-xs text-muted-foreground">{t("sourceUrlHint")}</p>
                  <FieldError id="dd-list-source-error" message={shown("sourceUrl")} />
                </div>
              </>
            )}
            <div className="space-y-2 sm:col-span-2">
              <Label htmlFor="dd-list-file">{t("listFile")}</Label>
              <Input
                {...field("dd-list-file", shown("file"))}
                aria-describedby={
                  [
                    "dd-list-file-hint",
                    shown("file") ? "dd-list-file-error" : "",
                    refusal ? "dd-list-file-refusal" : "",
                  ]
                    .filter(Boolean)
                    .join(" ") || undefined
                }
                ref={fileInput}
                type="file"
                accept=".xlsx,.pdf,.csv,.json,.xml,.txt,.tsv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/pdf"
                className="h-auto"
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              />
              <p id="dd-list-file-hint" className="text-xs text-muted-foreground">
                {t("listFileHint")}
              </p>
              <FieldError id="dd-list-file-error" message={shown("file")} />
              {refusal ? (
                <div
                  id="dd-list-file-refusal"
                  role="alert"
                  data-testid="dd-upload-error"
                  className="rounded-md border border-destructive/60 bg-destructive/5 p-3 text-sm"
                >
                  <p className="font-medium text-destructive">
                    {t("uploadRefused", { file: refusal.fileName })}
                  </p>
                  <p className="mt-1 break-words">{refusal.message}</p>
                </div>
              ) : null}
            </div>
          </fieldset>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={uploading}>
              {uploading ? t("uploading") : t("upload")}
            </Button>
            {replacing ? (
              <Button type="button" variant="outline" onClick={onCancelReplace}>
                {t("cancelReplace")}
              </Button>
            ) : null}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
