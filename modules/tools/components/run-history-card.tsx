"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toolsApi, type ToolRunHistoryResponse, type ToolRunResponse } from "./tool-api";

type Props = {
  toolId: string;
  /** The activity the page was opened for: its runs are listed first. */
  activityId?: string;
  /** The run shown above: listed as shown, and a new one lists the history again. */
  shownRunId?: string;
  /** An opened run becomes the result shown above. */
  onOpen: (run: ToolRunResponse) => void;
};

/** The link that reopens a run: the tool page with ?runId= (the page opens it on load, so it can be shared). */
export function runLink(toolId: string, runId: string, activityId?: string): string {
  const query = new URLSearchParams({ runId, ...(activityId ? { activityId } : {}) });
  return `/services/${encodeURIComponent(toolId)}?${query.toString()}`;
}

/**
 * Every tool's run history (issue 35): the org's earlier runs of the tool, newest first (the activity's first when
 * the page is opened for one), each with when, who, its activity and its summary in one line, and a link that
 * opens its result again above.
 */
export function RunHistoryCard({ toolId, activityId, shownRunId, onOpen }: Props) {
  const t = useTranslations("services.runHistory");
  const format = useFormatter();
  const [runs, setRuns] = useState<ToolRunHistoryResponse[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void toolsApi.runs(toolId, activityId).then((response) => {
      if (cancelled) return;
      setFailed(!response.ok);
      if (response.ok) setRuns(response.data.runs);
    });
    return () => {
      cancelled = true;
    };
  }, [toolId, activityId, shownRunId]);

  async function open(runId: string) {
    const response = await toolsApi.getRun(runId);
    if (!response.ok) {
      toast.error(t("openFailed"), { description: response.message ?? undefined });
      return;
    }
    window.history.replaceState(null, "", runLink(toolId, runId, activityId));
    onOpen(response.data);
  }

  return (
    <Card data-testid="run-history">
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
        <CardDescription>
          {activityId ? t("descriptionActivity", { reference: activityId }) : t("description")}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {failed ? (
          <p className="text-sm text-destructive">{t("loadFailed")}</p>
        ) : runs === null ? null : runs.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("empty")}</p>
        ) : (
          <ul className="divide-y text-sm">
            {runs.map((run) => {
              const date = format.dateTime(new Date(run.createdAt), {
                dateStyle: "medium",
                timeStyle: "short",
              });
              return (
                <li key={run.runId} className="flex flex-wrap items-start justify-between gap-2 py-3">
                  <div className="min-w-0 flex-1 space-y-1">
                    <p className="font-medium">
                      {date}{" "}
                      <span className="font-normal text-muted-foreground">
                        · {t("by", { who: run.by?.name || run.by?.email || t("unknownAuthor") })}
                      </span>
                    </p>
                    <p>
                      <Badge variant={run.ofActivity ? "default" : "secondary"}>
                        {run.activityId ? t("activity", { reference: run.activityId }) : t("noActivity")}
                      </Badge>
                    </p>
                    <p className="text-muted-foreground">{run.summary || t("noSummary")}</p>
                  </div>
                  {run.runId === shownRunId ? (
                    <Badge variant="outline">{t("shown")}</Badge>
                  ) : (
                    <a
                      href={runLink(toolId, run.runId, activityId)}
                      className="text-sm font-medium underline underline-offset-4"
                      aria-label={t("openLabel", { date })}
                      onClick={(event) => {
                        event.preventDefault();
                        void open(run.runId);
                      }}
                    >
                      {t("open")}
                    </a>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
