import { useTranslations } from "next-intl";
import { formatMoney } from "@/lib/locale/currency";
import type { IpcResult } from "@/modules/tools/lib/ipc/compute";

type Props = { result: IpcResult };

const CARDS = [
  "subtotalThis",
  "paAmount",
  "deductionsThis",
  "recommendedThis",
  "recommendedCumulative",
] as const;

/**
 * The IPC summary cards and the weighting hint (index ratio × weighting/100 to
 * 4 decimals). Amounts are rounded here, for display only, to the currency's digits.
 */
export function IpcSummary({ result }: Props) {
  const t = useTranslations("services.ipc");
  const hint = {
    ratio: result.indexRatio.toFixed(4),
    weighting: String(Number(result.weighting.toFixed(4))),
    value: result.weightingHint.toFixed(4),
  };
  return (
    <div className="space-y-3" data-testid="ipc-summary">
      <h3 className="font-medium">{t("summaryTitle")}</h3>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {CARDS.map((id) => (
          <div
            key={id}
            className={`rounded-lg border p-3 ${id === "recommendedThis" ? "border-primary" : ""}`}
            data-testid={`ipc-card-${id}`}
          >
            <dt className="text-sm text-muted-foreground">{t(`summary.${id}`)}</dt>
            <dd className="text-xl font-semibold tabular-nums">{formatMoney(result[id], result.currency)}</dd>
            {id === "paAmount" ? (
              <dd className="text-xs text-muted-foreground">
                {result.priceAdjustmentEnabled
                  ? t("paFactor", { factor: result.paFactor.toFixed(4) })
                  : t("paOff")}
              </dd>
            ) : null}
          </div>
        ))}
      </dl>
      <p className="text-sm" data-testid="ipc-hint">
        <span className="text-muted-foreground">{t("hintLabel")}: </span>
        <span className="tabular-nums">{t("hint", hint)}</span>
      </p>
      {result.subtotalThis + result.paAmount - result.deductionsThis < 0 ? (
        <p className="text-sm">{t("flooredThis")}</p>
      ) : null}
      {result.previousNet + result.recommendedThis < 0 ? (
        <p className="text-sm">{t("flooredCumulative")}</p>
      ) : null}
    </div>
  );
}
