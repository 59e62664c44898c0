"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { isRetryable } from "@/lib/api/result";
import type { JobView } from "@/modules/integrity/lib/api-types";
import { isFinished, POLL_INTERVAL_MS } from "@/modules/integrity/lib/job-time";
import { integrityApi, type IntegrityService } from "./integrity-api";
import { useErrorText } from "./use-error-text";

/**
 * Follows one job: asks its status every second until it is done or failed, counting the time since submit.
 * A network hiccup or 5xx keeps polling (the job runs on regardless); a 4xx (the job is gone) stops with why.
 * `onDone` runs once when the job finishes successfully, to fetch its results.
 */
export function useIntegrityJob(service: IntegrityService, onDone?: (jobId: string) => void) {
  const errorText = useErrorText();
  const [job, setJob] = useState<JobView | null>(null);
  const [elapsedMs, setElapsedMs] = useState(0);
  const [pollError, setPollError] = useState<string | null>(null);
  // A poll that saw no change still has to schedule the next one: the tick changes every time.
  const [tick, setTick] = useState(0);
  const startedAt = useRef(0);
  const onDoneRef = useRef(onDone);
  const errorTextRef = useRef(errorText);
  useEffect(() => {
    onDoneRef.current = onDone;
    errorTextRef.current = errorText;
  });

  const jobId = job?.jobId;
  const status = job?.status;
  useEffect(() => {
    if (!jobId || !status || isFinished(status) || pollError) return;
    let cancelled = false;
    const timer = setTimeout(async () => {
      const answer = await integrityApi.status(service, jobId);
      if (cancelled) return;
      setElapsedMs(Date.now() - startedAt.current);
      if (answer.ok) {
        setJob(answer.data);
        if (answer.data.status === "done") onDoneRef.current?.(jobId);
      } else if (!isRetryable(answer)) setPollError(errorTextRef.current(answer));
      setTick((n) => n + 1);
    }, POLL_INTERVAL_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [service, jobId, status, pollError, tick]);

  const start = useCallback((submitted: JobView) => {
    startedAt.current = Date.now();
    setElapsedMs(0);
    setPollError(null);
    setJob(submitted);
    if (submitted.status === "done") onDoneRef.current?.(submitted.jobId);
  }, []);

  const reset = useCallback(() => {
    setJob(null);
    setPollError(null);
  }, []);

  const busy = !!job && !isFinished(job.status) && !pollError;
  return { job, elapsedMs, pollError, busy, start, reset };
}
