"use client";

import { CheckCircle2, CircleAlert } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { ToolOutput } from "@/lib/results/types";
import {
  finalizationOf,
  gateOf,
  MIN_REASON_CHARS,
  openFindings,
  type Finalization,
} from "@/modules/tools/lib/drafting/gate/stored-gate";
import { toolsApi } from "./tool-api";

/**
 * The quality gate beside a draft: what our own review found in it, the blanks left for the officer, what the
 * review read, and "Finalize" once each open finding is fixed (a new draft) or acknowledged with a reason.
 */
export function QualityGatePanel({ runId, output }: { runId: string; output: ToolOutput }) {
  const t = useTranslations("services.tool.gate");
  const gate = gateOf(output);
  const [finalized, setFinalized] = useState<Finalization | null>(finalizationOf(output));
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!gate) return null;
  const open = openFindings(gate);
  const toFill = gate.findings.filter((finding) => finding.toFill);
  const ready = open.every((finding) => (reasons[finding.id]?.trim().length ?? 0) >= MIN_REASON_CHARS);

  async function finalize() {
    setBusy(true);
    setError(null);
    const response = await toolsApi.finalize(
      runId,
      open.map((finding) => ({ findingId: finding.id, reason: reasons[finding.id]?.trim() ?? "" })),
    );
    setBusy(false);
    if (response.ok) setFinalized(finalizationOf(response.data.output));
    else setError(response.message || t("failed"));
  }

  return (
    <section
      className="space-y-3 rounded-md border p-3 text-sm"
      aria-labelledby="quality-gate-title"
      data-testid="quality-gate"
    >
      <h3 id="quality-gate-title" className="font-medium">
        {t("title", { review: gate.review })}
      </h3>
      <p className="flex items-start gap-2">
        {open.length ? (
          <CircleAlert className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
        ) : (
          <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
        )}
        <span>{open.length ? t("open", { count: open.length }) : t("passed", { count: toFill.length })}</span>
      </p>
      {open.map((finding) => (
        <div
          key={finding.id}
          className="space-y-1 rounded-md border border-amber-300 p-2 dark:border-amber-700"
        >
          <p className="font-medium">{finding.title}</p>
          <p className="text-muted-foreground">{finding.recommendation}</p>
          {finalized ? null : (
            <>
              <Label htmlFor={`reason-${finding.id}`}>{t("reasonLabel")}</Label>
              <Textarea
                id={`reason-${finding.id}`}
                value={reasons[finding.id] ?? ""}
                onChange={(event) => setReasons({ ...reasons, [finding.id]: event.target.value })}
                aria-describedby={`reason-hint-${finding.id}`}
                maxLength={1000}
              />
              <p id={`reason-hint-${finding.id}`} className="text-xs text-muted-foreground">
                {t("reasonHint")}
              </p>
            </>
          )}
        </div>
      ))}
      {toFill.length ? (
        <div>
          <p className="font-medium">{t("toFill")}</p>
          <ul className="list-disc pl-5">
            {toFill.map((finding, index) => (
              <li key={`${finding.id}-${index}`}>{finding.title}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {gate.read.length ? (
        <details>
          <summary className="cursor-pointer">{t("read")}</summary>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            {gate.read.map((fact) => (
              <div key={fact.label} className="contents">
                <dt className="text-muted-foreground">{fact.label}</dt>
                <dd>{fact.value || fact.status}</dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
      {finalized ? (
        <div role="status" data-testid="draft-final">
          <p className="font-medium">
            {t("finalized", { name: finalized.by.name, date: finalized.at.slice(0, 10) })}
          </p>
          {finalized.acknowledgements.map((item) => (
            <p key={item.findingId} className="text-muted-foreground">
              {t("acknowledged", { title: item.title, reason: item.reason })}
            </p>
          ))}
        </div>
      ) : (
        <Button type="button" onClick={finalize} disabled={busy || !ready}>
          {busy ? t("finalizing") : t("finalize")}
        </Button>
      )}
      {error ? (
        <p role="alert" className="text-destructive">
          {error}
        </p>
      ) : null}
    </section>
  );
}
