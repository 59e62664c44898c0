"use client";

import { Download } from "lucide-react";
import { useTranslations } from "next-intl";
import { createContext, useContext, type ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { Finding, ToolOutput } from "@/lib/results/types";
import { disqualifyingFailures, keyChecksWithoutData } from "@/lib/results/score";
import { FindingsList } from "@/components/shared/findings/findings-list";
import { ScoreBadge } from "@/components/shared/findings/score-badge";
import { ResultActions } from "@/components/shared/result-actions";
import { RESULT_DOCUMENT_ID, toolOutputText } from "@/lib/results/output-html";
import type { EmailSettings } from "@/modules/review/components";
import { HtmlPreview, SendEmailDialog } from "@/modules/review/components";
import { useFocusOnChange } from "@/components/shared/use-focus-on-change";
import { QualityGatePanel } from "./quality-gate-panel";
import { ResultTable } from "./result-table";
import { exportUrl } from "./tool-api";

/** What the page knows about a result that the run does not say: the tool's title and the user's email defaults. */
export type ToolResultSettings = { title: string; email: EmailSettings };
const ResultSettings = createContext<ToolResultSettings | null>(null);
/** Given by the tool page around its result view (tool-page-client.tsx). */
export const ToolResultSettingsProvider = ResultSettings.Provider;

type Props = {
  runId: string;
  output: ToolOutput;
  /** A tool's own view of part of its output, shown first (the knowledge hub's answer)... */
  lead?: ReactNode;
  /** ...and the tables it shows, which are then not repeated below (exports still carry them). */
  leadTables?: readonly string[];
};

/**
 * Renders whatever a tool returned: summary, score, cards, tables, findings and generated documents, with the
 * export buttons every result has (copy, the whole result as DOCX or PDF, email).
 */
export function ToolResult({ runId, output, lead, leadTables = [] }: Props) {
  const t = useTranslations("services.tool");
  const settings = useContext(ResultSettings);
  const title = settings?.title ?? t("resultTitle");
  const shownTables = output.tables?.filter((table) => !leadTables.includes(table.id)) ?? [];
  // Each new result takes focus at its heading, so keyboard and screen-reader users land on it.
  const heading = useFocusOnChange<HTMLHeadingElement>(runId);
  return (
    <Card data-testid="tool-result" aria-live="polite">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle
            ref={heading}
            tabIndex={-1}
            className="scroll-mt-20 focus:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            data-testid="tool-result-heading"
          >
            {t("resultTitle")}
          </CardTitle>
          {output.score !== undefined ? (
            <ScoreBadge score={output.score} testId="tool-score" />
          ) : output.findings && disqualifyingFailures(output.findings).length ? (
            <ScoreBadge score={null} fails testId="tool-score" />
          ) : output.findings && keyChecksWithoutData(output.findings).length ? (
            <ScoreBadge score={null} testId="tool-score" />
          ) : null}
        </div>
        <CardDescription>{output.summary}</CardDescription>
        <ResultActions
          className="pt-2"
          text={() => toolOutputText(title, output)}
          downloadUrl={(format) => exportUrl(runId, RESULT_DOCUMENT_ID, format)}
          emailDialog={
            settings
              ? (dialog) => (
                  <SendEmailDialog
                    {...dialog}
                    source={{ runId, runKind: "tool" }}
                    settings={settings.email}
                    subject={title}
                  />
                )
              : undefined
          }
        />
      </CardHeader>
      <CardContent className="space-y-6">
        {lead}
        {output.notices?.length ? (
          <ul className="space-y-1 rounded-md border bg-muted/40 p-3 text-sm">
            {output.notices.map((notice) => (
              <li key={notice}>{notice}</li>
            ))}
          </ul>
        ) : null}
        {output.metrics?.length ? (
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {output.metrics.map((metric) => (
              <div key={metric.id} className="rounded-lg border p-3" data-testid={`metric-${metric.id}`}>
                <p className="text-sm text-muted-foreground">{metric.label}</p>
                <p className="text-xl font-semibold tabular-nums">{metric.value}</p>
                {metric.hint ? <p className="text-xs text-muted-foreground">{metric.hint}</p> : null}
              </div>
            ))}
          </div>
        ) : null}
        {shownTables.map((table) => (
          <ResultTable key={table.id} table={table} />
        ))}
        {output.findings?.length ? <Findings findings={output.findings} /> : null}
        {typeof output.data.draftHtml === "string" ? (
          // The quality gate's findings sit next to the draft they are about.
          <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <div className="space-y-2">
              <h3 className="font-medium">{t("draftPreview")}</h3>
              <HtmlPreview html={output.data.draftHtml} title={t("draftPreview")} testId="draft-preview" />
            </div>
            <QualityGatePanel key={runId} runId={runId} output={output} />
          </div>
        ) : null}
        {output.documents?.length ? (
          <div className="space-y-2">
            <h3 className="font-medium">{t("documents")}</h3>
            {output.documents.map((document) => (
              <div key={document.id} className="flex flex-wrap items-center gap-2 text-sm">
                <span className="mr-2">{document.title}</span>
                {document.formats.map((format) => (
                  <a
                    key={format}
                    href={exportUrl(runId, document.id, format)}
                    download
                    className="inline-flex h-8 items-center gap-1 rounded-md border px-3 text-sm font-medium hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <Download className="size-3.5" aria-hidden="true" />
                    {t("download", { format: format.toUpperCase() })}
                  </a>
                ))}
              </div>
            ))}
          </div>
        ) : null}
        <p className="text-xs text-muted-foreground">{t("decisionSupport")}</p>
      </CardContent>
    </Card>
  );
}

function Findings({ findings }: { findings: readonly Finding[] }) {
  const t = useTranslations("services.tool");
  return (
    <div className="space-y-2">
      <h3 className="font-medium">{t("findings")}</h3>
      <FindingsList findings={findings} />
    </div>
  );
}
