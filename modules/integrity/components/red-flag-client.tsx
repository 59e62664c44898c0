"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FieldError, Label } from "@/components/ui/label";
import { Input } from "@/components/ui/input";
import { INDICATOR_CODES, type IndicatorCode } from "@/modules/integrity/lib/red-flags/settings";
import type { RedFlagJobResult } from "@/modules/integrity/lib/api-types";
import {
  DEFAULT_SETTINGS_FORM,
  MAX_OCDS_BYTES,
  ocdsContentType,
  redFlagSubmitUrl,
  settingsFromForm,
  type RedFlagSettingsForm,
} from "@/modules/integrity/lib/red-flag-settings";
import { integrityApi } from "./integrity-api";
import { JobProgress } from "./job-progress";
import { RedFlagResults } from "./red-flag-results";
import { RedFlagSettingsFields } from "./red-flag-settings-fields";
import { useErrorText } from "./use-error-text";
import { useIntegrityJob } from "./use-integrity-job";

function fileProblem(file: File | null): "noFile" | "wrongType" | "tooLarge" | null {
  if (!file) return "noFile";
  if (!ocdsContentType(file.name)) return "wrongType";
  return file.size > MAX_OCDS_BYTES ? "tooLarge" : null;
}

/**
 * Red-flag monitoring: the OCDS file goes as the raw body of POST /api/v1/red-flag/submit (the server streams it,
 * so it is never read into the page), the job is polled, then its flags are shown and offered as CSV/XLSX.
 */
export function RedFlagClient({ activityId = "" }: { activityId?: string }) {
  const t = useTranslations("services.integrity.redFlag");
  const errorText = useErrorText();
  const [file, setFile] = useState<File | null>(null);
  const [form, setForm] = useState<RedFlagSettingsForm>(DEFAULT_SETTINGS_FORM);
  const [showProblems, setShowProblems] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [result, setResult] = useState<RedFlagJobResult | null>(null);
  const [resultError, setResultError] = useState<string | null>(null);
  // The indicators of the run shown, not of the form as it may have been edited since.
  const [computed, setComputed] = useState<readonly IndicatorCode[]>(INDICATOR_CODES);

  async function loadResults(jobId: string) {
    const answer = await integrityApi.redFlagResults(jobId);
    if (answer.ok) setResult(answer.data);
    else setResultError(errorText(answer));
  }
  const job = useIntegrityJob("red-flag", (jobId) => void loadResults(jobId));

  const problem = fileProblem(file);
  const { settings, problems } = settingsFromForm(form);

  async function submit() {
    setShowProblems(true);
    if (problem || problems.length || !file) return;
    setSubmitting(true);
    setResult(null);
    setResultError(null);
    job.reset();
    setComputed(form.indicators);
    const answer = await integrityApi.submitRedFlags(
      redFlagSubmitUrl(settings, activityId),
      file,
      ocdsContentType(file.name)!,
    );
    setSubmitting(false);
    if (answer.ok) job.start(answer.data);
    else toast.error(t("submitFailed"), { description: errorText(answer) });
  }

  const busy = submitting || job.busy;
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>{t("inputTitle")}</CardTitle>
          <CardDescription>{t("inputText")}</CardDescription>
        </CardHeader>
        <CardContent>
          <form
            className="space-y-6"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <fieldset disabled={busy} className="space-y-6">
              <div className="space-y-2">
                <Label htmlFor="red-flag-file">{t("file")}</Label>
                <Input
                  id="red-flag-file"
                  type="file"
                  accept=".jsonl,.ndjson,.json,application/json,application/x-ndjson"
                  data-testid="red-flag-file"
                  aria-invalid={showProblems && !!problem}
                  aria-describedby={showProblems && problem ? "red-flag-file-error" : undefined}
                  className="h-auto"
                  onChange={(event) => setFile(event.target.files?.[0] ?? null)}
                />
                <FieldError
                  id="red-flag-file-error"
                  message={showProblems && problem ? t(problem) : undefined}
                />
              </div>
              <RedFlagSettingsFields
                form={form}
                problems={showProblems ? problems : []}
                onChange={(next) => setForm(next)}
              />
            </fieldset>
            <Button type="submit" disabled={busy} data-testid="red-flag-submit">
              {submitting ? t("submitting") : t("submit")}
            </Button>
          </form>
        </CardContent>
      </Card>
      <JobProgress
        job={job.job}
        elapsedMs={job.elapsedMs}
        pollError={job.pollError}
        testId="red-flag-status"
      />
      {job.job?.status === "done" && !result && !resultError ? (
        <p className="text-sm text-muted-foreground">{t("loadingResults")}</p>
      ) : null}
      {resultError ? (
        <p role="alert" className="text-sm text-destructive">
          {t("resultsFailed", { error: resultError })}
        </p>
      ) : null}
      {result ? <RedFlagResults job={result} computed={computed} /> : null}
    </>
  );
}
