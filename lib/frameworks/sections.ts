import { z } from "zod";
import raw from "./data/section-aliases.json";

/**
 * The names a tender's sections go by in each framework family's standard documents (data in
 * data/section-aliases.json, beside the rules): Kenya's PPRA documents call the data sheet the "Appendix to
 * Instructions to Tenderers", the World Bank's the "Bid Data Sheet". A review looks a section up by every name
 * and reports it by the name of the org's framework.
 */
const familySchema = z.object({ label: z.string(), rulesCodes: z.array(z.string()) });
const dataSchema = z.object({
  families: z.record(z.string(), familySchema),
  sections: z.record(z.string(), z.record(z.string(), z.array(z.string().min(3)).min(1))),
});

const data = dataSchema.parse(raw);

/** A family of standard documents ("kenya-ppra", "world-bank", ...); "generic" when the framework has none. */
export type SectionFamily = string;

export const SECTION_IDS: readonly string[] = Object.keys(data.sections);

/** The family whose standard documents a rule set follows ("generic" when none is listed). */
export function sectionFamily(rulesCode: string | null | undefined): SectionFamily {
  if (!rulesCode) return "generic";
  for (const [family, { rulesCodes }] of Object.entries(data.families))
    if (rulesCodes.includes(rulesCode)) return family;
  return "generic";
}

/** "Kenya PPRA" for "kenya-ppra"; null for generic. */
export const sectionFamilyLabel = (family: SectionFamily): string | null =>
  data.families[family]?.label ?? null;

/**
 * Every name of a section, the framework family's own first, then the generic names, then the other families'
 * (a tender may follow another family's standard document, e.g. a World Bank-financed tender in Kenya).
 */
export function sectionAliases(sectionId: string, rulesCode?: string | null): readonly string[] {
  const names = data.sections[sectionId];
  if (!names) return [];
  const family = sectionFamily(rulesCode);
  const ordered = [...(names[family] ?? []), ...(names.generic ?? []), ...Object.values(names).flat()];
  const seen = new Set<string>();
  return ordered.filter((name) => {
    const key = name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The name the framework family's standard documents give the section, or null when it names none. */
export function sectionNameIn(sectionId: string, rulesCode?: string | null): string | null {
  const family = sectionFamily(rulesCode);
  return family === "generic" ? null : (data.sections[sectionId]?.[family]?.[0] ?? null);
}

/** Every (section id, name) pair of every family, for telling which section a heading opens. */
export const ALL_SECTION_NAMES: readonly { sectionId: string; name: string }[] = SECTION_IDS.flatMap(
  (sectionId) => sectionAliases(sectionId).map((name) => ({ sectionId, name })),
);
