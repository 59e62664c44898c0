import { requestJson } from "@/lib/api/request-json";
import type { RiskInput, RiskPatch, RiskView } from "@/modules/risks/lib/fields";
import { registerUrl } from "@/modules/risks/lib/register-view";
import type { RiskHistoryEntry } from "@/modules/risks/lib/risk-history";
import { suggestionsUrl } from "@/modules/risks/lib/suggestion-list";
import type { RiskSuggestion } from "@/modules/risks/lib/suggestions";

const riskPath = (id: string) => `/api/risks/${encodeURIComponent(id)}`;

/** The browser's calls to /api/risks (the register of an activity, or the org-wide one when none). */
export const risksApi = {
  list: (activityId: string) => requestJson<{ risks: RiskView[] }>(registerUrl(activityId)),
  create: (input: RiskInput) => requestJson<{ risk: RiskView }>("/api/risks", "POST", input),
  update: (id: string, patch: RiskPatch) => requestJson<{ risk: RiskView }>(riskPath(id), "PATCH", patch),
  remove: (id: string) => requestJson<{ ok: true }>(riskPath(id), "DELETE"),
  history: (id: string) => requestJson<{ history: RiskHistoryEntry[] }>(`${riskPath(id)}/history`),
  suggestions: (focus: string, customQuery: string, activityId: string) =>
    requestJson<{ suggestions: RiskSuggestion[] }>(suggestionsUrl(focus, customQuery, activityId)),
};
