import { useTranslations } from "next-intl";
import { formatAmount } from "@/lib/locale/currency";
import { ipcBreakdown } from "@/modules/tools/lib/ipc/breakdown";
import type { IpcResult } from "@/modules/tools/lib/ipc/compute";
import { cn } from "@/lib/utils";
import { ScrollRegion } from "@/components/shared/scroll-region";

type Props = { result: IpcResult };

/** The IPC breakdown table (line | previous | this period | cumulative) in the currency's digits. */
export function IpcBreakdown({ result }: Props) {
  const t = useTranslations("services.ipc");
  const amount = (value: number) => formatAmount(value, result.currency);
  return (
    <ScrollRegion label={t("breakdownCaption", { currency: result.currency })} columns={4}>
      <table className="w-full text-sm" data-testid="ipc-breakdown">
        <caption className="mb-2 text-left font-medium">
          {t("breakdownCaption", { currency: result.currency })}
        </caption>
        <thead>
          <tr className="border-b">
            <th scope="col" className="px-2 py-1.5 text-left font-medium">
              {t("columns.line")}
            </th>
            {(["previous", "period", "cumulative"] as const).map((column) => (
              <th key={column} scope="col" className="px-2 py-1.5 text-right font-medium">
                {t(`columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ipcBreakdown(result).map((row) => (
            <tr
              key={row.id}
              className={cn("border-b last:border-0", row.total && "font-semibold")}
              data-testid={`ipc-row-${row.id}`}
            >
              <th
                scope="row"
                className={cn("px-2 py-1.5 text-left", row.total ? "font-semibold" : "font-normal")}
              >
                {t(`lines.${row.id}`)}
              </th>
              <td className="px-2 py-1.5 text-right tabular-nums">
                {row.previous === null ? (
                  <>
                    <span aria-hidden="true">—</span>
                    <span className="sr-only">{t("notGiven")}</span>
                  </>
                ) : (
                  amount(row.previous)
                )}
              </td>
              <td className="px-2 py-1.5 text-right tabular-nums">{amount(row.period)}</td>
              <td className="px-2 py-1.5 text-right tabular-nums">{amount(row.cumulative)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
