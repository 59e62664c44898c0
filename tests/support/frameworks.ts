import type { ToolFramework } from "@/lib/results/types";

/** Kenya's framework as a run sees it when the org chose Kenya in settings (verified rules: KE_PPADA). */
export const KENYA: ToolFramework = {
  kind: "Country",
  source: "country",
  code: "KE",
  label: "Kenya",
  countryCode: "KE",
  rulesCode: "KE_PPADA",
};

/** The World Bank's framework as a run sees it (verified rules: WB_IPF). */
export const WORLD_BANK: ToolFramework = {
  kind: "Multilateral_IFI",
  source: "multilateral",
  code: "WB",
  label: "World Bank",
  rulesCode: "WB_IPF",
};
