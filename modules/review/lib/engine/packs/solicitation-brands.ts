/**
 * Checklist D (BV-01, BV-02): brand and vendor lock-in. A tender that names one maker's products, model numbers,
 * trademarks or software, copies a maker's data sheet (footnote digits stuck to words), or ties staff, supply or
 * services to one maker ("certified on the proposed brand", "all equipment from the same manufacturer", OEM-only
 * services, Cisco CCNP without "or equivalent") narrows competition to that maker's resellers. Only the parts
 * the entity writes are read (invitation, data sheet, criteria, requirements, special conditions), never the
 * standard instructions or the tenderer's forms. Standards, interfaces, regulators and generic terms are not
 * brands; "or equivalent" next to a name clears it, a general clause calling brand references "descriptive only"
 * does not. One finding per document listing every page; nothing found, nothing said.
 */
import type { Finding } from "@/lib/results/types";
import type { ReviewCheck } from "@/lib/results/review-types";
import type { AttachedDocument } from "@/lib/reading/types";
import { finding } from "@/modules/review/lib/engine/checks";
import { quoteOf, type Unit } from "../facts/units";
import { whereStated } from "./solicitation-facts";
import { mandatoryLists, passFailAt, unitsOf } from "./solicitation-formalities";

import { brandHits, DESCRIPTIVE_ONLY, type Hit, type Kind } from "./brand-hits";

export { isModelNumber, VENDOR_CERTIFICATIONS } from "./brand-hits";

const cite = (document: string, hit: Hit) =>
  `"${quoteOf(hit.unit.text, hit.at)}" — ${document}, ${whereStated(hit.unit)}`;
/** Distinct terms in order, a name inside a longer one dropped ("Intel®" within "Intel® Core™ i7-1165G7"). */
function uniqueTerms(hits: readonly Hit[]): string[] {
  const plain = (term: string) => term.replace(/[®™]/g, "").toLowerCase();
  const terms = [...new Map(hits.map((hit) => [plain(hit.term), hit.term])).values()];
  return terms.filter((term) => !terms.some((other) => other !== term && plain(other).includes(plain(term))));
}
/** One term per maker for a title: the first named product of each leading word. */
function perMaker(terms: readonly string[]): string[] {
  const first = new Map<string, string>();
  for (const term of terms) {
    const maker = term.split(/[\s®™-]/)[0]!.toLowerCase();
    if (!first.has(maker)) first.set(maker, term);
  }
  return [...first.values()];
}
const pageList = (pages: readonly number[]) => pages.map((page) => `page ${page}`).join(", ");

/** At most six quotes, never one unit twice: each maker tie and the first product first, then one per page. */
function quoted(hits: readonly Hit[]): Hit[] {
  const chosen: Hit[] = [];
  const add = (hit: Hit | undefined) => {
    if (hit && chosen.length < 6 && !chosen.some((other) => other.unit === hit.unit)) chosen.push(hit);
  };
  add(hits.find((hit) => hit.kind === "product"));
  for (const term of new Set(
    hits.filter((hit) => hit.kind === "tied" || hit.kind === "confirm").map((hit) => hit.term),
  ))
    add(hits.find((hit) => hit.term === term));
  for (const hit of hits) if (!chosen.some((other) => other.unit.page === hit.unit.page)) add(hit);
  return chosen.sort((a, b) => a.unit.page - b.unit.page);
}

const pagesOf = (hits: readonly Hit[]) =>
  [...new Set(hits.map((hit) => hit.unit.page))].sort((a, b) => a - b);
const listed = (terms: readonly string[], limit: number) =>
  `${terms.slice(0, limit).join(", ")}${terms.length > limit ? ` and ${terms.length - limit} more` : ""}`;

/** The hits of a document sorted into what the finding says about each. */
function sorted(hits: readonly Hit[], units: readonly Unit[]) {
  const lists = mandatoryLists(units);
  const of = (kind: Kind) => hits.filter((hit) => hit.kind === kind);
  return {
    products: uniqueTerms(of("product")),
    ties: uniqueTerms(of("tied")),
    footnotes: uniqueTerms(of("footnote")),
    confirm: of("confirm"),
    blocking: hits.filter(
      (hit) =>
        (hit.kind === "product" || hit.kind === "tied") &&
        hit.unit.part === "criteria" &&
        passFailAt(lists, hit.unit, hit.at) !== undefined,
    ),
    productPages: pagesOf(of("product")),
    descriptive: units.find((unit) => DESCRIPTIVE_ONLY.test(unit.text)),
  };
}

function evidenceOf(document: string, hits: readonly Hit[], facts: ReturnType<typeof sorted>): string {
  const { products, ties, footnotes, confirm, blocking, descriptive } = facts;
  const shown = quoted(hits);
  const others = pagesOf(hits).filter((page) => !shown.some((hit) => hit.unit.page === page));
  return [
    `${shown.map((hit) => cite(document, hit)).join("; ")}.`,
    others.length ? `Also on ${pageList(others)}.` : "",
    footnotes.length
      ? `Footnote marks of a maker's data sheet left in: ${footnotes
          .slice(0, 5)
          .map((term) => `"${term}"`)
          .join(", ")}.`
      : "",
    descriptive && (products.length || footnotes.length)
      ? `The clause calling brand references descriptive only (page ${descriptive.page}) does not cure a specification written around one model.`
      : "",
    blocking.length
      ? `Named in a pass/fail criterion without "or equivalent" (${pageList(pagesOf(blocking))}).`
      : "",
    products.length || footnotes.length
      ? "Only the named maker's resellers can match every parameter, so equivalent products risk rejection and competition narrows to one brand."
      : "",
    ties.length
      ? "Firms whose staff, equipment or services are not tied to that maker are shut out, though equivalent products and qualified staff would do."
      : "",
    confirm.length
      ? `Confirm: one manufacturer is required to match existing equipment (${pageList(pagesOf(confirm))}); that can be legitimate, but the document should name the equipment and the reason.`
      : "",
  ]
    .filter(Boolean)
    .join(" ");
}

function recommendationOf(facts: ReturnType<typeof sorted>): string {
  const { products, ties, footnotes, confirm, productPages } = facts;
  return [
    products.length
      ? `In the specifications (${pageList(productPages)}), replace ${listed(products, 8)} with the performance the entity needs (speed, capacity, interfaces, standards), or add "or equivalent" after each name.`
      : "",
    footnotes.length ? "Rewrite the copied data-sheet text and delete its footnote marks." : "",
    ties.some((term) => term.startsWith("staff"))
      ? 'Replace "certified on the proposed brand" with "certified by the manufacturer of the equipment offered, or holding an equivalent certification".'
      : "",
    ties.some((term) => term.includes("(")) ? 'Add "or equivalent" after each maker\'s certification.' : "",
    ties.some((term) => term.startsWith("equipment"))
      ? "Require open standards and interoperability instead of one manufacturer, or state the existing equipment the supply must work with."
      : "",
    ties.some((term) => term.startsWith("OEM"))
      ? "Accept implementation, references and support from any qualified firm, with the manufacturer's warranty backing the equipment."
      : "",
    confirm.length
      ? "Name the existing equipment (make, model, quantity) and why the new supply must come from the same manufacturer."
      : "",
  ]
    .filter(Boolean)
    .join(" ");
}

function lockInFinding(
  check: ReviewCheck,
  document: AttachedDocument,
  hits: Hit[],
  units: readonly Unit[],
): Finding {
  const facts = sorted(hits, units);
  const { products, ties, footnotes, confirm, blocking } = facts;
  const pages = pagesOf(hits);
  const parts = {
    id: "brand-lock-in",
    evidence: evidenceOf(document.name, hits, facts),
    recommendation: recommendationOf(facts),
    fact: "specifications",
  };
  if (confirm.length === hits.length)
    return finding(check, "insufficient", "low", {
      ...parts,
      title: `Confirm: why must the supply come from the manufacturer of existing equipment? (p.${pages.join(", ")})`,
    });
  const title = [
    products.length ? `makers' products named (${listed(perMaker(products), 4)})` : "",
    ties.length ? listed(ties, 4) : "",
    footnotes.length && !products.length ? "specification copied from a maker's data sheet" : "",
  ]
    .filter(Boolean)
    .join("; ");
  const fail = blocking.length > 0;
  return finding(check, fail ? "fail" : "warning", fail ? "high" : "medium", {
    ...parts,
    title: `Brand lock-in: ${title} (p.${pages.join(", ")})`,
  });
}

export const brandLockInCheck: ReviewCheck = {
  id: "brand-lock-in",
  title: "No brand or vendor lock-in",
  run(context) {
    const entity = context.input.activity?.entity ?? "";
    const findings = context.subject.flatMap((document): Finding[] => {
      const units = unitsOf(document);
      const hits = brandHits(units, entity);
      return hits.length ? [lockInFinding(this, document, hits, units)] : [];
    });
    return findings.length ? findings : null;
  },
};
