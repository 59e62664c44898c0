"use client";

import { Download } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { FieldError, Label } from "@/components/ui/label";
import { auditPeriodProblem, defaultAuditPeriod } from "@/modules/integrity/lib/audit-period";
import { auditDownloadUrl, integrityApi } from "./integrity-api";
import { JobProgress } from "./job-progress";
import { useErrorText } from "./use-error-text";
import { useIntegrityJob } from "./use-integrity-job";
import type { JobView } from "@/modules/integrity/lib/api-types";

/** The audit export's status once done also carries the archive's hash (GET /api/v1/audit-trail/status). */
type AuditJobView = JobView & { archive?: { sha256: string | null } | null };

const PROBLEM_KEY = { missing: "missingDates", order: "dateOrder", tooLong: "tooLong" } as const;

/** Audit-trail export: a period (and optionally one activity) becomes a ZIP built in the background. */
export function AuditExportClient({ activityId: initialActivity }: { activityId: string }) {
  const t = useTranslations("services.integrity.audit");
  const errorText = useErrorText();
  const [period, setPeriod] = useState(() => defaultAuditPeriod(new Date()));
  const [activityId, setActivityId] = useState(initialActivity);
  const [showProblems, setShowProblems] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const job = useIntegrityJob("audit-trail");

  const problem = auditPeriodProblem(period.from, period.to);
  const shown = showProblems && problem ? t(PROBLEM_KEY[problem]) : undefined;

  async function submit() {
    setShowProblems(true);
    if (problem) return;
    setSubmitting(true);
    job.reset();
    const answer = await integrityApi.exportAudit({
      ...period,
      ...(activityId.trim() ? { activityId: activityId.trim() } : {}),
    });
    setSubmitting(false);
    if (answer.ok) job.start(answer.data);
    else toast.error(t("exportFailed"), { description: errorText(answer) });
  }

  const busy = submitting || job.busy;
  const archiveSha256 = (job.job as AuditJobView | null)?.archive?.sha256 ?? null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
        <CardDescription>{t("text")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <fieldset disabled={busy} className="grid gap-4 sm:grid-cols-3">
            {(["from", "to"] as const).map((end) => (
              <div key={end} className="space-y-2">
                <Label htmlFor={`audit-${end}`}>{t(end)}</Label>
                <Input
                  id={`audit-${end}`}
                  type="date"
                  value={period[end]}
                  aria-invalid={!!shown}
                  aria-describedby={shown ? "audit-period-error" : undefined}
                  onChange={(event) => setPeriod((current) => ({ ...current, [end]: event.target.value }))}
                />
              </div>
            ))}
            <div className="space-y-2">
              <Label htmlFor="audit-activity">{t("activityId")}</Label>
              <Input
                id="audit-activity"
                value={activityId}
                maxLength={120}
                aria-describedby="audit-activity-hint"
                onChange={(event) => setActivityId(event.target.value)}
              />
              <p id="audit-activity-hint" className="text-xs text-muted-foreground">
                {t("activityHint")}
              </p>
            </div>
          </fieldset>
          <FieldError id="audit-period-error" message={shown} />
          <Button type="submit" disabled={busy} data-testid="audit-export">
            {submitting ? t("exporting") : t("export")}
          </Button>
        </form>
        <JobProgress
          job={job.job}
          elapsedMs={job.elapsedMs}
          pollError={job.pollError}
          testId="audit-status"
        />
        {job.job?.status === "done" ? (
          <div className="space-y-2">
            <a
              href={auditDownloadUrl(job.job.jobId)}
              className={buttonVariants()}
              data-testid="audit-download"
              download
            >
              <Download className="size-4" aria-hidden="true" />
              {t("download")}
            </a>
            <p className="text-sm text-muted-foreground">{t("contents")}</p>
            {archiveSha256 ? (
              <div className="space-y-1 text-sm">
                <p className="text-muted-foreground">{t("archiveHash")}</p>
                <code
                  className="block break-all rounded bg-muted px-2 py-1 font-mono text-xs"
                  data-testid="audit-sha256"
                >
                  {archiveSha256}
                </code>
                <Link className="underline" href="/wiki/audit-trail-exporter-integration#check-the-signature">
                  {t("verifyGuide")}
                </Link>
              </div>
            ) : null}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
