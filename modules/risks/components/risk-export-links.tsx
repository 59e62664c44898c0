"use client";

import { Download } from "lucide-react";
import { useTranslations } from "next-intl";
import { buttonVariants } from "@/components/ui/button-variants";
import type { RiskFilters } from "@/modules/risks/lib/register";
import { exportUrl } from "@/modules/risks/lib/register-view";

/** The register as filtered, as XLSX or PDF: plain links, so the browser downloads and names the file. */
export function RiskExportLinks({ filters, activityId }: { filters: RiskFilters; activityId: string }) {
  const t = useTranslations("services.risks.export");
  const link = buttonVariants({ variant: "outline", size: "sm" });
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap gap-2">
        <a
          href={exportUrl("xlsx", filters, activityId)}
          className={link}
          data-testid="risk-export-xlsx"
          download
        >
          <Download className="size-4" aria-hidden="true" />
          {t("xlsx")}
        </a>
        <a
          href={exportUrl("pdf", filters, activityId)}
          className={link}
          data-testid="risk-export-pdf"
          download
        >
          <Download className="size-4" aria-hidden="true" />
          {t("pdf")}
        </a>
      </div>
      {filters.cell ? <p className="text-xs text-muted-foreground">{t("cellNote")}</p> : null}
    </div>
  );
}
