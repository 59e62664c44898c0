"use client";

import { Copy, FileDown, Mail } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { RESULT_FORMATS, type ResultFormat } from "@/lib/results/output-html";

export type EmailDialogState = { open: boolean; onOpenChange: (open: boolean) => void };

type Props = {
  /** The result as plain text, built when Copy is pressed (lib/results/output-html.ts toolOutputText). */
  text: () => string;
  /** Where the result downloads in each format; without it (a result no route exports) no download buttons. */
  downloadUrl?: (format: ResultFormat) => string;
  /**
   * The feature's email dialog (SendEmailDialog), rendered here with its open state: shared UI knows no feature,
   * so the page hands the dialog in. Without it there is no Email button.
   */
  emailDialog?: (dialog: EmailDialogState) => ReactNode;
  className?: string;
};

/** Copies through the Clipboard API, or a hidden selection where the page is not a secure context. */
async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (permissions, focus): try the selection below.
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand("copy");
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

const LABELS: Record<
  ResultFormat,
  { text: "downloadDocx" | "downloadPdf"; label: "downloadDocxLabel" | "downloadPdfLabel" }
> = {
  docx: { text: "downloadDocx", label: "downloadDocxLabel" },
  pdf: { text: "downloadPdf", label: "downloadPdfLabel" },
};

/**
 * The export buttons of every result (tool pages and /review): Copy (plain text, with a toast), Download DOCX,
 * Download PDF, and Email (the page's send dialog). Each button's accessible name starts with its visible text.
 */
export function ResultActions({ text, downloadUrl, emailDialog, className }: Props) {
  const t = useTranslations("common.resultActions");
  const [emailOpen, setEmailOpen] = useState(false);

  async function copy() {
    if (await copyText(text())) toast.success(t("copied"));
    else toast.error(t("copyFailed"));
  }

  return (
    <div
      role="group"
      aria-label={t("label")}
      className={cn("flex flex-wrap items-center gap-2", className)}
      data-testid="result-actions"
    >
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-label={t("copyLabel")}
        onClick={() => void copy()}
      >
        <Copy className="size-4" aria-hidden="true" />
        {t("copy")}
      </Button>
      {downloadUrl
        ? RESULT_FORMATS.map((format) => (
            <Button key={format} asChild variant="outline" size="sm">
              <a href={downloadUrl(format)} download aria-label={t(LABELS[format].label)}>
                <FileDown className="size-4" aria-hidden="true" />
                {t(LABELS[format].text)}
              </a>
            </Button>
          ))
        : null}
      {emailDialog ? (
        <>
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-label={t("emailLabel")}
            aria-haspopup="dialog"
            onClick={() => setEmailOpen(true)}
          >
            <Mail className="size-4" aria-hidden="true" />
            {t("email")}
          </Button>
          {emailDialog({ open: emailOpen, onOpenChange: setEmailOpen })}
        </>
      ) : null}
    </div>
  );
}
