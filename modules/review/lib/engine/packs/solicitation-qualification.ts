/**
 * Checklist E (QU-01, QU-02, QU-04): qualification out of proportion to the subject, or discriminatory. Read from
 * the evaluation criteria, data sheet and requirements (and, for type tests, the instructions of older templates
 * that carry the entity's own requirements):
 * - registrations and licences made pass/fail (NCA, ICT Authority, Communications Authority), against the
 *   document's own "Registration shall not be a condition for tender" where it has one;
 * - a key person's stack of certificates, degrees and years (PRINCE2/PMP + ISO 27001 + data-centre certificates
 *   + a Master's + 15 years);
 * - references: five or more clients plus a letter from each; letters demanded from someone other than the client;
 * - manufacturer's authorisation, ISO/IEC 17025 type tests or ISO 9001 for a commodity (tarpaulins, sacks);
 * - experience accepted only from public entities.
 * A maker's certification without "or equivalent" (CCNP) is vendor lock-in (solicitation-brands.ts); here it only
 * counts as one line of a person's stack. The Act's own
 * eligibility list (tax compliance, not debarred) and a bank-statement alternative for new firms are not read.
 * One finding per kind with every page, and a summary when a document has several; nothing found, nothing said.
 */
import type { Finding } from "@/lib/results/types";
import type { ReviewCheck } from "@/lib/results/review-types";
import type { AttachedDocument } from "@/lib/reading/types";
import { finding } from "@/modules/review/lib/engine/checks";
import type { Unit } from "../facts/units";
import { whereStated } from "./solicitation-facts";
import { mandatoryLists, unitsOf } from "./solicitation-formalities";
import { estimateOf, financialItems } from "./qualification-financial";
import {
  cite,
  NOT_A_CONDITION,
  pageList,
  personnelItems,
  proofItems,
  publicOnlyItems,
  referenceItems,
  registrationItems,
  tenderSubject,
  type Family,
  type Item,
} from "./qualification-items";

export { isCommodity, tenderSubject } from "./qualification-items";

const itemPages = (items: readonly Item[]) =>
  [
    ...new Set(
      items.flatMap((item) =>
        [item.unit, ...(item.extra ?? []), ...(item.also ?? []).map((also) => also.unit)].map(
          (unit) => unit.page,
        ),
      ),
    ),
  ].sort((a, b) => a - b);
const labelsOf = (items: readonly Item[]) => [...new Set(items.map((item) => item.label))];

/** At most four quotes, each unit once with every requirement it states: each kind of requirement first, then one per page. */
function itemQuotes(document: string, items: readonly Item[]): string[] {
  const byUnit = new Map<Unit, Item[]>();
  for (const item of items) byUnit.set(item.unit, [...(byUnit.get(item.unit) ?? []), item]);
  const order: Unit[] = [];
  for (const label of labelsOf(items)) {
    const unit = items.find((item) => item.label === label)!.unit;
    if (!order.includes(unit)) order.push(unit);
  }
  for (const unit of byUnit.keys()) if (!order.some((other) => other.page === unit.page)) order.push(unit);
  return order.slice(0, 4).map((unit) => {
    const own = byUnit.get(unit)!;
    const first = own[0]!;
    const quote = first.quote
      ? `"${first.quote}" — ${document}, ${whereStated(unit)}`
      : cite(document, unit, first.at);
    const continued = first.extra?.length
      ? ` (continued on ${pageList([...new Set(first.extra.map((other) => other.page))])})`
      : "";
    const also = (first.also ?? [])
      .filter((other) => !byUnit.has(other.unit))
      .map((other) => `; and ${cite(document, other.unit, other.at)}`)
      .join("");
    const notes = [...new Set(own.map((item) => item.note).filter(Boolean))];
    return `${labelsOf(own).join(", ")}: ${quote}${continued}${also}${notes.length ? ` (${notes.join("; ")})` : ""}`;
  });
}

function familyFinding(check: ReviewCheck, document: AttachedDocument, family: Family): Finding {
  const pages = itemPages(family.items);
  const severity = family.items.some((item) => item.severity === "medium") ? "medium" : "low";
  return finding(check, "warning", severity, {
    id: `qualification-${family.id}`,
    title: `${family.title} (p.${pages.join(", ")})`,
    evidence: `${itemQuotes(document.name, family.items).join(" / ")}. Stated on ${pageList(pages)}. ${family.effect}`,
    recommendation: family.change,
    fact: "qualification",
  });
}

function families(
  units: readonly Unit[],
  document: AttachedDocument,
  category: string,
  estimate: ReturnType<typeof estimateOf>,
): Family[] {
  const lists = mandatoryLists(units);
  const subject = tenderSubject(units);
  const registrations = registrationItems(units, lists, subject.text, category);
  const proofs = proofItems(units, subject.text, category);
  const notCondition = units.find((unit) => NOT_A_CONDITION.test(unit.text));
  const financial = financialItems(units, estimate);
  const labels = (items: Item[]) => labelsOf(items).join(", ");
  const list: Family[] = [
    {
      id: "registration",
      items: registrations,
      title: `Registrations made pass/fail: ${labels(registrations)}`,
      effect:
        (notCondition
          ? `The document's own rule says otherwise: ${cite(document.name, notCondition, NOT_A_CONDITION.exec(notCondition.text)!.index)}. `
          : "") +
        "Firms able to do the work but not (yet) registered in that category are rejected at opening, though registration can be checked before signature.",
      change:
        "Delete the registrations from the mandatory criteria, or keep only a register the law requires for this work, in the lowest category that fits the contract value, and check it before signature (ITT 4.12).",
    },
    {
      id: "personnel",
      items: personnelItems(units),
      title: "Key staff qualifications out of proportion",
      effect:
        "Few people in the market hold every certificate at once, so capable firms fail on one missing line rather than on their ability to deliver.",
      change:
        "For each role, keep one relevant qualification and a realistic experience figure (for example a degree, one project-management certificate or equivalent, and 5–7 years), and move further certificates to scored items.",
    },
    {
      id: "references",
      items: referenceItems(units),
      title: "Reference requirements out of proportion",
      effect:
        "Every extra reference and letter is a further way to fail a capable firm on paperwork; letters a client must write, or a maker must write for a trader's clients, are outside the tenderer's control.",
      change:
        "Ask for two or three similar contracts with the clients' contacts (completion certificates or contracts as proof), drop the demand for a letter from each, and take reference letters from the clients themselves.",
    },
    {
      id: "commodity-proof",
      items: proofs,
      title: `${labels(proofs).replace(/^\w/, (c) => c.toUpperCase())} required for ${subject.name || "a commodity"}`,
      effect:
        "For goods any maker or trader can supply, these proofs exclude traders and small local makers without making the goods any better than a sample and a test against the specification would.",
      change:
        "Delete the manufacturer's authorisation, the type-test and ISO requirements from the mandatory list; test the sample or the delivered goods against the specification (naming the test standard) instead.",
    },
    {
      id: "financial",
      items: financial,
      title: `Financial and experience thresholds out of proportion: ${labels(financial)}`,
      effect:
        "Firms able to deliver a contract of this size are excluded by a figure sized for a much larger one; the World Bank's guidance sizes the turnover at about twice the annual contract value and a similar contract at about the contract's own value.",
      change:
        "Size the thresholds to this contract: an average annual turnover of about twice the estimated annual contract value, and similar contracts of about this contract's value (or a share of it).",
    },
    {
      id: "public-only",
      items: publicOnlyItems(units),
      title: "Experience counted only from public entities",
      effect:
        "Firms with the same experience gained with private clients are excluded, which discriminates without a link to the work.",
      change:
        "Accept similar contracts with any client, public or private, with the client's contact for verification.",
    },
  ];
  return list.filter((family) => family.items.length);
}

function summaryFinding(check: ReviewCheck, found: readonly Family[]): Finding {
  const parts = found.map((family) => `${family.title} (${pageList(itemPages(family.items))})`);
  const pages = itemPages(found.flatMap((family) => family.items));
  // A summary line, not another defect (checklist 3.2: several majors in one family are worth a line; they do
  // not add up to more): for information, so it is not counted twice.
  return finding(check, "info", "info", {
    id: "qualification-summary",
    title: `${found.length} kinds of restrictive qualification in one tender (p.${pages.join(", ")})`,
    evidence: `${parts.join("; ")}. Together they narrow the field more than any one of them alone; each is to be fixed or justified, and together they do not make the tender unlawful.`,
    recommendation:
      "Review the qualification criteria as a whole against the contract's size and risk: keep what the contract needs and move the rest to scored items or post-qualification.",
    fact: "qualification",
  });
}

export const qualificationCheck: ReviewCheck = {
  id: "qualification",
  title: "Qualification in proportion to the subject",
  run(context) {
    const category = context.input.activity?.procurement_category ?? "";
    const findings = context.subject.flatMap((document): Finding[] => {
      const units = unitsOf(document);
      const found = families(units, document, category, estimateOf(units, context.input));
      const each = found.map((family) => familyFinding(this, document, family));
      return found.length > 1 ? [...each, summaryFinding(this, found)] : each;
    });
    return findings.length ? findings : null;
  },
};
