"use client";

import { History } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { ScoreBadge } from "@/components/shared/findings/score-badge";
import { failedOutright } from "@/lib/results/score";
import { reviewModule } from "@/lib/catalogue/review-services";
import { reviewApi, type HistoryItem } from "./review-api";
import { LoadingLine } from "@/components/shared/loading-line";

type Props = {
  /** Bumped after a run or a submission, so an open list shows it. */
  refreshKey: number;
  onSelect: (item: HistoryItem) => void;
};

type Loaded = { key: string; runs: HistoryItem[] | null };

/** 'Recent Runs': the last 10 runs and submissions of the org; one click reloads it. */
export function RecentRuns({ refreshKey, onSelect }: Props) {
  const t = useTranslations("review.history");
  const format = useFormatter();
  const [open, setOpen] = useState(false);
  const [openings, setOpenings] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const key = `${openings}:${refreshKey}`;

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    void reviewApi.runs().then((result) => {
      if (!cancelled) setLoaded({ key, runs: result.ok ? result.data.runs : null });
    });
    return () => {
      cancelled = true;
    };
  }, [open, key]);

  const loading = open && loaded?.key !== key;
  const body = () => {
    if (loading) return <LoadingLine>{t("loading")}</LoadingLine>;
    if (!loaded?.runs) return <p className="text-sm text-destructive">{t("failed")}</p>;
    if (!loaded.runs.length) return <p className="text-sm text-muted-foreground">{t("empty")}</p>;
    return (
      <ul className="divide-y" data-testid="recent-runs-list">
        {loaded.runs.map((item) => (
          <li key={`${item.kind}-${item.id}`}>
            <button
              type="button"
              onClick={() => onSelect(item)}
              className="flex w-full flex-col gap-1 rounded-md px-2 py-3 text-left hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{item.activity_id}</span>
                <span className="text-sm text-muted-foreground">
                  · {reviewModule(item.service, item.subservice)?.title ?? item.service}
                </span>
                <ScoreBadge score={item.score} fails={failedOutright(item.score, item.summary)} />
                {item.kind === "submission" ? (
                  <Badge variant="outline">{t(`statuses.${item.status ?? "submitted"}`)}</Badge>
                ) : null}
              </span>
              <span className="text-xs text-muted-foreground">
                {format.dateTime(new Date(item.timestamp), { dateStyle: "medium", timeStyle: "short" })}
              </span>
              {item.summary ? <span className="line-clamp-2 text-sm">{item.summary}</span> : null}
            </button>
          </li>
        ))}
      </ul>
    );
  };

  return (
    <div className="space-y-3">
      <Button
        type="button"
        variant="outline"
        aria-expanded={open}
        aria-controls="recent-runs"
        onClick={() => {
          if (!open) setOpenings((count) => count + 1);
          setOpen(!open);
        }}
      >
        <History className="size-4" aria-hidden="true" />
        {t("toggle")}
      </Button>
      {open ? (
        <Card id="recent-runs" data-testid="recent-runs">
          <CardContent className="pt-6">{body()}</CardContent>
        </Card>
      ) : null}
    </div>
  );
}
