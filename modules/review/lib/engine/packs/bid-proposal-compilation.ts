/**
 * bid-proposal-compilation: the compiled bid (Part 2B, group "subject") against the solicitation (Part 2A,
 * group "refs"): every check of the self-check, plus how the bid is assembled — a table of contents or index,
 * the forms in the order the solicitation lists them, and page numbers where they can be detected.
 */
import type { AttachedDocument } from "@/lib/results/types";
import { collapseWhitespace, documentNames } from "@/lib/reading/evidence";
import { finding } from "@/modules/review/lib/engine/checks";
import type { ReviewCheck, RulePack } from "@/lib/results/review-types";
import { bidChecks } from "./bid-checks";
import { bidDocuments, type BidSlots } from "./bid-terms";
import { CONTENTS, formPresence, requiredForms, type FormRequirement } from "./required-forms";

export const COMPILATION_SLOTS: BidSlots = { references: ["refs"], bid: ["subject"] };

/** The first pages of each bid file searched for a table of contents. */
export const CONTENTS_PAGES = 3;

export const tableOfContentsCheck: ReviewCheck = {
  id: "table-of-contents",
  title: "Table of contents or index",
  run(context) {
    const { bid } = bidDocuments(context, COMPILATION_SLOTS);
    if (!bid.length) return null;
    for (const document of bid) {
      if (CONTENTS.test(document.name))
        return finding(tableOfContentsCheck, "pass", "info", { evidence: `File: ${document.name}.` });
      for (const unit of document.units.slice(0, CONTENTS_PAGES)) {
        const text = collapseWhitespace(unit.text);
        const match = CONTENTS.exec(text);
        if (match)
          return finding(tableOfContentsCheck, "pass", "info", {
            evidence: `"${text.slice(match.index, match.index + 160)}" — ${document.name}, ${unit.label}`,
          });
      }
    }
    return finding(tableOfContentsCheck, "fail", "medium", {
      evidence: `No table of contents or index in the first ${CONTENTS_PAGES} pages of ${documentNames(bid)}.`,
      recommendation:
        "Start the bid with a table of contents listing every form, schedule and annex with its page.",
    });
  },
};

/**
 * The order the solicitation lists its forms in: the page that names the most of them (its list of documents
 * comprising the bid, or the contents of its forms section), in the order named there; forms that page does
 * not name follow in the order the solicitation first names them.
 */
export function listedFormOrder(
  references: readonly AttachedDocument[],
  forms: readonly FormRequirement[],
): FormRequirement[] {
  let best: { positions: Map<string, number>; size: number } = { positions: new Map(), size: 0 };
  for (const document of references) {
    for (const unit of document.units) {
      const text = collapseWhitespace(unit.text);
      const positions = new Map<string, number>();
      for (const { form } of forms) {
        const index = text.search(form.pattern);
        if (index >= 0) positions.set(form.id, index);
      }
      if (positions.size > best.size) best = { positions, size: positions.size };
    }
  }
  const rank = (form: FormRequirement) => best.positions.get(form.form.id) ?? Number.POSITIVE_INFINITY;
  return forms
    .map((form, i) => ({ form, i }))
    .sort((a, b) => rank(a.form) - rank(b.form) || a.i - b.i)
    .map(({ form }) => form);
}

const before = (a: readonly [number, number], b: readonly [number, number]) =>
  a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);

export const formOrderCheck: ReviewCheck = {
  id: "form-order",
  title: "Forms in the order the solicitation lists them",
  run(context) {
    const { references, bid } = bidDocuments(context, COMPILATION_SLOTS);
    if (!references.length || !bid.length) return null;
    const order = listedFormOrder(references, requiredForms(references));
    const placed = order.flatMap((required) => {
      const presence = formPresence(required.form, bid);
      return presence.status === "present" ? [{ name: required.form.name, at: presence.at }] : [];
    });
    if (placed.length < 2)
      return finding(formOrderCheck, "info", "info", {
        evidence: "Fewer than two of the listed forms were found in the bid; their order cannot be compared.",
      });
    const listed = `Listed order: ${placed.map((form) => form.name).join(", ")}.`;
    for (let i = 1; i < placed.length; i++) {
      const [earlier, later] = [placed[i - 1]!, placed[i]!];
      if (before(later.at.position, earlier.at.position)) {
        return finding(formOrderCheck, "warning", "low", {
          evidence: `${listed} In the bid, ${later.name} (${later.at.document}, ${later.at.page}) comes before ${earlier.name} (${earlier.at.document}, ${earlier.at.page}).`,
          recommendation: "Assemble the forms in the order the solicitation lists them.",
        });
      }
    }
    return finding(formOrderCheck, "pass", "info", {
      evidence: `${listed} The bid follows it (${placed.map((form) => `${form.at.document}, ${form.at.page}`).join("; ")}).`,
    });
  },
};

/** A printed page number: "Page 3", "Page 3 of 12", "p. 3", "3/12", "- 3 -", or a bare number ending the page. */
const PAGE_NUMBER =
  /\bpage\s+\d+(?:\s+of\s+\d+)?\b|\bp\.\s?\d+\b|(?:^|\s)\d{1,4}\s?\/\s?\d{1,4}\s*$|(?:^|\s)[-–]\s?\d{1,4}\s?[-–](?:\s|$)|(?:^|\s)\d{1,4}\s*$/i;
/** Share of pages that must carry a number for the bid to count as numbered. */
export const NUMBERED_SHARE = 0.8;
const isPageUnit = (label: string) => /^page \d+$/i.test(label);

export const pageNumberingCheck: ReviewCheck = {
  id: "page-numbering",
  title: "Pages numbered",
  run(context) {
    const { bid } = bidDocuments(context, COMPILATION_SLOTS);
    // Page numbers can only be seen on PDF pages (Word puts them in footers, which extraction does not read).
    const pdfs = bid.filter(
      (document) =>
        /\.pdf$/i.test(document.name) && document.units.filter((unit) => isPageUnit(unit.label)).length > 1,
    );
    if (!pdfs.length)
      return bid.length
        ? finding(pageNumberingCheck, "info", "info", {
            evidence: "Page numbers cannot be detected in these files; confirm every page is numbered.",
          })
        : null;
    const pages = pdfs.flatMap((document) =>
      document.units
        .filter((unit) => isPageUnit(unit.label))
        .map((unit) => ({ document: document.name, unit })),
    );
    const unnumbered = pages.filter(({ unit }) => !PAGE_NUMBER.test(collapseWhitespace(unit.text)));
    const numbered = pages.length - unnumbered.length;
    const evidence = `${numbered} of ${pages.length} PDF pages carry a page number.`;
    if (numbered / pages.length >= NUMBERED_SHARE)
      return finding(pageNumberingCheck, "pass", "info", { evidence });
    const examples = unnumbered
      .slice(0, 5)
      .map(({ document, unit }) => `${document}, ${unit.label}`)
      .join("; ");
    return finding(pageNumberingCheck, "warning", "low", {
      evidence: `${evidence} Without a number: ${examples}${unnumbered.length > 5 ? "; …" : ""}.`,
      recommendation:
        "Number every page of the bid (e.g. 'Page 3 of 48') so the opening committee can confirm it is complete.",
    });
  },
};

export const bidProposalCompilationPack: RulePack = {
  serviceId: "bid-proposal-compilation",
  title: "Bid/Proposal Compilation",
  subjectGroups: COMPILATION_SLOTS.bid,
  checks: [
    ...bidChecks(COMPILATION_SLOTS, {
      references: "reference documents (Part 2A)",
      bid: "bid/proposal documents (Part 2B)",
    }),
    tableOfContentsCheck,
    formOrderCheck,
    pageNumberingCheck,
  ],
};
