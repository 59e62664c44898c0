"use client";

import { ChevronDown, CircleCheck, Download, Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { CMP_PHASES, MILESTONES } from "@/modules/tools/lib/cmp/milestones";
import { CMP_EXPORT_FORMATS, cmpDataSchema } from "@/modules/tools/lib/cmp/plan";
import type { ExportFormat, ToolOutput } from "@/lib/results/types";
import { ResultTable } from "@/modules/tools/components/result-table";
import { downloadFromUrl } from "./download";
import { RamPreview } from "./ram-preview";

type Props = {
  output: ToolOutput;
  /** Where a format of the plan downloads from (the run's export route). */
  exportUrl: (format: ExportFormat) => string;
};

/**
 * The Contract Management Plan once confirmed: success message, notices (which template the
 * plan is based on, and the contract documents it was made with), the RAM preview, the stakeholders' roles, the
 * milestone schedule, KPIs and payment schedule, and Export (DOCX, XLSX, PDF). Export shows 'Processing...' and stays
 * disabled until the file has been fetched, so a double click cannot start two downloads.
 */
export function CmpResult({ output, exportUrl }: Props) {
  const t = useTranslations("services.cmp");
  const notify = useTranslations("notifications");
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const parsed = cmpDataSchema.safeParse(output.data);

  if (!parsed.success) {
    return (
      <Card data-testid="cmp-result">
        <CardContent className="pt-6 text-sm">{t("unreadable")}</CardContent>
      </Card>
    );
  }
  const { ram, columns, plan } = parsed.data;
  const documents = plan.templateBasis.uploadedDocuments;
  const planTables = (output.tables ?? []).filter((table) => table.id !== "ram" && table.rows.length > 0);

  async function exportAs(format: ExportFormat) {
    if (busy) return;
    setBusy(format);
    const ok = await downloadFromUrl(exportUrl(format), `contract-management-plan.${format}`);
    setBusy(null);
    // The button was disabled while busy, which drops focus: give it back for keyboard users.
    requestAnimationFrame(() => trigger.current?.focus());
    if (ok) toast.success(notify("planGenerated"));
    else toast.error(notify("exportFailed"), { description: notify("exportFailedDescription") });
  }

  return (
    <div className="space-y-4" data-testid="cmp-result">
      <Card>
        <CardContent className="flex flex-wrap items-center justify-between gap-4 pt-6">
          <p className="flex items-start gap-2 text-sm font-medium" role="status">
            <CircleCheck
              className="mt-0.5 h-5 w-5 shrink-0 text-green-700 dark:text-green-400"
              aria-hidden="true"
            />
            {t("success", {
              milestones: MILESTONES.length,
              phases: CMP_PHASES.length,
              count: columns.length,
            })}
          </p>
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button
                ref={trigger}
                disabled={busy !== null}
                aria-busy={busy !== null}
                data-testid="cmp-export"
              >
                {busy ? (
                  <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
                ) : (
                  <Download className="h-4 w-4" aria-hidden="true" />
                )}
                {busy ? t("processing") : t("export")}
                {busy ? null : <ChevronDown className="h-4 w-4" aria-hidden="true" />}
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuLabel>{t("exportMenu")}</DropdownMenuLabel>
              {CMP_EXPORT_FORMATS.map((format) => (
                <DropdownMenuItem key={format} onSelect={() => void exportAs(format)} data-format={format}>
                  {t(`formats.${format}`)}
                </DropdownMenuItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
        </CardContent>
      </Card>
      {output.notices?.length ? (
        <section aria-label={t("notices")} className="rounded-md border bg-muted/40 p-3 text-sm">
          <ul className="space-y-1">
            {output.notices.map((notice) => (
              <li key={notice}>{notice}</li>
            ))}
          </ul>
          {/* Which files the plan was made with: what the run received, not what the page shows now. */}
          {documents.length ? (
            <div className="mt-2" data-testid="cmp-documents">
              <p className="font-medium">{t("attachedDocuments")}</p>
              <ul className="list-disc pl-5">
                {documents.map((name, index) => (
                  <li key={`${name}-${index}`}>{name}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </section>
      ) : null}
      <RamPreview columns={columns} rows={ram} />
      {/* Roles in words, milestone dates, KPIs and payments: the run's tables after the RAM. */}
      {planTables.length ? (
        <Card data-testid="cmp-plan-tables">
          <CardContent className="space-y-6 pt-6">
            {planTables.map((table) => (
              <ResultTable key={table.id} table={table} />
            ))}
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
