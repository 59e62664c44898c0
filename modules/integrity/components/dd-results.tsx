"use client";

import { CalendarClock, CircleAlert, History, ShieldBan } from "lucide-react";
import { useTranslations } from "next-intl";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { DueDiligenceResult, MatchStatus, ScreeningMatchView } from "@/modules/integrity/lib/api-types";
import { bidderStanding, matchBars } from "@/modules/integrity/lib/dd-result";

const STATUS = {
  active: { key: "statusActive", Icon: CircleAlert, className: "border-destructive/60 text-destructive" },
  sanctioned: {
    key: "statusSanctioned",
    Icon: ShieldBan,
    className: "border-destructive/60 text-destructive",
  },
  past: { key: "statusPast", Icon: History, className: "border-muted-foreground/40 text-muted-foreground" },
  upcoming: {
    key: "statusUpcoming",
    Icon: CalendarClock,
    className: "border-muted-foreground/40 text-muted-foreground",
  },
} as const satisfies Record<MatchStatus, unknown>;

/** Per bidder, its matches best first: the entry, the list, the score, the status in words and why it matched. */
export function DdResults({ result }: { result: DueDiligenceResult }) {
  const t = useTranslations("services.integrity.dd");
  const threshold = result.threshold.toFixed(2);
  return (
    <Card data-testid="dd-results" id="dd-results" className="scroll-mt-20">
      <CardHeader>
        <CardTitle>{t("resultsTitle")}</CardTitle>
        <CardDescription>
          {t("resultsSummary", {
            screened: result.summary.screened,
            asOf: result.asOf,
            lists: result.lists.length,
            withMatches: result.summary.withMatches,
            active: result.summary.activeMatches,
          })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="space-y-4">
          {result.bidders.map((bidder, index) => (
            <li key={index} className="rounded-md border p-3" data-testid="dd-bidder">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="font-medium break-words">{bidder.query.name}</h3>
                <span className="text-xs text-muted-foreground">
                  {t("bidderMeta", {
                    country: bidder.query.country ?? t("notGiven"),
                    number: bidder.query.registrationNumber ?? t("notGiven"),
                  })}
                </span>
              </div>
              {bidder.matches.length ? (
                <>
                  <p className="mt-1 text-sm">
                    {t("matchCount", { count: bidder.matches.length })}
                    {" · "}
                    {bidderStanding(bidder.matches) === "barred" ? (
                      <strong className="text-destructive" data-testid="dd-bidder-barred">
                        {t("bidderDebarred", { asOf: result.asOf })}
                      </strong>
                    ) : (
                      <span className="text-muted-foreground" data-testid="dd-bidder-info-only">
                        {t("bidderExpiredOnly", { asOf: result.asOf })}
                      </span>
                    )}
                  </p>
                  <ul className="mt-2 space-y-3">
                    {bidder.matches.map((match) => (
                      <Match
                        key={`${match.listId}:${match.entry.entryId}`}
                        match={match}
                        asOf={result.asOf}
                      />
                    ))}
                  </ul>
                </>
              ) : (
                <p className="mt-1 text-sm text-muted-foreground">{t("noMatch", { threshold })}</p>
              )}
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

function Match({ match, asOf }: { match: ScreeningMatchView; asOf: string }) {
  const t = useTranslations("services.integrity.dd");
  const status = STATUS[match.status];
  const { from, to } = match.entry;
  // The status in words, with the day it turns on: "Expired (until 2023-05-11)", "Not yet in force (from …)".
  const label =
    match.status === "past"
      ? t("statusPast", { until: to ?? t("notGiven") })
      : match.status === "upcoming"
        ? t("statusUpcoming", { from: from ?? t("notGiven") })
        : t(STATUS[match.status].key);
  return (
    <li
      className={`rounded-md p-3 text-sm ${matchBars(match.status) ? "bg-muted/40" : "border border-dashed"}`}
      data-testid="dd-match"
      data-status={match.status}
    >
      {matchBars(match.status) ? null : (
        <p className="mb-2 text-xs text-muted-foreground">{t("infoOnly", { asOf })}</p>
      )}
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">{t("matchedEntry")}</dt>
        <dd className="break-words">
          {match.entry.name}
          {match.matchedName !== match.entry.name ? (
            <span className="text-muted-foreground"> ({t("matchedAs", { name: match.matchedName })})</span>
          ) : null}
        </dd>
        <dt className="font-medium">{t("list")}</dt>
        <dd>{match.listName}</dd>
        <dt className="font-medium">{t("score")}</dt>
        {/* As a person says it ("87%"); the API's JSON keeps the exact score. */}
        <dd className="tabular-nums">{Math.round(match.score * 100)}%</dd>
        <dt className="font-medium">{t("status")}</dt>
        <dd>
          <span
            className={`inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium ${status.className}`}
            data-status={match.status}
          >
            <status.Icon className="size-3.5" aria-hidden="true" />
            {label}
          </span>
        </dd>
        <dt className="font-medium">{t("period")}</dt>
        <dd>{match.period}</dd>
        <dt className="font-medium">{t("reasons")}</dt>
        <dd>
          <ul className="list-disc space-y-0.5 pl-5">
            {match.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </dd>
      </dl>
    </li>
  );
}
