"use client";

import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ScoreBadge } from "@/components/shared/findings/score-badge";
import { failedOutright } from "@/lib/results/score";
import type { RequestDetail, RequestSummary } from "@/modules/review/server/requests";
import { RequestDetailCard } from "./request-detail";
import { serviceTitleOf, StatusBadge } from "./status";

type Props = { initialRequests: RequestSummary[]; reviewer: boolean };

/** The queue list; opening a request shows its findings, memo and comments, and the reviewer's actions. */
export function ReviewQueueClient({ initialRequests, reviewer }: Props) {
  const t = useTranslations("review.queue");
  // next-intl formats with the app's time zone on server and client alike (no hydration mismatch).
  const format = useFormatter();
  const [requests, setRequests] = useState(initialRequests);
  const [openId, setOpenId] = useState<string | null>(null);

  function updated(detail: RequestDetail) {
    setRequests((current) =>
      current.map((request) =>
        request.id === detail.id
          ? {
              ...request,
              status: detail.status,
              commentCount: detail.comments.length,
              updatedAt: detail.updatedAt,
            }
          : request,
      ),
    );
  }

  return (
    <div className="space-y-6">
      <Button asChild variant="ghost" size="sm">
        <Link href="/review">
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t("back")}
        </Link>
      </Button>
      <div>
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="text-muted-foreground">{reviewer ? t("reviewerIntro") : t("submitterIntro")}</p>
      </div>
      {requests.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        <ul className="space-y-3" data-testid="review-queue">
          {requests.map((request) => (
            <li key={request.id}>
              <Card>
                <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
                  <div className="space-y-1">
                    <CardTitle className="text-base">
                      {request.activity_id} — {serviceTitleOf(request.service, request.subservice)}
                    </CardTitle>
                    <CardDescription>
                      {t("submittedBy", {
                        name: request.submittedBy.name,
                        date: format.dateTime(new Date(request.createdAt), {
                          dateStyle: "medium",
                          timeStyle: "short",
                        }),
                      })}
                    </CardDescription>
                  </div>
                  <div className="flex items-center gap-2">
                    <ScoreBadge
                      score={request.score}
                      fails={failedOutright(request.score, request.summary)}
                    />
                    <StatusBadge status={request.status} />
                    <Button
                      type="button"
                      size="sm"
                      variant="outline"
                      aria-expanded={openId === request.id}
                      onClick={() => setOpenId(openId === request.id ? null : request.id)}
                    >
                      {openId === request.id ? t("close") : t("open")}
                    </Button>
                  </div>
                </CardHeader>
                {openId === request.id ? (
                  <CardContent>
                    <RequestDetailCard requestId={request.id} onUpdated={updated} />
                  </CardContent>
                ) : null}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
