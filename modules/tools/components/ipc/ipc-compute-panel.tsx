"use client";

import { Calculator } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { computeIpc, type IpcResult } from "@/modules/tools/lib/ipc/compute";
import type { ToolInputValues } from "@/lib/results/types";
import { IpcBreakdown } from "./ipc-breakdown";
import { IpcSummary } from "./ipc-summary";

type Props = {
  /** The tool page's current form values. */
  values: ToolInputValues;
  /** The framework's default currency, used while the currency input is empty. */
  fallbackCurrency?: string;
};

/**
 * 'Compute Validation' on the IPC tool page: the page computes only on that button. The figures
 * stay as computed until the button is pressed again; a note says when the inputs changed since.
 */
export function IpcComputePanel({ values, fallbackCurrency }: Props) {
  const t = useTranslations("services.ipc");
  const [computed, setComputed] = useState<{ result: IpcResult; snapshot: string } | null>(null);
  const snapshot = JSON.stringify(values);

  return (
    <div className="space-y-4" data-testid="ipc-compute-panel">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="outline"
          onClick={() => setComputed({ result: computeIpc(values, { fallbackCurrency }), snapshot })}
        >
          <Calculator className="size-4" aria-hidden="true" />
          {t("compute")}
        </Button>
        <p className="text-xs text-muted-foreground">{t("computeHint")}</p>
      </div>
      <div aria-live="polite" className="space-y-4">
        {computed ? (
          <>
            {computed.snapshot !== snapshot ? (
              <p className="rounded-md border border-amber-600 p-2 text-sm" data-testid="ipc-stale">
                {t("stale")}
              </p>
            ) : null}
            <IpcSummary result={computed.result} />
            <IpcBreakdown result={computed.result} />
            <p className="text-xs text-muted-foreground">{t("disclaimer")}</p>
          </>
        ) : null}
      </div>
    </div>
  );
}
