/**
 * Item classes of a plan: the lines that buy the same thing, however each department wrote it. "Laptops",
 * "Laptop computers (core i5)", "HP laptops" and "Supply of laptops - Lot 2" are one class, "laptop".
 *
 * Why a head-noun rule and not a similarity score: plan lines name the thing bought by one noun with words
 * around it (a brand, a specification in brackets, an action such as "supply of", a lot or quarter). The class
 * is that noun, singular: the last content word of the phrase before "for/at/to/in/with", skipping words that
 * only say how it is sold ("computers", "equipment", "units"), after the action words, brands-in-brackets and
 * figures go. Lines of different categories (Goods, Works…) never share a class.
 */
import { normalizeText } from "@/lib/reading/tables";
import type { PlanItem } from "./planning-items";
import { SPLIT_NOISE_WORDS } from "./planning-plan-words";

/** Words that say what kind of thing, not which: "Laptop computers" is a laptop, "Printing equipment" printing. */
const GENERIC_HEADS = new Set([
  "computer",
  "equipment",
  "unit",
  "set",
  "item",
  "machine",
  "device",
  "accessory",
  "material",
  "product",
  "assorted",
  "various",
  "general",
  "new",
  "type",
  "model",
  "pc",
]);
/** Actions before "of" that are not the thing bought: "Construction of classrooms" builds classrooms. */
const ACTIONS =
  /^(?:(?:supply|supplies|purchase|procurement|provision|acquisition|delivery|construction|rehabilitation|renovation|refurbishment|maintenance|repair|repairs|servicing|hire|installation|fabrication|printing|replacement|upgrade|upgrading|extension|fencing|drilling)(?: and \w+)? of )+/;
const NOISE = new Set(SPLIT_NOISE_WORDS);
const MAX_DESCRIPTION = 300;

/** English singular of a plan noun: "laptops" -> "laptop", "batteries" -> "battery", "boxes" -> "box". */
export function singular(word: string): string {
  if (word.length <= 3 || /(?:ss|us|is)$/.test(word)) return word;
  if (word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (/(?:ches|shes|xes|sses|zes)$/.test(word)) return word.slice(0, -2);
  return word.endsWith("s") ? word.slice(0, -1) : word;
}

/** The class of a plan line's description ("HP laptops (core i5, 8GB)" -> "laptop"); "" when it names nothing. */
export function itemClass(description: string): string {
  // A plan line names its item in its first words; a bounded slice keeps the bracket scan linear on any cell.
  const text = normalizeText(description.slice(0, MAX_DESCRIPTION).replace(/\([^)]*\)|\[[^\]]*\]/g, " "));
  const phrase = text.replace(ACTIONS, "").split(/ (?:for|at|to|in|with|under|from|by|on|including) /)[0]!;
  const words = phrase
    .split(" ")
    .filter((word) => word && !NOISE.has(word) && !/\d/.test(word))
    .map(singular);
  for (let i = words.length - 1; i >= 0; i--) if (!GENERIC_HEADS.has(words[i]!)) return words[i]!;
  return words[words.length - 1] ?? "";
}

export type PlanClass = {
  /** The class word ("laptop"), and the category its lines are in. */
  key: string;
  category: PlanItem["category"];
  /** The financial year or period the lines fall in: a year their timing names, else "the plan period". */
  period: string;
  items: PlanItem[];
  /** Sum of the lines' quantities; null when no line gives one. */
  quantity: number | null;
  /** Sum of the lines' estimates (lines without one add nothing). */
  total: number;
};

export const PLAN_PERIOD = "the plan period";

const periodOf = (item: PlanItem) => (item.quarter?.year ? String(item.quarter.year) : PLAN_PERIOD);

/** Lines grouped by category, class and period, in plan order. Lines naming nothing stay alone. */
export function planClasses(items: readonly PlanItem[]): PlanClass[] {
  const classes = new Map<string, PlanClass>();
  items.forEach((item, index) => {
    const key = itemClass(item.description) || `line ${index + 1}`;
    const period = periodOf(item);
    const id = `${item.category}\u0000${key}\u0000${period}`;
    const found = classes.get(id) ?? {
      key,
      category: item.category,
      period,
      items: [],
      quantity: null,
      total: 0,
    };
    found.items.push(item);
    if (item.quantity !== null) found.quantity = (found.quantity ?? 0) + item.quantity;
    found.total += item.cost ?? 0;
    classes.set(id, found);
  });
  return [...classes.values()];
}

/** A readable name for the class: its first line's description when it is the only one, else the class word. */
export function classLabel(planClass: PlanClass): string {
  if (planClass.items.length === 1) return planClass.items[0]!.description;
  const word = planClass.key;
  return `${word.charAt(0).toUpperCase()}${word.slice(1)} (${planClass.items.length} lines)`;
}
