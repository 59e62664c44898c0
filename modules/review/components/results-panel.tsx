"use client";

import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { EmailSettings } from "./email-options";
import { FindingsList } from "@/components/shared/findings/findings-list";
import { FactsTable } from "@/components/shared/findings/facts-table";
import { ScoreBadge } from "@/components/shared/findings/score-badge";
import { disqualifyingFailures } from "@/lib/results/score";
import { HtmlPreview } from "./html-preview";
import type { EmailRunRef, ReviewRunResult } from "./review-api";
import { SendEmailDialog } from "./send-email-dialog";
import { LoadingLine } from "@/components/shared/loading-line";
import { ResultActions } from "@/components/shared/result-actions";
import { toolOutputText } from "@/lib/results/output-html";

export type ResultsState = {
  open: boolean;
  loading: boolean;
  activityId: string;
  serviceTitle: string;
  result:
    | (Pick<ReviewRunResult, "score" | "summary" | "findings" | "memoHtml" | "emailHtml" | "facts"> & {
        source: EmailRunRef;
      })
    | null;
};

type Props = { state: ResultsState; onClose: () => void; email: EmailSettings };

/**
 * 'Review Results': a side panel over the form, given the result, a loading flag and the activity:
 * the score badge by its bands, the export buttons of every result (copy, the memo as DOCX or PDF, email), the
 * summary, findings, and the memo and email previews.
 */
export function ResultsPanel({ state, onClose, email }: Props) {
  const t = useTranslations("review.results");
  const tFacts = useTranslations("common.facts");
  const subject = useTranslations("review.sendEmail")("subjectDefault", {
    service: state.serviceTitle,
    activity: state.activityId,
  });
  const { result } = state;
  const heading = useRef<HTMLHeadingElement>(null);
  // A stored run exports its memo; a submitted request (opened from Recent Runs) has no export route.
  const source = result?.source;
  const downloadUrl =
    source?.runKind === "review"
      ? (format: "docx" | "pdf") =>
          `/api/review/runs/${encodeURIComponent(source.runId)}/export?format=${format}`
      : undefined;
  return (
    <DialogPrimitive.Root open={state.open} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <DialogPrimitive.Content
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-3xl flex-col border-l bg-background text-foreground shadow-xl focus:outline-none"
          data-testid="review-results"
          aria-busy={state.loading || undefined}
          // The panel opens on its heading, not on its close button: the reader starts at the result.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            heading.current?.focus();
          }}
        >
          <div className="flex items-start justify-between gap-4 border-b p-6">
            <div>
              <DialogPrimitive.Title
                ref={heading}
                tabIndex={-1}
                className="text-lg font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {t("title")}
              </DialogPrimitive.Title>
              <DialogPrimitive.Description className="mt-1 text-sm text-muted-foreground">
                {t("activity", { service: state.serviceTitle, id: state.activityId || "—" })}
              </DialogPrimitive.Description>
            </div>
            <DialogPrimitive.Close
              className="rounded-md p-1 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              aria-label={t("close")}
            >
              <X className="size-4" aria-hidden="true" />
            </DialogPrimitive.Close>
          </div>
          <div className="flex-1 space-y-6 overflow-y-auto p-6">
            {state.loading ? (
              <LoadingLine>{t("loading")}</LoadingLine>
            ) : result ? (
              <>
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <ScoreBadge
                    score={result.score}
                    fails={disqualifyingFailures(result.findings).length > 0}
                    className="px-3 py-1 text-sm"
                    testId="review-score"
                  />
                  <ResultActions
                    text={() =>
                      toolOutputText(subject, {
                        summary: result.summary,
                        ...(result.score === null ? {} : { score: result.score }),
                        findings: result.findings,
                        data: {},
                      })
                    }
                    downloadUrl={downloadUrl}
                    emailDialog={(dialog) => (
                      <SendEmailDialog
                        {...dialog}
                        source={result.source}
                        settings={email}
                        subject={subject}
                      />
                    )}
                  />
                </div>
                <section className="space-y-1" aria-labelledby="results-summary">
                  <h3 id="results-summary" className="font-medium">
                    {t("summary")}
                  </h3>
                  <p className="text-sm" data-testid="review-summary">
                    {result.summary}
                  </p>
                </section>
                {result.facts?.length ? (
                  <section className="space-y-2" aria-labelledby="results-facts">
                    <h3 id="results-facts" className="font-medium">
                      {tFacts("title")}
                    </h3>
                    <FactsTable sheets={result.facts} />
                  </section>
                ) : null}
                <section className="space-y-2" aria-labelledby="results-findings">
                  <h3 id="results-findings" className="font-medium">
                    {t("findings")}
                  </h3>
                  <FindingsList findings={result.findings} linkFacts={Boolean(result.facts?.length)} />
                </section>
                <Tabs defaultValue="memo">
                  <TabsList>
                    <TabsTrigger value="memo">{t("memoTab")}</TabsTrigger>
                    <TabsTrigger value="email">{t("emailTab")}</TabsTrigger>
                  </TabsList>
                  <TabsContent value="memo">
                    <HtmlPreview html={result.memoHtml} title={t("memoFrame")} testId="memo-preview" />
                  </TabsContent>
                  <TabsContent value="email">
                    <HtmlPreview html={result.emailHtml} title={t("emailFrame")} testId="email-preview" />
                  </TabsContent>
                </Tabs>
                <p className="text-xs text-muted-foreground">{t("decisionSupport")}</p>
              </>
            ) : (
              <p className="text-sm text-muted-foreground">{t("empty")}</p>
            )}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
