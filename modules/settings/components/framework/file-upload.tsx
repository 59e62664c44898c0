"use client";

import { CheckCircle2, CircleAlert, Upload } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, type DragEvent } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { Progress } from "@/components/ui/progress";
import type { FrameworkSource } from "@/lib/frameworks/options";
import { GUIDELINE_ACCEPT } from "@/lib/files/guideline-files";
import type { LibraryRef } from "@/modules/settings/lib/guideline-library";
import type { UploadItem } from "@/lib/files/upload-queue";
import { cn } from "@/lib/utils";
import { useGuidelineUpload } from "./use-guideline-upload";

function UploadRow({ item }: { item: UploadItem }) {
  const t = useTranslations("settings.framework.upload");
  const Icon = item.status === "success" ? CheckCircle2 : item.status === "error" ? CircleAlert : Upload;
  return (
    <li className="space-y-1 text-sm" data-testid="upload-item" data-status={item.status}>
      <div className="flex items-center gap-2">
        <Icon
          className={cn("h-4 w-4 shrink-0", item.status === "error" && "text-destructive")}
          aria-hidden="true"
        />
        <span className="min-w-0 flex-1 truncate">{item.name}</span>
        <span
          className={cn("text-xs", item.status === "error" ? "text-destructive" : "text-muted-foreground")}
        >
          {item.status === "uploading" ? t("uploading") : item.status === "success" ? t("done") : t("failed")}
        </span>
      </div>
      <Progress value={item.progress} aria-label={t("progressLabel", { name: item.name })} />
    </li>
  );
}

/** Pick or drop several files; refused ones are listed with the spec's messages, the rest upload with progress. */
export function FileUpload({
  source,
  onUploaded,
}: {
  source: FrameworkSource;
  onUploaded: (ref: LibraryRef) => void;
}) {
  const t = useTranslations("settings.framework.upload");
  const { items, rejected, upload } = useGuidelineUpload(source, onUploaded);
  const [dragging, setDragging] = useState(false);
  const inputId = `${source}-upload`;

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    void upload(Array.from(event.dataTransfer.files));
  }

  return (
    <section className="space-y-3" aria-labelledby={`${inputId}-heading`}>
      <h3 id={`${inputId}-heading`} className="text-sm font-semibold">
        {t("title")}
      </h3>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={cn(
          "flex flex-col items-center gap-2 rounded-lg border-2 border-dashed p-6 text-center text-sm",
          dragging && "border-primary bg-muted",
        )}
        data-testid={`${source}-dropzone`}
      >
        <Upload className="h-6 w-6 text-muted-foreground" aria-hidden="true" />
        <p className="text-muted-foreground">{t("drop")}</p>
        <input
          id={inputId}
          type="file"
          multiple
          accept={GUIDELINE_ACCEPT}
          className="peer sr-only"
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => {
            void upload(Array.from(event.target.files ?? []));
            event.target.value = "";
          }}
        />
        <label
          htmlFor={inputId}
          className={cn(
            buttonVariants({ variant: "outline", size: "sm" }),
            "cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-ring",
          )}
        >
          {t("choose")}
        </label>
        <p id={`${inputId}-hint`} className="text-xs text-muted-foreground">
          {t("hint")}
        </p>
        <p className="max-w-prose text-xs text-muted-foreground">{t("templateHint")}</p>
      </div>
      {rejected.length ? (
        <div role="alert" className="space-y-1 text-sm text-destructive" data-testid={`${source}-rejected`}>
          <p className="font-medium">{t("rejected")}</p>
          <ul className="list-disc pl-5">
            {rejected.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {items.length ? (
        <ul className="space-y-3" aria-label={t("listLabel")} aria-live="polite">
          {items.map((item) => (
            <UploadRow key={item.id} item={item} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
