import { describeFramework, selectionFromSetting } from "@/lib/frameworks/selection";
import { bilateralBody, multilateralBody, type FrameworkSource } from "@/lib/frameworks/options";
import { FRAMEWORK_RULES, type FrameworkRule } from "@/lib/frameworks/rules";
import { countryName } from "@/lib/locale/countries";

/**
 * What a saved framework brings to the reviews: its plain name and the legal instruments its verified rules
 * cite (an Act, its Regulations, the authority's standard tender documents). Derived from the rule library's
 * citations, so a new instrument in the data shows here without code.
 */
export type FrameworkApplies = { name: string; instruments: string[] };

/** Parts of a citation that point inside an instrument (a section, an article, a clause), not name it. */
const PINPOINT =
  /^(s\.|ss\.|arts?\.|sections?\b|paras?\b|annex|itt\b|gcc\b|tds\b|sub-clauses?\b|chapter|preface|appendix|title page|front matter|glossary|(first|second|third|fourth|fifth|sixth) schedule|thresholds schedule|market approach|as amended|as inserted|revised|form\b|qualification)/i;
const YEAR = /\b(19|20)\d\d\b/;
/** Sources a rule was read in that bind no one (FAQs, web briefs, knowledge packs): not named as applying. */
const NOT_AN_INSTRUMENT = /frequently asked questions|\bFAQ\b|web brief|knowledge pack/i;

/** Splits on a separator outside parentheses and quotes ("Regulations, 2020 (Kenya, L.N. 69 of 2020)"). */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === "(") depth++;
    else if (char === ")") depth = Math.max(0, depth - 1);
    else if (char === "'") quoted = !quoted;
    else if (char === separator && depth === 0 && !quoted) {
      parts.push(text.slice(start, index).trim());
      start = index + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts.filter(Boolean);
}

/** The jurisdiction in brackets is said once by the framework's name: "(Kenya, L.N. 69 of 2020)" -> "(L.N. 69 of 2020)". */
function withoutJurisdiction(name: string, country: string | undefined): string {
  if (!country) return name;
  return name.replaceAll(` (${country})`, "").replaceAll(`(${country}, `, "(").trim();
}

/**
 * The instrument one citation segment names: its leading parts up to the edition (the first part with a
 * year), stopping before a pinpoint. A segment that starts with a pinpoint ("s. 61(5)") continues the
 * previous instrument and names none.
 */
export function instrumentOf(segment: string, country?: string): string | null {
  const parts = splitTopLevel(segment, ",");
  if (!parts.length || PINPOINT.test(parts[0]!)) return null;
  const name: string[] = [];
  for (const part of parts) {
    if (name.length && PINPOINT.test(part)) break;
    name.push(part);
    if (YEAR.test(part)) break;
  }
  return withoutJurisdiction(name.join(", "), country);
}

/** Acts first, then regulations, then the rest (standard documents, guidance), as a lawyer lists them. */
function rank(instrument: string): number {
  if (/\bAct\b/.test(instrument)) return 0;
  if (/\bRegulations?\b/.test(instrument)) return 1;
  return 2;
}

/** The instruments cited by a framework's verified rules, each once, Acts before Regulations before the rest. */
export function instrumentsCited(rules: readonly FrameworkRule[], country?: string): string[] {
  const seen = new Set<string>();
  for (const rule of rules) {
    for (const segment of splitTopLevel(rule.citation, ";")) {
      const instrument = instrumentOf(segment, country);
      if (instrument && !NOT_AN_INSTRUMENT.test(instrument)) seen.add(instrument);
    }
  }
  return [...seen]
    .map((instrument, order) => ({ instrument, order }))
    .sort((a, b) => rank(a.instrument) - rank(b.instrument) || a.order - b.order)
    .map(({ instrument }) => instrument);
}

type SavedForm = {
  source: FrameworkSource;
  country_code?: string;
  ifi_code?: string;
  provider?: string;
  organization?: string;
};

/** The framework's plain name ("Kenya", "World Bank") and the instruments that now apply to the reviews. */
export function frameworkApplies(
  form: SavedForm,
  rules: readonly FrameworkRule[] = FRAMEWORK_RULES,
): FrameworkApplies {
  const descriptor = describeFramework(selectionFromSetting(form, new Date(0)));
  const country = form.country_code ? countryName(form.country_code.toUpperCase()) : undefined;
  const name =
    form.source === "country"
      ? (country ?? descriptor.label)
      : form.source === "multilateral"
        ? (multilateralBody(form.ifi_code)?.name ?? descriptor.label)
        : form.source === "bilateral"
          ? (bilateralBody(form.provider)?.name ?? descriptor.label)
          : form.organization?.trim() || descriptor.label;
  const code = descriptor.rulesCode;
  const cited = code ? rules.filter((rule) => rule.verified && rule.framework_code === code) : [];
  return { name, instruments: instrumentsCited(cited, country) };
}
