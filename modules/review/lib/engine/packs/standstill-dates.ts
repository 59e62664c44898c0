/**
 * Whether the contract of a completed procurement was signed after the standstill: the date of the notification
 * of award (or of intention to award, and the regret letters sent with it) and the date the contract was signed,
 * read from the file, against the framework's verified standstill rule (Kenya: PPADA 2015 s.135(3), no contract
 * before 14 days after the notification).
 *
 * Where the dates are read:
 * - a notification letter: its "Date:" line, or a date standing alone on one of its first lines (the letter
 *   head), or a sentence saying the notification was issued/sent/dated on a date;
 * - the contract: the date after "This Agreement is made …", "signed/executed/dated (on) …", "Date of signing:";
 *   else a "Date:" line of a page that carries a signature.
 * Pages are read as extracted (not the document model's body only): three letters with the same title at the top
 * of their pages are page furniture to the model, but each is a record here. Tables of contents are skipped.
 * The standstill runs from the last notification: every tenderer must have been told before it starts. A Letter
 * of Acceptance or of award is not a notification here: under the World Bank's procedure it follows the
 * standstill.
 */
import type { FrameworkRule } from "@/lib/frameworks/rules";
import { valueText } from "@/lib/frameworks/library";
import { finding, insufficientData } from "@/modules/review/lib/engine/checks";
import { documentModel } from "@/lib/reading";
import { citeDocument, collapseWhitespace, documentNames } from "@/lib/reading/evidence";
import type { ReviewCheck, ReviewContext } from "@/lib/results/review-types";
import type { AttachedDocument } from "@/lib/results/types";
import { findDates, showDate, workingDaysBetween, type FoundDate } from "./document-dates";
import { citation, days, frameworkLabel, ruleNumbers } from "./framework-facts";
import { CONTRACT } from "./post-review-records";
import { standstillRule } from "./timeline-checks";

/** Titles of the letters that start the standstill, as procuring entities title them. */
export const NOTIFICATION_TITLES: readonly string[] = [
  String.raw`notification\s+of\s+(?:the\s+)?intention\s+to\s+(?:award|enter\s+into\s+(?:a\s+)?contract)`,
  String.raw`notice\s+of\s+(?:the\s+)?intention\s+to\s+award`,
  String.raw`notification\s+of\s+(?:contract\s+|tender\s+|bid\s+)?award`,
  String.raw`notice\s+of\s+award`,
  String.raw`regret\s+letter`,
  String.raw`letter\s+of\s+regret`,
  String.raw`notification\s+of\s+(?:the\s+)?(?:outcome|results?)\s+of\s+(?:the\s+)?(?:tender|bid)?\s*evaluation`,
  String.raw`notification\s+to\s+(?:the\s+)?unsuccessful\s+(?:tenderers?|bidders?)`,
];
const NOTIFICATION = new RegExp(`\\b(?:${NOTIFICATION_TITLES.join("|")})\\b`, "i");
const NOTIFICATION_ALL = new RegExp(NOTIFICATION.source, "gi");

/** Characters at the top of a page where a letter's title stands. */
const LETTER_HEAD = 500;
/** Lines at the top of a letter where its date may stand alone. */
const HEAD_LINES = 10;
/** "Date: 12th March, 2026", "Dated: 12/03/2026", "DATE - 12.03.2026". */
const DATE_LABEL = /\bdated?\s*[:.–-]\s*$/i;
/** "issued on", "sent to all tenderers on", "dated": a notification sentence that gives its date. */
const NOTIFIED_ON = /\b(?:issued|sent|dated|transmitted|notified|served|given|dispatched)\b/i;
/** Wording right before the contract's own date. */
const SIGNING_CUES: readonly RegExp[] = [
  /\b(?:agreement|contract)\b[^.]{0,40}?\b(?:made|entered\s+into|concluded|signed|executed)\s+(?:on\s+)?(?:this\s+|the\s+)?$/i,
  /\b(?:signed|executed|dated)\s+(?:at\s+[A-Z][\w-]+\s+)?(?:on\s+)?(?:this\s+|the\s+)?$/i,
  /\b(?:date\s+of\s+(?:signing|signature|(?:the\s+)?contract|(?:the\s+)?agreement)|contract\s+date)\s*[:.–-]?\s*$/i,
];
const SIGNATURE = /\bin\s+witness\s+whereof\b|\bsigned\b|\bsignature\b/i;

export type DatedRecord = {
  date: FoundDate;
  /** The sentence, or for a letter the line, that gives the date. */
  quote: string;
  /** A letter's title, e.g. "NOTIFICATION OF AWARD". */
  title?: string;
  document: string;
  page: string;
};

type Page = { document: AttachedDocument; label: string; text: string; lines: string[] };

/** The pages of the documents as extracted, tables of contents left out. */
function pagesOf(documents: readonly AttachedDocument[]): Page[] {
  return documents.flatMap((document) => {
    const toc = new Set(
      documentModel(document)
        .pages.filter((page) => page.isToc)
        .map((page) => page.unit),
    );
    return document.units
      .filter((_, unit) => !toc.has(unit))
      .map((unit) => {
        const lines = unit.text
          .split("\n")
          .map((line) => collapseWhitespace(line))
          .filter(Boolean);
        return { document, label: unit.label, text: lines.join("\n"), lines };
      });
  });
}

/** The sentence (or line run) around [start, end) of a page, whitespace collapsed, for a quote. */
function sentenceAt(text: string, start: number, end: number): string {
  const before = text.slice(0, start);
  const from = Math.max(before.search(/[^.!?\n]*$/), 0);
  const stop = text.slice(end).search(/(?<!\b(?:No|Kshs?|Ushs?|Tshs?|Co|Ltd|[A-Z]))[.!?](?=\s|$)|\n\n/);
  const to = stop === -1 ? text.length : end + stop + 1;
  return collapseWhitespace(text.slice(from, to)).slice(0, 400);
}

/** The line of a page holding position `at`. */
function lineAt(text: string, at: number): string {
  const from = text.lastIndexOf("\n", at - 1) + 1;
  const to = text.indexOf("\n", at);
  return text.slice(from, to === -1 ? text.length : to);
}

/** What may stand before a letter's title on its line: "RE:", "SUBJECT:". */
const TITLE_LEAD = /^(?:(?:re|subject|ref)\s*[:.–-]?\s*)?$/i;

/**
 * The notification title a page opens with: a line of its head that starts with it ("NOTIFICATION OF AWARD",
 * "RE: NOTIFICATION OF INTENTION TO AWARD"). A report that recommends "a notification of award be issued" near
 * its top is not a letter, and its "Date:" is not the notification's.
 */
function letterTitle(page: Page): string | null {
  let length = 0;
  for (const line of page.lines.slice(0, HEAD_LINES)) {
    if (length > LETTER_HEAD) break;
    length += line.length + 1;
    const match = NOTIFICATION.exec(line);
    if (match && TITLE_LEAD.test(line.slice(0, match.index))) return match[0];
  }
  return null;
}

/** The date a notification letter on this page bears, or null. */
function letterDate(page: Page): { date: FoundDate; title: string } | null {
  const title = letterTitle(page);
  if (!title) return null;
  const dates = findDates(page.text);
  const labelled = dates.find((date) =>
    DATE_LABEL.test(page.text.slice(Math.max(0, date.start - 12), date.start)),
  );
  if (labelled) return { date: labelled, title };
  // A date standing alone on one of the first lines (the letter head), else a line of the head saying when the
  // letter was sent: "Date of transmission: This Notification is sent by email on March 2, 2026."
  const head = page.lines.slice(0, HEAD_LINES);
  const headDate = (accept: (line: string, date: FoundDate) => boolean) => {
    let offset = 0;
    for (const line of head) {
      const [first] = findDates(line);
      if (first && accept(line, first)) {
        const date = dates.find((each) => each.start === offset + first.start);
        if (date) return date;
      }
      offset += line.length + 1;
    }
    return undefined;
  };
  const alone = headDate(
    (line, date) => collapseWhitespace(line.replace(date.text, "")).replace(/[,.]/g, "") === "",
  );
  const sent = alone ?? headDate((line, date) => NOTIFIED_ON.test(line.slice(0, date.start)));
  return sent ? { date: sent, title } : null;
}

/** Every dated notification in the documents: letters by their date, other records by the sentence. */
export function notificationDates(documents: readonly AttachedDocument[]): DatedRecord[] {
  const records: DatedRecord[] = [];
  for (const page of pagesOf(documents)) {
    const letter = letterDate(page);
    if (letter) {
      records.push({
        date: letter.date,
        title: collapseWhitespace(letter.title),
        quote: lineAt(page.text, letter.date.start),
        document: page.document.name,
        page: page.label,
      });
      continue;
    }
    for (const match of page.text.matchAll(NOTIFICATION_ALL)) {
      const sentence = sentenceAt(page.text, match.index, match.index + match[0].length);
      const after = sentence.slice(sentence.toLowerCase().indexOf(match[0].toLowerCase().split(/\s+/)[0]!));
      const date = findDates(after)[0];
      if (date && NOTIFIED_ON.test(after.slice(0, date.start))) {
        records.push({ date, quote: sentence, document: page.document.name, page: page.label });
        break;
      }
    }
  }
  return records;
}

/** The date the contract was signed, from the first page of a contract that states it. */
export function contractDate(documents: readonly AttachedDocument[]): DatedRecord | null {
  for (const page of pagesOf(documents)) {
    if (!CONTRACT.test(page.text)) continue;
    const dates = findDates(page.text);
    const cued = dates.find((date) =>
      SIGNING_CUES.some((cue) => cue.test(page.text.slice(Math.max(0, date.start - 120), date.start))),
    );
    const labelled = SIGNATURE.test(page.text)
      ? dates.find((date) => DATE_LABEL.test(page.text.slice(Math.max(0, date.start - 12), date.start)))
      : undefined;
    const date = cued ?? labelled;
    if (date)
      return {
        date,
        quote: sentenceAt(page.text, date.start, date.end),
        document: page.document.name,
        page: page.label,
      };
  }
  return null;
}

const quoted = (record: DatedRecord) =>
  `${record.title ? `${record.title} dated ` : ""}"${record.quote}" — ${citeDocument(record.document, record.page)}`;

/** Days from the notification to the signing, counted as the rule counts them. */
function elapsed(rule: FrameworkRule | undefined, from: number, to: number): number {
  return rule?.unit && /working|business/i.test(rule.unit) ? workingDaysBetween(from, to) : to - from;
}

const ATTACH_NOTIFICATIONS =
  "the notification letters (notification of award or of intention to award, and the regret letters) showing the date they were sent";
const ATTACH_CONTRACT = "the signed contract agreement showing the date it was signed";

export const standstillDatesCheck: ReviewCheck = {
  id: "standstill-observed",
  title: "Contract signed after the standstill period",
  run(context: ReviewContext) {
    const documents = context.subject;
    if (!documents.length) return null;
    const notices = notificationDates(documents);
    const contract = contractDate(documents);
    if (!notices.length || !contract) {
      const missing = [
        notices.length ? "" : "no dated notification of award or of intention to award",
        contract ? "" : "no date of signing of the contract",
      ].filter(Boolean);
      const found = [...notices.slice(0, 1), ...(contract ? [contract] : [])].map(quoted);
      return insufficientData(standstillDatesCheck, {
        evidence: `The standstill could not be checked: ${missing.join(" and ")} was found in ${documentNames(documents)}.${found.length ? ` Found: ${found.join("; ")}.` : ""}`,
        recommendation: `Attach ${[notices.length ? "" : ATTACH_NOTIFICATIONS, contract ? "" : ATTACH_CONTRACT].filter(Boolean).join(", and ")}.`,
      });
    }
    const last = notices.reduce((latest, notice) => (notice.date.day > latest.date.day ? notice : latest));
    const rule = standstillRule(context);
    const figures = rule ? ruleNumbers(rule.value) : [];
    const minimum = figures.length ? Math.min(...figures) : NaN;
    const gap = elapsed(rule, last.date.day, contract.date.day);
    const shownNotices = notices.slice(0, 3).map(quoted).join("; ");
    const evidence = `Notified: ${shownNotices}. Contract signed: ${quoted(contract)}. The contract was signed ${
      gap < 0 ? `${days(-gap)} before` : `${days(gap)} after`
    } the last notification (${showDate(last.date)} to ${showDate(contract.date)}).`;
    const cited = citation(rule);
    if (!rule || Number.isNaN(minimum)) {
      // A verified rule may require a standstill without a verified length (the World Bank's): cite it, judge nothing.
      return finding(standstillDatesCheck, "info", "info", {
        evidence: rule
          ? `${evidence} The verified rule states no length to check it against: ${rule.rule}`
          : `${evidence} No verified standstill rule is available for ${frameworkLabel(context)} to check it against.`,
        citation: cited,
        recommendation: "Confirm the standstill period against the official text of the applicable rules.",
      });
    }
    if (gap < minimum) {
      return finding(standstillDatesCheck, "fail", "high", {
        evidence: `${evidence} The standstill is ${valueText(rule)}: the contract was signed inside it.`,
        citation: cited,
        recommendation:
          "Report the contract as signed inside the standstill period; record whether any tenderer sought a review and why the procuring entity did not wait.",
      });
    }
    return finding(standstillDatesCheck, "pass", "info", {
      evidence: `${evidence} This meets the ${valueText(rule)} standstill.`,
      citation: cited,
    });
  },
};
