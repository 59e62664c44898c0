"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { FieldError, Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { DueDiligenceJobResult } from "@/modules/integrity/lib/api-types";
import { MAX_BIDDERS, parseBidderLines, parseThreshold } from "@/modules/integrity/lib/bidder-lines";
import { DdResults } from "./dd-results";
import { integrityApi } from "./integrity-api";
import { JobProgress } from "./job-progress";
import { useErrorText } from "./use-error-text";
import { useIntegrityJob } from "./use-integrity-job";

const today = () => new Date().toISOString().slice(0, 10);

/** Screening: bidders one per line, a threshold and a day to judge debarments by; then the job and its matches. */
export function DdScreening({ hasLists, activityId = "" }: { hasLists: boolean; activityId?: string }) {
  const t = useTranslations("services.integrity.dd");
  const errorText = useErrorText();
  const [text, setText] = useState("");
  const [threshold, setThreshold] = useState("0.70");
  const [asOf, setAsOf] = useState(today);
  const [showProblems, setShowProblems] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [result, setResult] = useState<DueDiligenceJobResult | null>(null);
  const [resultError, setResultError] = useState<string | null>(null);

  async function loadResults(jobId: string) {
    const answer = await integrityApi.screeningResults(jobId);
    if (answer.ok) setResult(answer.data);
    else setResultError(errorText(answer));
  }
  const job = useIntegrityJob("due-diligence", (jobId) => void loadResults(jobId));

  const { bidders, problems: lineProblems } = parseBidderLines(text);
  const thresholdValue = parseThreshold(threshold);
  const biddersError = lineProblems.length
    ? lineProblems
        .slice(0, 3)
        .map((problem) =>
          t(problem.reason === "noName" ? "lineNoName" : "lineTooLong", { line: problem.line }),
        )
        .join(" ")
    : !bidders.length
      ? t("noBidders")
      : bidders.length > MAX_BIDDERS
        ? t("tooManyBidders", { max: MAX_BIDDERS })
        : undefined;
  const shownBidders = showProblems ? biddersError : undefined;
  const shownThreshold = showProblems && thresholdValue === null ? t("badThreshold") : undefined;

  async function submit() {
    setShowProblems(true);
    if (!hasLists || biddersError || thresholdValue === null) return;
    setSubmitting(true);
    setResult(null);
    setResultError(null);
    job.reset();
    const answer = await integrityApi.submitScreening({
      bidders,
      threshold: thresholdValue,
      ...(asOf ? { asOf } : {}),
      ...(activityId.trim() ? { activityId: activityId.trim() } : {}),
    });
    setSubmitting(false);
    if (answer.ok) job.start(answer.data);
    else toast.error(t("screenFailed"), { description: errorText(answer) });
  }

  const busy = submitting || job.busy;
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>{t("screenTitle")}</CardTitle>
          <CardDescription>{t("screenText")}</CardDescription>
        </CardHeader>
        <CardContent>
          <form
            noValidate
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <fieldset disabled={busy} className="grid gap-4 sm:grid-cols-2">
              <div className="space-y-2 sm:col-span-2">
                <Label htmlFor="dd-bidders">{t("bidders")}</Label>
                <Textarea
                  id="dd-bidders"
                  data-testid="dd-bidders"
                  rows={6}
                  value={text}
                  placeholder={t("biddersPlaceholder")}
                  aria-invalid={!!shownBidders}
                  aria-describedby={`dd-bidders-count${shownBidders ? " dd-bidders-error" : ""}`}
                  onChange={(event) => setText(event.target.value)}
                />
                <p id="dd-bidders-count" className="text-xs text-muted-foreground">
                  {t("bidderCount", { count: bidders.length, max: MAX_BIDDERS })}
                </p>
                <FieldError id="dd-bidders-error" message={shownBidders} />
              </div>
              <div className="space-y-2">
                <Label htmlFor="dd-threshold">{t("threshold")}</Label>
                <Input
                  id="dd-threshold"
                  inputMode="decimal"
                  value={threshold}
                  aria-invalid={!!shownThreshold}
                  aria-describedby={`dd-threshold-hint${shownThreshold ? " dd-threshold-error" : ""}`}
                  onChange={(event) => setThreshold(event.target.value)}
                />
                <p id="dd-threshold-hint" className="text-xs text-muted-foreground">
                  {t("thresholdHint")}
                </p>
                <FieldError id="dd-threshold-error" message={shownThreshold} />
              </div>
              <div className="space-y-2">
                <Label htmlFor="dd-as-of">{t("asOf")}</Label>
                <Input
                  id="dd-as-of"
                  type="date"
                  value={asOf}
                  aria-describedby="dd-as-of-hint"
                  onChange={(event) => setAsOf(event.target.value)}
                />
                <p id="dd-as-of-hint" className="text-xs text-muted-foreground">
                  {t("asOfHint")}
                </p>
              </div>
            </fieldset>
            {!hasLists && showProblems ? (
              <p role="alert" className="text-sm text-destructive">
                {t("needList")}
              </p>
            ) : null}
            <Button type="submit" disabled={busy} data-testid="dd-submit">
              {submitting ? t("screening") : t("screen")}
            </Button>
          </form>
        </CardContent>
      </Card>
      <JobProgress job={job.job} elapsedMs={job.elapsedMs} pollError={job.pollError} testId="dd-status" />
      {job.job?.status === "done" && !result && !resultError ? (
        <p className="text-sm text-muted-foreground">{t("loadingResults")}</p>
      ) : null}
      {resultError ? (
        <p role="alert" className="text-sm text-destructive">
          {t("resultsFailed", { error: resultError })}
        </p>
      ) : null}
      {result ? <DdResults result={result.result} /> : null}
    </>
  );
}
