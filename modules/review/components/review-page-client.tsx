"use client";

import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import type { ApiFailure } from "@/lib/api/result";
import {
  allowedCurrencies,
  defaultCurrency,
  resolveCurrency,
  type CurrencyFramework,
} from "@/lib/locale/currency";
import { emailOutcome } from "@/modules/review/lib/email-outcome";
import {
  basicsFromRun,
  changeBasic,
  emptyBasics,
  resolveReviewRoute,
  reviewHref,
  type BasicField,
  type ModuleValues,
  type ReviewPayload,
} from "@/modules/review/lib/form";
import { reviewModule, reviewServiceKey, type ReviewModule } from "@/lib/catalogue/review-services";
import type { EmailSettings } from "./email-options";
import { useEmailToast } from "./email-toast";
import { IntelligencePicker } from "./intelligence-picker";
import { RecentRuns } from "./recent-runs";
import { ResultsPanel, type ResultsState } from "./results-panel";
import { reviewApi, type HistoryItem } from "./review-api";
import { ReviewForm } from "./review-form";

type Props = { email: EmailSettings; currencyFramework: CurrencyFramework };

function setDocumentTitle(title: string) {
  document.title = title;
}

const CLOSED: ResultsState = { open: false, loading: false, activityId: "", serviceTitle: "", result: null };

/**
 * The /review page. The service lives in the URL (`?service=&subservice=`);
 * switching it swaps the form below (a fresh one per service), while Part 1 stays as typed.
 */
export function ReviewPageClient({ email, currencyFramework }: Props) {
  const t = useTranslations("review");
  const notify = useTranslations("notifications");
  const showEmailOutcome = useEmailToast();
  const params = useSearchParams();
  const { module } = resolveReviewRoute(params.get("service"), params.get("subservice"));
  // Opened from an activity (?activityId=): its Activity ID fills Part 1, so its documents are offered below.
  const [basics, setBasics] = useState(() => ({
    ...emptyBasics(defaultCurrency(currencyFramework)),
    activityId: params.get("activityId")?.trim().slice(0, 120) ?? "",
  }));
  const [generation, setGeneration] = useState(0);
  const [seed, setSeed] = useState<ModuleValues | null>(null);
  const [results, setResults] = useState<ResultsState>(CLOSED);
  const [historyKey, setHistoryKey] = useState(0);
  const title = module?.title ?? t("intelligenceTitle");

  // The server sets the first title; switching services in the page keeps it in step.
  useEffect(() => {
    setDocumentTitle(t("pageTitle", { service: title }));
  }, [t, title]);

  /** Pushes `?service=&subservice=` without a server round trip, so Part 1 keeps what was typed. */
  function navigate(next: Pick<ReviewModule, "serviceId" | "subserviceId">) {
    const href = reviewHref(next);
    if (`${window.location.pathname}${window.location.search}` !== href)
      window.history.pushState(null, "", href);
  }

  async function run(payload: ReviewPayload): Promise<ApiFailure | null> {
    setResults({
      open: true,
      loading: true,
      activityId: payload.activity.id,
      serviceTitle: title,
      result: null,
    });
    const response = await reviewApi.run(payload);
    if (!response.ok) {
      // A failed run closes the results panel.
      setResults(CLOSED);
      toast.error(notify("reviewFailed"), {
        description: response.message ?? notify("reviewFailedDescription"),
      });
      return response;
    }
    setResults((current) => ({
      ...current,
      loading: false,
      result: { ...response.data, source: { runId: response.data.runId, runKind: "review" } },
    }));
    toast.success(notify("reviewComplete"));
    if (response.data.email) showEmailOutcome(emailOutcome(response.data.email));
    setHistoryKey((key) => key + 1);
    return null;
  }

  /** A recent run: its service in the URL, its activity in Part 1, its result in the panel. */
  async function openHistory(item: HistoryItem) {
    const target = reviewModule(item.service, item.subservice);
    if (!target) return;
    setResults({
      open: true,
      loading: true,
      activityId: item.activity_id,
      serviceTitle: target.title,
      result: null,
    });
    const detail =
      item.kind === "run" ? await reviewApi.runDetail(item.id) : await reviewApi.requestDetail(item.id);
    if (!detail.ok) {
      setResults(CLOSED);
      toast.error(notify("actionFailed"), {
        description: detail.message ?? notify("actionFailedDescription"),
      });
      return;
    }
    const data = detail.data;
    const activity = "activity" in data ? data.activity : undefined;
    navigate(target);
    setBasics(
      basicsFromRun(activity, item.activity_id, (stored) =>
        resolveCurrency(stored || null, currencyFramework),
      ),
    );
    setSeed("moduleInputs" in data && data.moduleInputs ? data.moduleInputs : null);
    setGeneration((count) => count + 1);
    setResults((current) => ({
      ...current,
      loading: false,
      result: {
        score: data.score ?? 0,
        summary: data.summary ?? "",
        findings: data.findings ?? [],
        memoHtml: data.memoHtml ?? "",
        emailHtml: data.emailHtml ?? "",
        source: { runId: item.id, runKind: item.kind === "run" ? "review" : "request" },
      },
    }));
  }

  return (
    <div className="space-y-6">
      <div className="space-y-3">
        <Link
          href="/services"
          className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t("back")}
        </Link>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="space-y-1">
            <h1 className="text-2xl font-semibold">{title}</h1>
            <p className="text-muted-foreground">{module?.description ?? t("intelligenceDescription")}</p>
          </div>
          {module?.subserviceId ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => {
                setSeed(null);
                navigate({ serviceId: "intelligence" });
              }}
            >
              {t("changeSubservice")}
            </Button>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1">
          <RecentRuns refreshKey={historyKey} onSelect={(item) => void openHistory(item)} />
        </div>
        <Link
          href="/review/queue"
          className="inline-flex h-10 items-center text-sm text-primary underline-offset-4 hover:underline"
        >
          {t("queueLink")}
        </Link>
      </div>
      {module ? (
        <ReviewForm
          key={`${reviewServiceKey(module)}:${generation}`}
          module={module}
          basics={basics}
          onBasicChange={(field: BasicField, value: string) =>
            setBasics((current) => changeBasic(current, field, value, allowedCurrencies(currencyFramework)))
          }
          seed={seed}
          email={email}
          allowedCurrencies={allowedCurrencies(currencyFramework)}
          onRun={run}
          onSubmitted={() => setHistoryKey((key) => key + 1)}
          refreshKey={historyKey}
        />
      ) : (
        <IntelligencePicker
          onPick={(next) => {
            setSeed(null);
            navigate(next);
          }}
        />
      )}
      <ResultsPanel
        state={results}
        onClose={() => setResults((current) => ({ ...current, open: false }))}
        email={email}
      />
    </div>
  );
}
