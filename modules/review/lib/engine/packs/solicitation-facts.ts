/**
 * The solicitation checks that judge the facts sheet (modules/review/lib/engine/facts): a fact stated two ways,
 * a data-sheet entry left blank, a fact a bidder needs that nothing states, and the framework's verified limits
 * on the values read (tender security ceiling, security validity beyond tender validity). Every finding names
 * its fact and quotes each statement with its page and part, never the contents or a guidance note.
 */
import { plainMoney } from "@/lib/frameworks/library";
import { citeRule } from "@/lib/reading/evidence";
import type { Finding } from "@/lib/results/types";
import type { ReviewCheck, ReviewContext } from "@/lib/results/review-types";
import type { AttachedDocument } from "@/lib/reading/types";
import { finding, insufficientData } from "@/modules/review/lib/engine/checks";
import { factIn, factsSheet, securityDays } from "../facts/sheet";
import { PART_LABELS, type Fact, type FactKey, type FactsSheet, type Statement } from "../facts/types";

type SheetOf = { document: AttachedDocument; sheet: FactsSheet };

/** The facts sheet of each subject document, in the activity's currency. */
export function subjectSheets(context: ReviewContext): SheetOf[] {
  const currency = context.input.activity.currency || "KES";
  return context.subject.map((document) => ({ document, sheet: factsSheet(document, currency) }));
}

/** "page 29, data sheet, ITT 21.1". */
export function whereStated(statement: Pick<Statement, "page" | "part" | "clause">): string {
  const clause = statement.clause
    ? `, ${statement.part !== "data-sheet" ? "clause " : /^[A-Z]/.test(statement.clause) ? "" : "ITT "}${statement.clause}`
    : "";
  return `page ${statement.page}, ${PART_LABELS[statement.part]}${clause}`;
}

/** '"quote" — document, page 29, data sheet, ITT 21.1'. */
export function quoteStatement(document: string, statement: Statement): string {
  return `"${statement.quote}" — ${document}, ${whereStated(statement)}`;
}

const pagesOf = (statements: readonly Statement[]) =>
  [...new Set(statements.map((statement) => statement.page))].sort((a, b) => a - b);

/**
 * The statements of each distinct value, in the order the values first appear, keyed by the value as first
 * written: "NCPB/ TARPAULINS /RT/16/2021 - 2022" and "NCPB/TARPAULINS/RT/16/2021-2022" are one number.
 */
function byValue(fact: Fact): Map<string, Statement[]> {
  const groups = new Map<string, Statement[]>();
  const shown = new Map<string, string>();
  for (const statement of fact.statements) {
    if (statement.blank || statement.value === undefined) continue;
    const same = statement.normalized ?? statement.value;
    if (!shown.has(same)) shown.set(same, statement.value);
    const key = shown.get(same)!;
    groups.set(key, [...(groups.get(key) ?? []), statement]);
  }
  return groups;
}

/** Award-stage forms (notification, letter of award, agreement) are filled at award, not signed by tenderers. */
const AWARD_STAGE = /\b(?:contract\s+title|notification|award|agreement|contract\s+no)\b/i;

/**
 * Checklist 3.2: a conflict on a fact that decides responsiveness or price is a blocker. The tender number is one
 * when a form tenderers sign (the Form of Tender, a price schedule) carries the other number; the issuers of the
 * security when a pass/fail criterion lists other ones.
 */
function decides(fact: Fact): boolean {
  if (fact.key === "tender_number") {
    // A form tenderers sign (the Form of Tender, a price schedule) in a conflict: a tender signed under another
    // number than the one advertised. Award-stage forms are filled later and only warned about.
    const signed = fact.statements.filter(
      (statement) =>
        statement.normalized && !(statement.part === "forms" && AWARD_STAGE.test(statement.quote)),
    );
    return (
      new Set(signed.map((statement) => statement.normalized)).size > 1 &&
      signed.some((statement) => statement.part === "forms")
    );
  }
  if (fact.key === "tender_security_form")
    return fact.statements.some((statement) => statement.part === "criteria");
  return DECISIVE.has(fact.key);
}

/** Facts whose conflict is always a blocker: they decide responsiveness or price. */
const DECISIVE: ReadonlySet<FactKey> = new Set([
  "tender_security_amount",
  "tender_security_validity",
  "tender_validity",
  "submission_deadline",
  "technical_pass_mark",
]);

/** Facts whose conflict is a minor one: where samples go decides neither responsiveness nor price (FC-07). */
const MINOR: ReadonlySet<FactKey> = new Set(["samples"]);

/** Facts a dedicated check below judges (a site visit "optional" in the instructions and required in the criteria). */
const OWN_CHECK: ReadonlySet<FactKey> = new Set(["site_visit", "invitation_date", "data_sheet"]);

function conflictFinding(check: ReviewCheck, document: string, fact: Fact): Finding {
  const groups = byValue(fact);
  const sides = [...groups].map(([value, statements]) => `${value} (p.${pagesOf(statements).join(", ")})`);
  const decisive = decides(fact);
  const sheetValue = fact.statements.find((statement) => statement.part === "data-sheet" && !statement.blank);
  const blanks = fact.statements.filter((statement) => statement.blank);
  const evidence =
    [...groups.values()]
      .map((statements) =>
        statements
          .slice(0, 3)
          .map((statement) => quoteStatement(document, statement))
          .join("; "),
      )
      .join(" / ") +
    (blanks.length
      ? ` / left blank: ${blanks
          .slice(0, 2)
          .map((statement) => quoteStatement(document, statement))
          .join("; ")}`
      : "");
  return finding(
    check,
    decisive ? "fail" : "warning",
    decisive ? "high" : MINOR.has(fact.key) ? "low" : "medium",
    {
      id: `conflict-${fact.key.replace(/_/g, "-")}`,
      title: `${fact.label} stated ${groups.size} ways: ${sides.join(" and ")}`,
      evidence,
      recommendation:
        fact.key === "tender_number"
          ? "Confirm which number is registered for this tender (the procurement plan or the e-procurement record) and use it on the cover, the invitation, the data sheet and every form."
          : sheetValue
            ? `Keep the data sheet's value (${sheetValue.value}, page ${sheetValue.page}) if it is lawful, and correct or delete the other passages so every page says the same.`
            : "Decide the value, state it once in the data sheet, and make every other passage say the same or refer to the data sheet.",
      fact: fact.key,
    },
  );
}

export const factConflictsCheck: ReviewCheck = {
  id: "fact-conflicts",
  title: "Each fact stated one way",
  run(context) {
    const findings = subjectSheets(context).flatMap(({ document, sheet }) =>
      sheet.facts
        .filter((fact) => fact.status === "conflicting" && !OWN_CHECK.has(fact.key))
        .map((fact) => conflictFinding(this, document.name, fact)),
    );
    return findings.length ? findings : null;
  },
};

/**
 * LL-02: the tender security must outlast the tenders it secures by the framework's margin (Kenya: 30 days
 * beyond tender validity, `ke-tender-security-validity`), so the entity can still call it when the winner fails
 * to sign at the end of validity.
 */
export const securityValidityMarginCheck: ReviewCheck = {
  id: "security-validity-margin",
  title: "Tender security valid beyond the tender validity",
  run(context) {
    const rule = context.rules.find(
      (candidate) => candidate.topic === "bid_security" && candidate.unit === "days",
    );
    if (!rule || typeof rule.value !== "number") return null;
    const margin = rule.value;
    const findings = subjectSheets(context).flatMap(({ document, sheet }) => {
      const validity = factIn(sheet, "tender_validity");
      const security = factIn(sheet, "tender_security_validity");
      const numeric = (validity?.statements ?? []).filter((statement) =>
        /^\d+$/.test(statement.normalized ?? ""),
      );
      const days = Number(
        (numeric.find((statement) => statement.part === "data-sheet") ?? numeric[0])?.normalized,
      );
      // A validity stated several ways is one defect, the conflict (checklist LL-02's trap): a short rule among
      // them is quoted there, not reported again.
      if (!security || !validity || !Number.isFinite(days) || security.status === "conflicting") return [];
      const short = security.statements.filter((statement) => {
        const read = securityDays(statement.normalized);
        return read?.anchored && !read.minimum && read.days < days + margin;
      });
      if (!short.length) return [];
      const validityStatement = numeric.find((statement) => statement.part === "data-sheet") ?? numeric[0]!;
      return [
        finding(this, "fail", "high", {
          title: `Tender security lapses ${short.map((s) => securityDays(s.normalized)!.days).includes(days) ? "with" : "before"} the tenders it secures (p.${pagesOf([...short, validityStatement]).join(", ")})`,
          evidence: `${short
            .slice(0, 3)
            .map((statement) => quoteStatement(document.name, statement))
            .join(
              "; ",
            )}; tender validity: ${quoteStatement(document.name, validityStatement)}. The security must stay valid at least ${margin} days beyond the ${days}-day tender validity (${days + margin} days from the deadline).`,
          citation: citeRule(rule) ?? "",
          recommendation: `State the security's validity as ${days + margin} days from the submission deadline (tender validity plus ${margin} days) in the data sheet, and align the instructions, criteria and forms.`,
          fact: "tender_security_validity",
        }),
      ];
    });
    return findings.length ? findings : null;
  },
};

/** "10% of the total amount of the offer": a share of each tender's own price, not of the estimate. */
const OF_THE_OFFER = /\b(?:offer|tender|bid|quotation|contract)\b/i;

/**
 * LL-01: Kenya caps the tender security at 2% of the estimate (`ke-tender-security-ceiling`). A percentage above
 * the cap breaks it, and a percentage of each offer departs from the standard document's fixed amount; a fixed
 * sum is compared with the estimate, and without one the officer is asked for it (never passed).
 */
export const securityCeilingCheck: ReviewCheck = {
  id: "bid-security",
  title: "Bid security within the framework's limit",
  run(context) {
    const rule = context.rules.find(
      (candidate) => candidate.topic === "bid_security" && (candidate.unit ?? "").startsWith("percent"),
    );
    const limit = typeof rule?.value === "number" ? rule.value : null;
    const estimate = context.input.activity.estimatedValue;
    const currency = context.input.activity.currency || "KES";
    const citation = rule ? (citeRule(rule) ?? "") : "";
    const fact = "tender_security_amount";
    const findings = subjectSheets(context).flatMap(({ document, sheet }): Finding[] => {
      const stated = factIn(sheet, fact)?.statements.filter((statement) => !statement.blank) ?? [];
      if (!stated.length) return [];
      const chosen = stated.find((statement) => statement.part === "data-sheet") ?? stated[0]!;
      if (chosen.normalized === "declaration")
        return [
          finding(this, "pass", "info", {
            evidence: `${quoteStatement(document.name, chosen)}. A securing declaration replaces the security, so there is no amount to hold against the limit.`,
            citation,
            fact,
          }),
        ];
      const quote = quoteStatement(document.name, chosen);
      if (limit === null) {
        const label = context.input.framework?.label ?? "the organization's framework";
        return [
          finding(this, "info", "info", {
            evidence: `${quote}. No verified bid security limit is available for ${label}.`,
            recommendation:
              "Confirm the bid security amount against the official text of the applicable rules.",
            fact,
          }),
        ];
      }
      const percents = stated.filter((statement) => /%$/.test(statement.normalized ?? ""));
      const over = percents.find((statement) => parseFloat(statement.normalized!) > limit);
      if (over)
        return [
          finding(this, "fail", "high", {
            title: `Tender security of ${over.value} is above the ${limit}% limit`,
            evidence: `${quoteStatement(document.name, over)}. This is above the ${limit}% limit.`,
            citation,
            recommendation: `State a fixed amount of not more than ${limit}% of the estimated value, once, in the data sheet.`,
            fact,
          }),
        ];
      if (chosen.normalized?.endsWith("%")) {
        const ofOffer = OF_THE_OFFER.test(chosen.value ?? "");
        return [
          finding(this, ofOffer ? "warning" : "pass", ofOffer ? "medium" : "info", {
            evidence: `${quote}. ${chosen.value} is within the ${limit}% limit${ofOffer ? ", but a share of each offer gives every tenderer a different security and departs from the standard document's fixed amount" : ""}.`,
            citation,
            recommendation: ofOffer
              ? `State a fixed amount of not more than ${limit}% of the estimated value.`
              : "",
            fact,
          }),
        ];
      }
      const [code, value] = (chosen.normalized ?? "").split(" ");
      if (code !== currency)
        return [
          finding(this, "info", "info", {
            evidence: `${quote}. The amount cannot be compared with the ${limit}% limit without an estimated value in ${code && code !== "?" ? code : "the document's currency"}.`,
            citation,
            recommendation: "Enter the estimated value in the document's currency to check the bid security.",
            fact,
          }),
        ];
      if (!estimate)
        return [
          insufficientData(this, {
            id: "bid-security-ceiling",
            title: `Confirm: is ${chosen.value} within ${limit}% of the estimated value?`,
            evidence: `${quote}. The estimated value is not given, so the ${limit}% limit cannot be checked.`,
            recommendation: `Enter the estimated value (${currency}) and run the review again; the security must not exceed ${limit}% of it.`,
            fact: "tender_security_ceiling",
          }),
        ];
      const share = (Number(value) / Number(estimate)) * 100;
      const shown = `${Number(share.toFixed(2))}% of the estimated value`;
      const ceiling = plainMoney((Number(estimate) * limit) / 100, currency);
      return [
        share > limit
          ? finding(this, "fail", "high", {
              title: `Tender security of ${chosen.value} is above the ${limit}% limit`,
              evidence: `${quote}. This is ${shown}, above the ${limit}% limit (${ceiling}).`,
              citation,
              recommendation: `Reduce the tender security to not more than ${limit}% of the estimated value (${ceiling}).`,
              fact,
            })
          : finding(this, "pass", "info", {
              evidence: `${quote}. This is ${shown}, within the ${limit}% limit.`,
              citation,
              fact,
            }),
      ];
    });
    return findings.length ? findings : null;
  },
};

/**
 * A fact stated once (or the same way everywhere) passes, quoting where; a conflict, a blank or a gap is
 * reported by the checks above and never passes.
 */
function statedCheck(id: string, title: string, key: FactKey, also?: FactKey): ReviewCheck {
  const check: ReviewCheck = {
    id,
    title,
    run(context) {
      const findings = subjectSheets(context).flatMap(({ document, sheet }): Finding[] => {
        const fact = factIn(sheet, key);
        if (fact?.status !== "stated") return [];
        const first =
          fact.statements.find((statement) => statement.part === "data-sheet" && !statement.blank) ??
          fact.statements.find((statement) => !statement.blank)!;
        const extra = also ? factIn(sheet, also) : undefined;
        const extraText =
          extra?.status === "stated"
            ? ` ${extra.label}: ${extra.value} (${whereStated(extra.statements[0]!)}).`
            : "";
        // Read, but written so a bidder may read it otherwise: "ninety (120) days" (checklist FC-06: trust the
        // figure, note the words).
        const garbled = fact.statements.filter((statement) => statement.note);
        const notes = garbled.map((statement) => `${statement.note} (${whereStated(statement)})`).join("; ");
        return [
          finding(check, garbled.length ? "warning" : "pass", garbled.length ? "low" : "info", {
            ...(garbled.length
              ? { title: `${fact.label}: words and figures disagree (p.${pagesOf(garbled).join(", ")})` }
              : {}),
            evidence: `${fact.label}: ${fact.value}. ${quoteStatement(document.name, first)}.${extraText}${garbled.length ? ` Words and figures disagree: ${notes}; the figure is read.` : ""}`,
            citation: `${document.name}, ${whereStated(first)}`,
            recommendation: garbled.length ? "Correct the words so they say the same as the figure." : "",
            fact: key,
          }),
        ];
      });
      return findings.length ? findings : null;
    },
  };
  return check;
}

export const validityStatedCheck = statedCheck("bid-validity", "Tender validity stated", "tender_validity");
export const submissionStatedCheck = statedCheck(
  "submission-opening",
  "Submission deadline and opening",
  "submission_deadline",
  "opening",
);
export const securityValidityStatedCheck = statedCheck(
  "security-validity",
  "Tender security valid beyond the tender validity",
  "tender_security_validity",
);
export const clarificationStatedCheck = statedCheck(
  "clarification-deadline",
  "Clarification deadline",
  "clarification_deadline",
);

/** Facts a tender must state for bidders to comply, with how a gap is reported (checklist 3.2 and FC-08). */
const REQUIRED: readonly { key: FactKey; status: "fail" | "warning"; why: string }[] = [
  { key: "submission_deadline", status: "fail", why: "bidders cannot know when to submit" },
  { key: "tender_validity", status: "fail", why: "tenders cannot be checked for validity" },
  {
    key: "tender_security_amount",
    status: "warning",
    why: "bidders cannot size the security (or the data sheet must say none is required)",
  },
  {
    key: "clarification_deadline",
    status: "warning",
    why: "bidders do not know until when questions are answered",
  },
];

export const missingFactsCheck: ReviewCheck = {
  id: "missing-facts",
  title: "The facts bidders need are stated",
  run(context) {
    const findings = subjectSheets(context).flatMap(({ document, sheet }): Finding[] => {
      if (sheet.type !== "tender-document" && sheet.type !== "request-for-proposals") return [];
      return REQUIRED.flatMap(({ key, status, why }) => {
        const fact = factIn(sheet, key);
        if (!fact || (fact.status !== "missing" && fact.status !== "blank")) return [];
        const blankAt = fact.statements.filter((statement) => statement.blank);
        return [
          finding(this, status, status === "fail" ? "high" : "medium", {
            id: `missing-${key.replace(/_/g, "-")}`,
            title: `${fact.label} ${fact.status === "blank" ? "left blank in the data sheet" : "not stated"}`,
            evidence: blankAt.length
              ? blankAt.map((statement) => quoteStatement(document.name, statement)).join("; ")
              : `No ${fact.label.toLowerCase()} is stated in the data sheet or elsewhere in ${document.name}${sheet.dataSheet ? ` (data sheet from page ${sheet.dataSheet.page})` : ""}: ${why}.`,
            recommendation: `State the ${fact.label.toLowerCase()} in the data sheet.`,
            fact: key,
          }),
        ];
      });
    });
    return findings.length ? findings : null;
  },
};

/**
 * DT-02: questions must close early enough for the entity to answer and, if needed, issue an addendum before the
 * deadline. Practice, not law: under this many days the finding is a warning.
 */
const CLARIFICATION_MIN_DAYS = 3;

export const clarificationIntervalCheck: ReviewCheck = {
  id: "clarification-interval",
  title: "Time between the question deadline and the submission deadline",
  run(context) {
    const findings = subjectSheets(context).flatMap(({ document, sheet }): Finding[] => {
      const question = factIn(sheet, "clarification_deadline")?.statements.find((s) =>
        /^\d{4}-/.test(s.normalized ?? ""),
      );
      const deadline = factIn(sheet, "submission_deadline")?.statements.find((s) =>
        /^\d{4}-/.test(s.normalized ?? ""),
      );
      if (!question || !deadline) return [];
      const hours =
        (Date.parse(`${deadline.normalized!}Z`.replace(/^(\d{4}-\d{2}-\d{2})Z$/, "$1T12:00Z")) -
          Date.parse(`${question.normalized!}Z`.replace(/^(\d{4}-\d{2}-\d{2})Z$/, "$1T17:00Z"))) /
        3_600_000;
      if (!Number.isFinite(hours) || hours >= CLARIFICATION_MIN_DAYS * 24) return [];
      return [
        finding(this, "warning", "medium", {
          title: `Questions close ${hours < 0 ? "after" : `${Math.floor(hours / 24)} days ${Math.round(hours % 24)} hours before`} the submission deadline`,
          evidence: `${quoteStatement(document.name, question)}; deadline: ${quoteStatement(document.name, deadline)}.`,
          recommendation: `Close questions at least ${CLARIFICATION_MIN_DAYS} days (practice; ideally a week) before the deadline so answers and any addendum reach every bidder in time; otherwise extend the deadline.`,
          fact: "clarification_deadline",
        }),
      ];
    });
    return findings.length ? findings : null;
  },
};

/** FC-09: a visit or its signed form made a condition of responsiveness while no visit is scheduled. */
export const siteVisitCheck: ReviewCheck = {
  id: "site-visit",
  title: "A required site visit is scheduled",
  run(context) {
    const findings = subjectSheets(context).flatMap(({ document, sheet }): Finding[] => {
      const fact = factIn(sheet, "site_visit");
      const required = fact?.statements.filter((statement) => statement.normalized === "required") ?? [];
      if (!required.length || fact!.statements.some((statement) => statement.normalized?.startsWith("held")))
        return [];
      const optional = fact!.statements.find((statement) => statement.normalized === "optional");
      return [
        finding(this, "fail", "high", {
          title: `A site visit is a condition of responsiveness but none is scheduled (p.${pagesOf(required).join(", ")})`,
          evidence: `${required.map((statement) => quoteStatement(document.name, statement)).join("; ")}${optional ? `; elsewhere: ${quoteStatement(document.name, optional)}` : ""}. The data sheet gives no date, time or place for a visit.`,
          recommendation:
            "Either schedule the visit in the data sheet (date, time, meeting point, contact) and include the visit form, or delete the visit from the mandatory criteria.",
          fact: "site_visit",
        }),
      ];
    });
    return findings.length ? findings : null;
  },
};

/** DT-01: the invitation's date belongs to the same timeline as the deadline (not months before it, not after). */
const STALE_MONTHS = 3;

export const invitationDateCheck: ReviewCheck = {
  id: "invitation-date",
  title: "Invitation dated on the tender's timeline",
  run(context) {
    const findings = subjectSheets(context).flatMap(({ document, sheet }): Finding[] => {
      const deadline = factIn(sheet, "submission_deadline")?.statements.find((s) =>
        /^\d{4}-\d{2}/.test(s.normalized ?? ""),
      );
      if (!deadline) return [];
      const month = (iso: string) => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7));
      const stale = (factIn(sheet, "invitation_date")?.statements ?? []).filter((statement) => {
        if (!statement.normalized) return false;
        // Dated to the day: after the deadline's day is off the timeline, even within one month.
        if (
          /^\d{4}-\d{2}-\d{2}/.test(statement.normalized) &&
          statement.normalized > deadline.normalized!.slice(0, 10)
        )
          return true;
        const gap = month(deadline.normalized!) - month(statement.normalized);
        return gap > STALE_MONTHS || gap < 0;
      });
      if (!stale.length) return [];
      return [
        finding(this, "warning", "medium", {
          title: `Invitation dated ${stale.map((s) => s.value).join(", ")} for a tender closing ${deadline.value}`,
          evidence: `${stale.map((statement) => quoteStatement(document.name, statement)).join("; ")}; deadline: ${quoteStatement(document.name, deadline)}.`,
          recommendation:
            "Date the invitation with its issue date and check that no other text was carried over from an earlier tender.",
          fact: "invitation_date",
        }),
      ];
    });
    return findings.length ? findings : null;
  },
};
