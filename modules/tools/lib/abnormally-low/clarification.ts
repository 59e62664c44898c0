/**
 * What to ask a bidder whose price screened as abnormally low, and the framework's word on the procedure. The
 * request follows the verified rules (Kenya STD ITT 37.2: written clarification with a detailed price analysis;
 * ADB guidance note: clarify, then decide): a price build-up always, then what the attached schedules show,
 * namely the items priced far below the estimate, the labour items, and the items left unpriced or missing.
 */
import { citeRule } from "@/lib/reading/evidence";
import { verifiedRules, type FrameworkRule } from "@/lib/frameworks/rules";
import { libraryRules } from "@/lib/frameworks/library";
import { itemName, type BoqItem, type BoqSchedule } from "@/modules/review";
import type { ScheduleBidder } from "@/modules/review";
import type { ToolFramework } from "@/lib/results/types";

/** Items listed by name in a request; the rest are counted. */
export const MAX_LISTED_ITEMS = 10;

const LABOUR =
  /\b(?:labou?r(?:er)?s?|man[- ]?(?:days?|hours?|months?)|foreman|foremen|masons?|carpenters?|artisans?|skilled|unskilled|casuals?|operators?|drivers?|watchm[ae]n|guards?|cleaners?|wages?)\b/i;

const rate = (value: number) => value.toLocaleString("en-US", { maximumFractionDigits: 2 });

/** Verified rules on abnormally low bids of the org's rule set (and its companions), and whether they are its own. */
export function albRules(framework: ToolFramework | null): { rules: FrameworkRule[]; own: boolean } {
  const code = framework?.rulesCode;
  const codes = code ? [...new Set([code, ...libraryRules(code).map((rule) => rule.framework_code)])] : [];
  const own = codes.flatMap((each) => verifiedRules(each)).filter(isAlbRule);
  if (own.length) return { rules: own, own: true };
  // Not the org's rule: the verified general practice, said as such.
  return { rules: verifiedRules("GENERIC").filter(isAlbRule), own: false };
}

const isAlbRule = (rule: FrameworkRule) => /abnormally\s+low|\bALB\b/i.test(`${rule.title} ${rule.rule}`);

export function citationsOf(rules: readonly FrameworkRule[]): string {
  return [...new Set(rules.map(citeRule).filter((text): text is string => !!text))].join("; ");
}

/** The reminder every result carries: no rejection before the bidder is heard. */
export function hearingNotice(framework: ToolFramework | null): string {
  const { rules, own } = albRules(framework);
  const cited = citationsOf(rules);
  const base =
    "A bid is not rejected as abnormally low on these figures: the bidder must first be asked in writing to explain its price, with a detailed price analysis, and the explanation assessed; the bid is rejected only if the bidder cannot show it can perform the contract at that price.";
  if (own) return `${base} (${cited}.)`;
  const name = framework?.label || "your framework (not set in Settings)";
  return `${base} No verified rule on abnormally low bids is held for ${name} in the rule library; confirm the procedure in its regulations and tender documents.${cited ? ` Verified general practice: ${cited}.` : ""}`;
}

export type ItemNote = { item: BoqItem; text: string };

/** The schedule's items the request names: far below the estimate, labour, unpriced or missing. */
export function scheduleFindings(
  schedule: ScheduleBidder | null,
  estimate: BoqSchedule | null,
  belowEstimatePct: number,
): { far: ItemNote[]; labour: ItemNote[]; unpriced: ItemNote[]; missing: BoqItem[] } {
  if (!schedule) return { far: [], labour: [], unpriced: [], missing: [] };
  const items = schedule.schedule.items.filter((item) => !item.provisional);
  const estimateOf = new Map((schedule.match?.pairs ?? []).map((pair) => [pair.bid, pair.estimate]));
  const far = items
    .flatMap((item): (ItemNote & { loss: number })[] => {
      const reference = estimateOf.get(item);
      if (!reference?.rate || item.rate === null || item.rate <= 0) return [];
      const below = ((reference.rate - item.rate) / reference.rate) * 100;
      if (below < belowEstimatePct) return [];
      return [
        {
          item,
          loss: (reference.rate - item.rate) * (item.quantity ?? 1),
          text: `${itemName(item)}: rate ${rate(item.rate)} against the estimate's ${rate(reference.rate)} (${below.toFixed(0)}% below)`,
        },
      ];
    })
    .sort((a, b) => b.loss - a.loss);
  const labour = items
    .filter((item) => LABOUR.test(item.description) && item.rate !== null)
    .map((item) => {
      const reference = estimateOf.get(item)?.rate;
      return {
        item,
        text: `${itemName(item)}: rate ${rate(item.rate!)}${reference ? ` (estimate ${rate(reference)})` : ""}`,
      };
    });
  const unpriced = items
    .filter((item) => (item.statedRate ?? item.statedAmount ?? 0) === 0)
    .map((item) => ({ item, text: `${itemName(item)}: priced at zero or left blank` }));
  const missing = (schedule.match?.missing ?? []).filter((item) => !item.provisional);
  return { far, labour, unpriced, missing };
}

const listed = (notes: readonly string[]) => {
  const shown = notes.slice(0, MAX_LISTED_ITEMS).join("; ");
  const more = notes.length - MAX_LISTED_ITEMS;
  return more > 0 ? `${shown}; and ${more} more` : shown;
};

/** The points of the request, in the order a letter puts them. */
export function requestPoints(
  schedule: ScheduleBidder | null,
  estimate: BoqSchedule | null,
  belowEstimatePct: number,
): string[] {
  const found = scheduleFindings(schedule, estimate, belowEstimatePct);
  const points = [
    "A detailed price analysis of the tender sum: the direct costs of labour, materials and equipment, site and head-office overheads, and profit, showing how the price covers the whole scope of the contract.",
  ];
  if (found.far.length)
    points.push(
      `The build-up of the unit rates of the items priced far below the estimate (quantities, outputs, resource costs), with supplier or subcontractor quotations where relied on: ${listed(found.far.map((note) => note.text))}.`,
    );
  if (found.labour.length)
    points.push(
      `The labour rates used and how they are built up, with confirmation that no worker will be paid below the statutory minimum wage for the grade and area: ${listed(found.labour.map((note) => note.text))}.`,
    );
  else
    points.push(
      "The labour rates and the number of workers and hours assumed, with confirmation that no worker will be paid below the statutory minimum wage for the grade and area.",
    );
  const gaps = [
    ...found.unpriced.map((note) => note.text),
    ...found.missing.map((item) => `${itemName(item)}: in the bill of quantities but not in your schedule`),
  ];
  if (gaps.length)
    points.push(
      `Confirmation of where the cost of the following items is included, and that they will be carried out within the tender sum: ${listed(gaps)}.`,
    );
  points.push(
    "Confirmation that the tender covers the full scope, specifications and conditions without exclusion, qualification or deviation, and that the programme and resources offered are consistent with the price.",
  );
  return points;
}
