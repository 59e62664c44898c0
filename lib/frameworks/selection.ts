import { z } from "zod";
import { frameworkTitle, verifiedRules } from "./rules";
import { countryName } from "@/lib/locale/countries";
import { bilateralBody, multilateralBody, type FrameworkSource } from "./options";

/** The org's framework as the tools see it (derived from settings, never from the client). */
export type ToolFramework = {
  kind: "Country" | "Multilateral_IFI" | "Bilateral_Global" | "Custom";
  source: "country" | "multilateral" | "bilateral" | "custom";
  code: string;
  label: string;
  countryCode?: string;
  /** The cited rule set in lib/frameworks (e.g. "UG_PPDA") when the library has verified rules for it. */
  rulesCode?: string;
};

/**
 * The framework the tools work under (store version 0): one per user,
 * set when a framework tab is saved. `custom` is the selection's name for the settings' "other" source.
 */
export const SELECTION_SOURCES = ["country", "multilateral", "bilateral", "custom"] as const;
export type SelectionSource = (typeof SELECTION_SOURCES)[number];

const selectionFields = {
  source: z.enum(SELECTION_SOURCES),
  countryCode: z.string().max(3).nullable(),
  multilateralBody: z.string().max(20).nullable(),
  bilateralBody: z.string().max(20).nullable(),
  customName: z.string().max(200).nullable(),
  updatedAt: z.string().max(40).nullable(),
};

export const frameworkSelectionSchema = z.object({
  source: selectionFields.source.default("country"),
  countryCode: selectionFields.countryCode.default(null),
  multilateralBody: selectionFields.multilateralBody.default(null),
  bilateralBody: selectionFields.bilateralBody.default(null),
  customName: selectionFields.customName.default(null),
  updatedAt: selectionFields.updatedAt.default(null),
});

/** For PUT: only the fields sent change (no defaults filled in, unlike `.partial()` of the schema above). */
export const frameworkSelectionPatchSchema = z.object(selectionFields).partial();
export type FrameworkSelection = z.infer<typeof frameworkSelectionSchema>;

export const DEFAULT_FRAMEWORK_SELECTION: FrameworkSelection = frameworkSelectionSchema.parse({});

export type FrameworkKind = "Country" | "Multilateral_IFI" | "Bilateral_Global" | "Custom";
export type FrameworkDescriptor = {
  kind: FrameworkKind;
  /** e.g. "UG", "WB", "GIZ"; null when nothing is chosen yet. */
  code: string | null;
  label: string;
  guidance: string;
  /** Code of the cited rule set in lib/frameworks (e.g. "UG_PPDA"), when the library has verified rules for it. */
  rulesCode: string | null;
};

// Rule sets of the library by country and by institution. EU member states apply Directive 2014/24/EU.
const COUNTRY_RULES: Record<string, string> = { KE: "KE_PPADA", UG: "UG_PPDA" };
const EU_MEMBERS = new Set(
  "AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE".split(" "),
);
const BODY_RULES: Record<string, string> = { WB: "WB_IPF", ADB: "ADB_2017", AfDB: "AFDB_2015" };

function rulesFor(code: string | null, table: Record<string, string>, eu = false): string | null {
  if (!code) return null;
  return table[code] ?? (eu && EU_MEMBERS.has(code) ? "EU_2014_24" : null);
}

function guidanceFor(name: string, rulesCode: string | null): string {
  if (!rulesCode) {
    return `No verified rules for ${name} are in the rule library yet: add its procurement law, regulations and guidelines under Guidelines & References, and confirm thresholds against the official texts.`;
  }
  const count = verifiedRules(rulesCode).length;
  return `${frameworkTitle(rulesCode)}: ${count} verified rule${count === 1 ? "" : "s"} with citations in the rule library. Confirm the edition in force before relying on a figure.`;
}

/** The derived descriptor (kind, code, label, guidance). */
export function describeFramework(selection: FrameworkSelection): FrameworkDescriptor {
  switch (selection.source) {
    case "multilateral": {
      const body = multilateralBody(selection.multilateralBody);
      const rulesCode = rulesFor(body?.code ?? null, BODY_RULES);
      const country = selection.countryCode ? countryName(selection.countryCode) : undefined;
      const label = body
        ? `${body.name} (${body.code})${country ? ` — ${country}` : ""}`
        : "Multilateral institution not chosen";
      return {
        kind: "Multilateral_IFI",
        code: body?.code ?? null,
        label,
        guidance: guidanceFor(body?.name ?? "this institution", rulesCode),
        rulesCode,
      };
    }
    case "bilateral": {
      const body = bilateralBody(selection.bilateralBody);
      const label = body ? `${body.name} (${body.code})` : "Bilateral or global body not chosen";
      return {
        kind: "Bilateral_Global",
        code: body?.code ?? null,
        label,
        guidance: guidanceFor(body?.name ?? "this body", null),
        rulesCode: null,
      };
    }
    case "custom": {
      const name = selection.customName?.trim() || null;
      return {
        kind: "Custom",
        code: name,
        label: name ?? "Custom framework",
        guidance: guidanceFor(name ?? "this framework", null),
        rulesCode: null,
      };
    }
    default: {
      const code = selection.countryCode?.toUpperCase() ?? null;
      const name = code ? countryName(code) : undefined;
      const rulesCode = rulesFor(code, COUNTRY_RULES, true);
      const label = name && code ? `${name} (${code})` : "Country not chosen";
      return {
        kind: "Country",
        code: name ? code : null,
        label,
        guidance: guidanceFor(name ?? "this country", rulesCode),
        rulesCode,
      };
    }
  }
}

/** Whether a framework has been chosen (tools show 'No framework set' otherwise). */
export function hasFramework(selection: FrameworkSelection): boolean {
  return describeFramework(selection).code !== null;
}

/** The selection a saved framework tab implies. */
export function selectionFromSetting(
  setting: {
    source: FrameworkSource;
    country_code?: string;
    ifi_code?: string;
    provider?: string;
    organization?: string;
  },
  now: Date,
): FrameworkSelection {
  return {
    source: setting.source === "other" ? "custom" : setting.source,
    countryCode: setting.country_code ?? null,
    multilateralBody: setting.ifi_code ?? null,
    bilateralBody: setting.provider ?? null,
    customName: setting.organization ?? null,
    updatedAt: now.toISOString(),
  };
}

/** The framework as the tools see it, or null when none is chosen ('No framework set'). */
export function frameworkForTools(selection: FrameworkSelection): ToolFramework | null {
  const descriptor = describeFramework(selection);
  if (descriptor.code === null) return null;
  return {
    kind: descriptor.kind,
    source: selection.source,
    code: descriptor.code,
    label: descriptor.label,
    ...(selection.countryCode ? { countryCode: selection.countryCode.toUpperCase() } : {}),
    ...(descriptor.rulesCode ? { rulesCode: descriptor.rulesCode } : {}),
  };
}
