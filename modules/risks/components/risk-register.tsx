"use client";

import { Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useMemo, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { RiskView } from "@/modules/risks/lib/fields";
import { filterRisks, heatMap, NO_FILTERS, type RiskFilters as Filters } from "@/modules/risks/lib/register";
import { DEFAULT_SORT, localToday, sortRiskRows, toggleCell } from "@/modules/risks/lib/register-view";
import { DEFAULT_FOCUS, openSuggestions, suggestionKey } from "@/modules/risks/lib/suggestion-list";
import type { RiskSuggestion } from "@/modules/risks/lib/suggestions";
import { risksApi } from "./risk-api";
import { RiskExportLinks } from "./risk-export-links";
import { RiskFilters } from "./risk-filters";
import { RiskForm } from "./risk-form";
import { RiskHeatMap } from "./risk-heat-map";
import { RiskHistory } from "./risk-history";
import { RiskSuggestions } from "./risk-suggestions";
import { RiskTable } from "./risk-table";
import { useRiskError } from "./use-risk-error";

type Props = {
  /** The page's activity (?activityId=): its register; empty for the org-wide register. */
  activityId: string;
  /** The page's enquiry focus input (its first option until one is chosen) and custom question. */
  focus?: string;
  customQuery?: string;
  /** The latest run's `output.data.suggestions`, offered first; none before a run. */
  latestSuggestions?: readonly RiskSuggestion[];
};

const NEW = "new";
// Typing a custom question should not send a request per key.
const SUGGESTION_DELAY_MS = 400;

/**
 * The Procurement Risk Register under the tool's result: heat map, filters, table, add / edit / delete,
 * history, suggestions and downloads. The register is read once and filtered in the browser, so the heat map
 * and the table always agree; it is read again after every change.
 */
export function RiskRegister({ activityId, focus = "", customQuery = "", latestSuggestions = [] }: Props) {
  const t = useTranslations("services.risks");
  const errorText = useRiskError();
  const [risks, setRisks] = useState<RiskView[] | null>(null);
  const [loadFailure, setLoadFailure] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [sort, setSort] = useState(DEFAULT_SORT);
  // The risk in the form (NEW: one being added). Kept as an id so a reload gives the form the risk as it now is.
  const [editingId, setEditingId] = useState<string | null>(null);
  const [historyId, setHistoryId] = useState<string | null>(null);
  const [fetched, setFetched] = useState<RiskSuggestion[] | null>(null);
  const [suggestionsFailed, setSuggestionsFailed] = useState(false);
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());
  const today = useMemo(() => localToday(), []);
  const reload = () => setReloads((count) => count + 1);

  useEffect(() => {
    let cancelled = false;
    void risksApi.list(activityId).then((response) => {
      if (cancelled) return;
      if (response.ok) {
        setRisks(response.data.risks);
        setLoadFailure(null);
        // Added suggestions are now left out by title; a deleted one may be suggested again.
        setAdded(new Set());
      } else setLoadFailure(errorText(response));
    });
    return () => {
      cancelled = true;
    };
  }, [activityId, reloads, errorText]);

  // Read again after each change too: the API leaves out what the register holds, so a deleted risk's
  // suggestion comes back. An added one is hidden at once (openSuggestions), before the answer arrives.
  const customFocus = customQuery.trim();
  useEffect(() => {
    let cancelled = false;
    const timer = setTimeout(() => {
      void risksApi.suggestions(focus || DEFAULT_FOCUS, customFocus, activityId).then((response) => {
        if (cancelled) return;
        setSuggestionsFailed(!response.ok);
        setFetched(response.ok ? response.data.suggestions : []);
      });
    }, SUGGESTION_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [focus, customFocus, activityId, reloads]);

  const shown = useMemo(
    () => (risks ? sortRiskRows(filterRisks(risks, filters, today), sort) : []),
    [risks, filters, today, sort],
  );
  const grid = useMemo(() => heatMap(risks ?? []), [risks]);
  const suggestions = useMemo(
    () => (fetched ? openSuggestions(latestSuggestions, fetched, risks ?? [], added) : null),
    [fetched, risks, latestSuggestions, added],
  );
  const historyRisk = risks?.find((risk) => risk.id === historyId) ?? null;
  const editingRisk = risks?.find((risk) => risk.id === editingId) ?? null;

  async function remove(risk: RiskView) {
    const response = await risksApi.remove(risk.id);
    if (!response.ok) {
      toast.error(t("toast.deleteFailed"), { description: errorText(response) });
      return;
    }
    toast.success(t("toast.deleted"));
    if (editingId === risk.id) setEditingId(null);
    if (historyId === risk.id) setHistoryId(null);
    reload();
  }

  return (
    <Card data-testid="risk-register">
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
        <CardDescription>
          {activityId ? t("descriptionActivity", { activityId }) : t("descriptionOrg")}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <Button onClick={() => setEditingId(NEW)} disabled={editingId === NEW}>
            <Plus className="size-4" aria-hidden="true" />
            {t("add")}
          </Button>
          <RiskExportLinks filters={filters} activityId={activityId} />
        </div>
        {/* An edited risk deleted meanwhile (gone after a reload) closes its form. */}
        {editingId === NEW || editingRisk ? (
          <RiskForm
            // A new key per risk resets the form when another risk is edited.
            key={editingId}
            risk={editingRisk}
            activityId={activityId}
            onSaved={() => {
              setEditingId(null);
              reload();
            }}
            onStale={reload}
            onCancel={() => setEditingId(null)}
          />
        ) : null}
        <div className="grid gap-6 lg:grid-cols-[auto_1fr]">
          <RiskHeatMap
            grid={grid}
            picked={filters.cell}
            onPick={(cell) => setFilters(toggleCell(filters, cell))}
          />
          <RiskFilters filters={filters} onChange={setFilters} />
        </div>
        {loadFailure ? (
          <div role="alert" className="space-y-2 text-sm">
            <p className="text-destructive">
              {t("loadFailed")} {loadFailure}
            </p>
            <Button variant="outline" size="sm" onClick={reload}>
              {t("retry")}
            </Button>
          </div>
        ) : risks === null ? (
          <p className="text-sm text-muted-foreground">{t("loading")}</p>
        ) : (
          <div className="space-y-2">
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {t("shown", { shown: shown.length, total: risks.length })}
            </p>
            {risks.length === 0 ? (
              <p className="text-sm">{t("empty")}</p>
            ) : shown.length === 0 ? (
              <p className="text-sm">{t("noMatch")}</p>
            ) : (
              <RiskTable
                risks={shown}
                sort={sort}
                onSort={setSort}
                today={today}
                onEdit={(risk) => setEditingId(risk.id)}
                onHistory={(risk) => setHistoryId(risk.id)}
                onDelete={(risk) => void remove(risk)}
              />
            )}
          </div>
        )}
        {historyRisk ? <RiskHistory risk={historyRisk} onClose={() => setHistoryId(null)} /> : null}
        <RiskSuggestions
          suggestions={suggestions}
          failed={suggestionsFailed}
          activityId={activityId}
          onAdded={(suggestion) => {
            setAdded((current) => new Set(current).add(suggestionKey(suggestion)));
            reload();
          }}
        />
      </CardContent>
    </Card>
  );
}
