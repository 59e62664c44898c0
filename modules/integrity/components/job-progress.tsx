"use client";

import { CircleCheck, CircleX, LoaderCircle } from "lucide-react";
import { useTranslations } from "next-intl";
import type { JobView } from "@/modules/integrity/lib/api-types";
import { formatElapsed } from "@/modules/integrity/lib/job-time";

type Props = {
  job: JobView | null;
  elapsedMs: number;
  pollError: string | null;
  testId: string;
};

/**
 * A job's progress in words, announced politely to screen readers: queued, running (with the time so far), done,
 * or failed with the job's own reason ("Line 2: …"), which is what the officer needs to fix the input.
 */
export function JobProgress({ job, elapsedMs, pollError, testId }: Props) {
  const t = useTranslations("services.integrity.job");
  const elapsed = formatElapsed(elapsedMs);
  let content = null;
  if (pollError) content = <Line tone="error" text={t("pollFailed", { error: pollError })} />;
  else if (job?.status === "failed")
    content = <Line tone="error" text={job.error ? t("failed", { error: job.error }) : t("failedUnknown")} />;
  else if (job?.status === "done") content = <Line tone="done" text={t("done", { elapsed })} />;
  else if (job)
    content = (
      <Line
        tone="busy"
        text={job.status === "queued" ? t("queued", { elapsed }) : t("running", { elapsed })}
      />
    );
  return (
    <div role="status" aria-live="polite" data-testid={testId} data-status={job?.status ?? "idle"}>
      {content}
    </div>
  );
}

function Line({ tone, text }: { tone: "busy" | "done" | "error"; text: string }) {
  const Icon = tone === "busy" ? LoaderCircle : tone === "done" ? CircleCheck : CircleX;
  return (
    <p
      className={
        tone === "error"
          ? "flex items-start gap-2 rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm text-destructive"
          : "flex items-center gap-2 text-sm text-muted-foreground"
      }
    >
      <Icon className={`size-4 shrink-0 ${tone === "busy" ? "animate-spin" : ""}`} aria-hidden="true" />
      <span className="break-words">{text}</span>
    </p>
  );
}
