/**
 * One reader per fact: which units state it and what value each states. A reader sees only the tender's own text
 * (units.ts leaves out the contents and guidance) and says which parts may state the fact: the tender security
 * form's "[amount]" is a field for the guarantor, not the tender's amount, so amounts are not read from forms.
 */
import { findBlanks } from "@/lib/reading/placeholders";
import { NUMBER_WORDS } from "@/lib/reading/number-words";
import { MONTHS } from "../packs/document-dates";
import { daysIn, dateTimeIn, issuersIn, moneyIn, referencesIn, unbracket } from "./values";
import type { DocumentPart, FactKey, Statement } from "./types";
import { quoteOf, type Unit } from "./units";

export type FactReader = {
  key: FactKey;
  label: string;
  /** A fact many tenders have no reason to state (samples): left off the sheet when nothing states it. */
  optional?: true;
  /** The statements of the fact in one unit (usually none or one). */
  read(unit: Unit, currency: string): Statement[];
};

/**
 * A data-sheet row keyed by a clause is about that clause, so what its other sentences say applies ("ITT 9.1 For clarification …
 * Email address: … to reach the Procuring Entity not later than 22nd November"); elsewhere only the sentence.
 */
const rowOrSentence = (unit: Unit) =>
  unit.part === "data-sheet" && unit.clause ? unit.clauseText : unit.text;

const statement = (
  unit: Unit,
  at: number,
  value: string | undefined,
  normalized: string | undefined,
): Statement => {
  const result: Statement = { quote: quoteOf(unit.text, at), page: unit.page, part: unit.part };
  if (value !== undefined) result.value = value;
  if (normalized !== undefined) result.normalized = normalized;
  if (unit.clause) result.clause = unit.clause;
  return result;
};

const noted = (read: Statement, note: string | undefined): Statement => (note ? { ...read, note } : read);

const blankStatement = (unit: Unit, at: number): Statement => ({
  ...statement(unit, at, undefined, undefined),
  blank: true,
});

const inParts = (unit: Unit, parts: readonly DocumentPart[]) => parts.includes(unit.part);

/** Parts where the procuring entity states terms (not the standard conditions, not award-stage forms). */
const ENTITY_PARTS: readonly DocumentPart[] = [
  "invitation",
  "instructions",
  "data-sheet",
  "criteria",
  "requirements",
];

/** "Tender Security", "bid security", "Bid Bond", "tender guarantee"; never the performance security. */
/** How far after "tender security" its amount may be written. */
const SECURITY_REACH = 220;
const TENDER_SECURITY = /\b(?:tender|bid|proposal)[\s-]{1,3}(?:security|bond|guarantee)\b|\bbid[\s-]?bond\b/i;
const SECURING_DECLARATION = /\bsecuring[\s-]+declaration\b/i;
/**
 * The data sheet or notice deciding for a declaration instead of a security (World Bank "A Bid-Securing
 * Declaration shall be required"; Kenya's Tender-Securing Declaration for reserved tenders), not the standard
 * instructions offering "either a Bid-Securing Declaration or a bid security as specified in the BDS".
 */
const DECLARATION_DECIDED =
  /\b(?:bid|tender|proposal)[\s-]+securing\s+declaration\b[^.]{0,40}?\b(?:shall|will|is|must)\s+(?:be\s+)?(?:required|submitted|furnished)\b|\baccompanied\s+by\s+an?\s+(?:(?:duly\s+)?(?:signed|completed)\s+)?(?:bid|tender|proposal)[\s-]+securing\s+declaration\b|\b(?:bid|tender|proposal)\s+security\s+(?:shall|will|is)\s+not\s+(?:be\s+)?required\b/i;

/** A blank for the procuring entity in a data-sheet row (not "[N/A]", not a filled "[120]"). */
const hasEntityBlank = (unit: Unit) =>
  unit.part === "data-sheet" && findBlanks(unbracket(unit.text)).length > 0;

const tenderSecurityAmount: FactReader = {
  key: "tender_security_amount",
  label: "Tender security amount",
  read(unit, currency) {
    if (!inParts(unit, ENTITY_PARTS)) return [];
    const phrases = [...unit.text.matchAll(new RegExp(TENDER_SECURITY.source, "gi"))];
    const declared = unit.part !== "instructions" ? DECLARATION_DECIDED.exec(unit.text) : null;
    if (!phrases.length)
      return declared
        ? [statement(unit, declared.index, "a securing declaration (no amount)", "declaration")]
        : [];
    // The figure must belong to the security: shortly after a mention of it ("…the amount of the Tender
    // Security shall be Kshs 200,000.00"), not a fee or a turnover later in a long sentence.
    for (const phrase of phrases) {
      const money = moneyIn(unit.text.slice(phrase.index, phrase.index + SECURITY_REACH), currency);
      if (!money) continue;
      const normalized =
        money.kind === "percent" ? `${money.value}%` : `${money.currency ?? "?"} ${money.value}`;
      return [statement(unit, phrase.index + money.at, money.display, normalized)];
    }
    if (declared)
      return [statement(unit, declared.index, "a securing declaration (no amount)", "declaration")];
    if (hasEntityBlank(unit) && !SECURING_DECLARATION.test(unit.text))
      return [blankStatement(unit, phrases[0]!.index)];
    return [];
  },
};

/** Wording that says who issues the security ("in the form of a bank guarantee", "from a reputable insurance"). */
/** How far after "tender security" the list of issuers may run. */
const ISSUER_REACH = 900;
const ISSUER_WORDING =
  /\bin\s+the\s+form\s+of\b|\bissued\s+by\b|\b(?:from|by)\s+(?:(?:a|an|any)\s+)?(?:(?:reputable|recogni[sz]ed|local|licensed|registered|approved|commercial)\s+){0,2}(?:banks?|insurance|micro|sacco|deposit)|\b(?:bank|insurance)\s+guarantee\b|\bone\s+or\s+a\s+combination\b/i;

const tenderSecurityForm: FactReader = {
  key: "tender_security_form",
  label: "Tender security form and issuer",
  read(unit) {
    if (!inParts(unit, ENTITY_PARTS)) return [];
    // The clause, not the sentence: "…shall be in any of the following forms: a) a bank guarantee; b) …".
    const text = unit.clauseText;
    const phrase = TENDER_SECURITY.exec(text);
    if (!phrase) return [];
    // A performance security's clause that mentions the tender security in passing states nothing about it.
    if (/\bperformance\s+security\b/i.test(text.slice(0, phrase.index + 1))) return [];
    const window = text.slice(phrase.index, phrase.index + ISSUER_REACH);
    if (!ISSUER_WORDING.test(window)) return [];
    const issuers = issuersIn(window);
    if (!issuers.length) return [];
    // The quote comes from the clause, so the statement is on the page the clause starts on.
    const clauseUnit = { ...unit, text, page: unit.clausePage };
    return [statement(clauseUnit, phrase.index, issuers.join(" or "), [...issuers].sort().join("|"))];
  },
};

/** "…beyond the validity of the tender", "after the expiry of the tender validity period". */
const BEYOND_VALIDITY =
  /\b(?:beyond|after\s+the\s+(?:expiry|expiration|end)\s+of)\s+the\s+(?:original\s+)?(?:tender\s+|bid\s+)?validity/i;
/** "…from the date of closing", "from the date of tender opening", "after the deadline". */
const FROM_DEADLINE =
  /\b(?:from|after)\s+the\s+(?:date\s+of\s+(?:the\s+)?)?(?:tender\s+)?(?:closing|opening|deadline|submission)|\bafter\s+the\s+(?:tender\s+)?(?:closing|deadline)/i;

const tenderSecurityValidity: FactReader = {
  key: "tender_security_validity",
  label: "Tender security validity",
  read(unit) {
    if (!inParts(unit, [...ENTITY_PARTS, "forms"])) return [];
    const phrase = /\b(?:security|guarantee|bond)\b.{0,160}?\bvalid(?:ity)?\b/i.exec(unit.text);
    if (!phrase || (!TENDER_SECURITY.test(unit.text) && !/\bthe\s+(?:security|guarantee)\b/i.test(unit.text)))
      return [];
    if (/\bperformance\s+security\b/i.test(phrase[0])) return [];
    const rest = unit.text.slice(phrase.index);
    const period = daysIn(rest);
    if (!period || period.at > 200) return [];
    const tail = rest.slice(period.at, period.at + 160);
    const atLeast = /\bat\s+least|\bnot\s+less\s+than|\bminimum\b/i.test(rest.slice(0, period.at + 20));
    const anchor = BEYOND_VALIDITY.test(tail) ? "beyond" : FROM_DEADLINE.test(tail) ? "deadline" : "unstated";
    const value =
      anchor === "beyond"
        ? `${atLeast ? "at least " : ""}${period.days} days beyond the tender validity`
        : anchor === "deadline"
          ? `${period.days} days from the deadline`
          : `${period.days} days`;
    const normalized = `${anchor === "beyond" ? "V+" : "D+"}${period.days}${atLeast ? "+" : ""}`;
    return [noted(statement(unit, phrase.index, value, normalized), period.note)];
  },
};

/** "Tenders shall remain valid for", "Tender validity", "prices … shall remain valid for", "validity period". */
const TENDER_VALIDITY =
  /\b(?:tenders?|bids?|offers?|proposals?|quotations?|prices?)\b.{0,140}?\bvalid\b|\babide\s+by\s+this\s+(?:tender|bid|offer)\s+for\s+a\s+period\b|\b(?:tender|bid|proposal)\s+validity\b|\bvalidity\s+period\b|\bperiod\s+of\s+validity\b/i;
const SECURITY_WORD = /\b(?:security|guarantee|bond|securing)\b/i;
const WHOLE_CONTRACT =
  /\b(?:entire|whole|full)\s+(?:contract\s+)?(?:period|duration)|\bcontract\s+period\b|\bduration\s+of\s+the\s+contract/i;

const tenderValidity: FactReader = {
  key: "tender_validity",
  label: "Tender validity",
  read(unit) {
    if (!inParts(unit, [...ENTITY_PARTS, "forms"])) return [];
    const phrase = TENDER_VALIDITY.exec(unit.text);
    // "Tender Security of Kshs. 300,000 … valid for 140 days" is the security's validity.
    if (!phrase || /^\w+\s+(?:security|guarantee|bond|securing)\b/i.test(phrase[0])) return [];
    const rest = unit.text.slice(phrase.index);
    const period = daysIn(rest);
    // "…may request Tenderers to extend the period of validity … by not more than thirty (30) days": an extension.
    if (period && /\bextend\w*|\bextension\b/i.test(unit.text.slice(0, phrase.index + period.at))) return [];
    // "The security must be valid for 120 days", "…the Tender Security must be valid for at least 30 days beyond
    // the tender validity period": the period belongs to the security when the security is named after the
    // tender's validity and before the period.
    if (period && period.at <= 200 && !SECURITY_WORD.test(rest.slice(0, period.at).slice(-90)))
      return [noted(statement(unit, phrase.index, `${period.days} days`, String(period.days)), period.note)];
    if (period) return [];
    const whole = WHOLE_CONTRACT.exec(rest);
    if (whole && whole.index <= 200)
      return [statement(unit, phrase.index, "the entire contract period", "contract")];
    // "…valid for a period of …. [number] days": the form leaves the period to each tenderer.
    if (/(?:\.{3,}|…|_{3,})\s*(?:\[number\])?\s*days/i.test(rest))
      return [blankStatement(unit, phrase.index)];
    return [];
  },
};

const DEADLINE_WORDS =
  /\b(?:on\s+or\s+before|deadline|closing\s+date|(?:tender|bid)\s+closing|not\s+later\s+than|so\s+as\s+to\s+be\s+received|received\s+(?:by|on|before|not)|must\s+be\s+(?:delivered|submitted|received|sent|lodged)|submitted\s+(?:by|on|before)|closes?\s+on|date\s+of\s+this\s+tender\s+submission)\b/i;
const CLARIFICATION_WORDS =
  /\bclarifications?\b|\bquestions?\b|\bquer(?:y|ies)\b|\benquir(?:y|ies)\b|\brequests?\s+for\b/i;

const submissionDeadline: FactReader = {
  key: "submission_deadline",
  label: "Submission deadline",
  read(unit) {
    if (!inParts(unit, [...ENTITY_PARTS, "forms"])) return [];
    if (!DEADLINE_WORDS.test(unit.text) || CLARIFICATION_WORDS.test(rowOrSentence(unit))) return [];
    if (
      /\bopen(?:ed|ing)\b/i.test(unit.text) &&
      !/\bsubmi|\breceived|\bdeposit|\bdeadline|\bclosing/i.test(unit.text)
    )
      return [];
    // The date after the deadline's words, not an earlier one in the same unit ("Issued on: 26th February, 2024
    // … Closing date: 14th March 2024").
    const from = DEADLINE_WORDS.exec(unit.text)!.index;
    const found = dateTimeIn(unit.text.slice(from));
    const when = found ? { ...found, at: found.at + from } : null;
    if (!when) return [];
    // "Date: 17 October 2024" with "Time: 10:00 a.m." in the next sentence of the data-sheet row.
    const row = rowOrSentence(unit);
    const fuller =
      !when.iso.includes("T") && row !== unit.text ? dateTimeIn(row.slice(row.indexOf(unit.text))) : null;
    const shown = fuller?.iso.startsWith(when.iso) ? { ...fuller, at: when.at } : when;
    return [statement(unit, shown.at, shown.display, shown.iso)];
  },
};

const opening: FactReader = {
  key: "opening",
  label: "Tender opening",
  read(unit) {
    if (!inParts(unit, ENTITY_PARTS)) return [];
    const phrase =
      /\b(?:tenders?|bids?)\s+(?:will|shall)\s+be\s+(?:publicly\s+)?opened\b|\bopening\s+of\s+(?:submitted\s+)?(?:tenders|bids)\b|\btender\s+opening\b|\bbid\s+opening\b/i.exec(
        unit.text,
      );
    if (!phrase) return [];
    const when = dateTimeIn(unit.text);
    if (when) return [statement(unit, when.at, when.display, when.iso)];
    if (/\bimmediately\s+(?:after|thereafter)|\bpromptly\s+thereafter/i.test(unit.text))
      return [statement(unit, phrase.index, "immediately after the deadline", "deadline")];
    return [];
  },
};

/** "no later than 4 Days before tender closing date", "seven (7) days prior to the deadline". */
const DAYS_BEFORE = /\b(?:before|prior\s+to)\b/i;
/** "…no later than the period specified in the tender document": a reference with no value of its own. */
const REFERS_ELSEWHERE =
  /\bspecified\s+in\s+the\s+(?:tender\s+document|TDS|BDS|data\s+sheet|appendix)|\bas\s+(?:specified|stated|indicated)\s+in\b/i;

const clarificationDeadline: FactReader = {
  key: "clarification_deadline",
  label: "Clarification deadline",
  read(unit) {
    if (!inParts(unit, ENTITY_PARTS)) return [];
    const phrase =
      /\bclarifications?\b|\bquestions?\b[^.]{0,40}\breach\b|\bquer(?:y|ies)\b|\benquir(?:y|ies)\b/i.exec(
        rowOrSentence(unit),
      );
    if (!phrase) return [];
    const when = dateTimeIn(unit.text);
    if (when && /\b(?:later|before|by|reach|received)\b/i.test(unit.text))
      return [statement(unit, when.at, when.display, when.iso)];
    const period = daysIn(unit.text);
    if (
      period &&
      DAYS_BEFORE.test(unit.text.slice(period.at, period.at + 60)) &&
      !REFERS_ELSEWHERE.test(unit.text)
    )
      return [
        noted(
          statement(unit, period.at, `${period.days} days before the deadline`, `-${period.days}`),
          period.note,
        ),
      ];
    // "…no later than: [insert number] days prior to the Bid submission deadline": the row left to fill.
    if (hasEntityBlank(unit) && /\b(?:later|before|prior|received)\b/i.test(unit.text))
      return [blankStatement(unit, phrase.index)];
    return [];
  },
};

/** "…that attain 75% marks and above", "pass mark of 70%", "minimum technical score of 75 marks". */
const PASS_MARK =
  /\b(?:attain|score|scoring|obtain|achieve|reach)\w*\s+(?:a\s+)?(?:minimum\s+(?:of\s+)?)?(\d{2,3})\s?(%|percent|per\s+cent|marks?)(?:\s+marks)?\s+(?:and|or)\s+above|\bpass(?:ing)?\s+mark\s+(?:of|is|shall\s+be)?\s*(\d{2,3})\s?(%|percent|marks?)?|\bminimum\s+(?:technical\s+)?score\s+(?:of|is)?\s*(\d{2,3})\s?(%|percent|marks?)?|\bcut[\s-]?off\s+(?:mark|score)\s+(?:of|is)?\s*(\d{2,3})/i;

/** "seventy percent (70%)", "seventy-five (75) marks": the words and their figure, read as the figure. */
const WORDS_AND_FIGURE = new RegExp(
  String.raw`(${NUMBER_WORDS})\s*(?:percent|per\s+cent)?\s*\(\s*(\d{1,3})\s*(%|percent)?\s*\)\s*(%|percent|per\s+cent)?`,
  "gi",
);
const figuresOnly = (text: string) =>
  text.replace(WORDS_AND_FIGURE, (_whole, _words: string, figure: string, inside?: string, after?: string) =>
    inside || after || /percent|per\s+cent/i.test(_whole) ? `${figure}%` : figure,
  );

const technicalPassMark: FactReader = {
  key: "technical_pass_mark",
  label: "Technical pass mark",
  read(unit) {
    if (!inParts(unit, ["data-sheet", "criteria", "instructions", "invitation"])) return [];
    const m = PASS_MARK.exec(figuresOnly(unit.text));
    if (!m) return [];
    const value = Number(m[1] ?? m[3] ?? m[5] ?? m[7]);
    if (!(value > 0 && value <= 100)) return [];
    return [statement(unit, m.index, `${value}%`, String(value))];
  },
};

const MARGIN = /\bmargin\s+of\s+preference\b/i;

const marginOfPreference: FactReader = {
  key: "margin_of_preference",
  label: "Margin of preference",
  read(unit) {
    if (!inParts(unit, ["data-sheet", "criteria", "invitation"])) return [];
    const phrase = MARGIN.exec(unit.text);
    if (!phrase) return [];
    const text = unit.text;
    // Conditional text of the standard criteria ("If the TDS so specifies…") decides nothing by itself.
    if (/\bif\s+(?:the\s+)?(?:TDS|BDS|data\s+sheet)\s+so\s+specifies|\bwhere\s+(?:a\s+)?margin\b/i.test(text))
      return [];
    if (
      /\bYES\W{0,12}\/?\W{0,3}NO\b|\bshall\s+apply\s+or\s+(?:shall\s+)?not\b|["“]shall["”]?\s+or\s+["“]?shall\s+not/i.test(
        text,
      )
    )
      return [blankStatement(unit, phrase.index)];
    if (/\b(?:shall|will|does)\s+not\s+(?:apply|be\s+appl)|\bnot\s+applicable\b|\bN\/A\b/i.test(text))
      return [statement(unit, phrase.index, "does not apply", "no")];
    if (
      /\bapply\s+(?:a\s+)?margin\s+of\s+preference|\bmargin\s+of\s+preference\s+(?:of\s+\d|shall\s+(?:apply|be\s+applied)|applies|will\s+apply)/i.test(
        text,
      )
    )
      return [statement(unit, phrase.index, "applies", "yes")];
    return [];
  },
};

/** "site visit", "site inspection", "pre-bid meeting", "site survey form". */
const SITE_VISIT =
  /\bsite\s+(?:visit|inspection|survey)s?\b|\bpre-?\s?(?:bid|tender)\s+(?:meeting|conference|visit)\b|\bpretender\s+visit\b/i;
const NOT_DISQUALIFYING =
  /\bnot\s+be\s+(?:a\s+)?(?:cause|ground|reason)\s+for\s+disqualification|\bwill\s+not\s+(?:lead\s+to|result\s+in)\s+disqualification|\bencouraged\b|\boptional\b|\bmay\b/i;

const siteVisit: FactReader = {
  key: "site_visit",
  label: "Site visit or pre-tender meeting",
  read(unit) {
    if (!inParts(unit, ENTITY_PARTS)) return [];
    const phrase = SITE_VISIT.exec(unit.text);
    if (!phrase) return [];
    const when = dateTimeIn(unit.text);
    if (when) return [statement(unit, when.at, `held ${when.display}`, `held ${when.iso}`)];
    if (/\bno\s+(?:pre-?\s?(?:bid|tender)|site)\b|\bwill\s+not\s+be\s+(?:a\s+)?(?:pre|site)/i.test(unit.text))
      return [statement(unit, phrase.index, "none held", "none")];
    if (unit.part === "criteria" && !NOT_DISQUALIFYING.test(unit.text))
      return [statement(unit, phrase.index, "required for responsiveness", "required")];
    if (NOT_DISQUALIFYING.test(unit.text)) return [statement(unit, phrase.index, "optional", "optional")];
    return [];
  },
};

/** "DATE: SEPTEMBER, 2021", "Date of the Tender Document: 11th November 2021", "FEBRUARY, 2022" on the cover. */
const MONTH_YEAR =
  /\b(JANUARY|FEBRUARY|MARCH|APRIL|MAY|JUNE|JULY|AUGUST|SEPTEMBER|OCTOBER|NOVEMBER|DECEMBER|January|February|March|April|May|June|July|August|September|October|November|December)\s{0,2},?\s{0,2}((?:19|20)\d{2})\b/;

/** "TENDER NO. NCPB/IP/CCTV/21/2021-2022 " before a month and year that end the line. */
const COVER_NUMBER_THEN_DATE = new RegExp(
  `^\\W*TENDER\\s+(?:NO|NUMBER)\\.?\\s*:?\\s*\\S[^\\n]{0,50}?\\s+(?=${MONTH_YEAR.source}\\s*$)`,
  "i",
);

const invitationDate: FactReader = {
  key: "invitation_date",
  label: "Date of the invitation",
  read(unit) {
    if (unit.part !== "invitation") return [];
    const labelled =
      /\bDATE\s*[:.-]\s*|\bdated\s+|\bdate\s+of\s+(?:the\s+)?(?:tender\s+)?(?:document|invitation|issue)\s*[:.-]?\s*/i.exec(
        unit.text,
      );
    const bare = !labelled && unit.text.length <= 40 ? MONTH_YEAR.exec(unit.text) : null;
    // A cover line may hold the tender number before its date: "-TENDER NO. NCPB/IP/CCTV/21/2021-2022 FEBRUARY, 2022".
    const afterNumber =
      !labelled && !bare && unit.text.length <= 90 ? COVER_NUMBER_THEN_DATE.exec(unit.text) : null;
    if (!labelled && !bare && !afterNumber) return [];
    const from = labelled ? labelled.index + labelled[0].length : afterNumber ? afterNumber[0].length : 0;
    const window = unit.text.slice(from, from + 40);
    const exact = dateTimeIn(window);
    if (exact && exact.at <= 2)
      return [statement(unit, from, exact.display.split(",")[0], exact.iso.slice(0, 10))];
    const month = MONTH_YEAR.exec(window);
    if (!month || month.index > 2) return [];
    const index = MONTHS.indexOf(month[1]!.toLowerCase()) + 1;
    const name = month[1]!.charAt(0).toUpperCase() + month[1]!.slice(1).toLowerCase();
    return [statement(unit, from, `${name} ${month[2]}`, `${month[2]}-${String(index).padStart(2, "0")}`)];
  },
};

/** "should be hand delivered and recorded in the register placed in the Managing Director's office". */
const SAMPLE_DELIVERY =
  /\bsamples?\b[^]{0,300}?\b(?:delivered|submitted|deposited|dropped|lodged|recorded|received|brought)\b/i;
/** The office a sample goes to: up to six capitalised words (and "of", "and") before "office", "stores" or "registry". */
const PLACE =
  /\b((?:[A-Z][\w]*(?:[’']s?)?\s+(?:(?:of|and|&)\s+)?){1,6})(office|stores?|registry|reception)\b/;

const samples: FactReader = {
  key: "samples",
  label: "Where samples are delivered",
  optional: true,
  read(unit) {
    if (!inParts(unit, ["invitation", "instructions", "data-sheet", "criteria"])) return [];
    // The sentence, not the row: each sentence of a data-sheet row would state the same place again.
    const text = unit.text;
    const delivery = SAMPLE_DELIVERY.exec(text);
    if (!delivery) return [];
    const place = PLACE.exec(text.slice(delivery.index));
    if (!place) return [];
    const value = `${place[1]!.trim()} ${place[2]!.toLowerCase()}`.replace(/^(?:The|the)\s+/, "");
    const normalized = value
      .toLowerCase()
      .replace(/[’']s?\b/g, "")
      .replace(/[^a-z ]/g, " ")
      .replace(/\b(?:the|of|and|services?)\b/g, " ")
      .replace(/\s+/g, " ")
      .trim();
    return [statement(unit, Math.max(0, text.indexOf(place[0]!) - 40), value, normalized)];
  },
};

/** Tender numbers everywhere the entity writes them, price schedules included (not the standard conditions). */
const tenderNumber: FactReader = {
  key: "tender_number",
  label: "Tender number",
  read(unit) {
    if (!inParts(unit, [...ENTITY_PARTS, "forms"])) return [];
    return referencesIn(unit.text).map((reference) =>
      statement(unit, reference.at, reference.written.replace(/\s+/g, " ").trim(), reference.normalized),
    );
  },
};

export const FACT_READERS: readonly FactReader[] = [
  tenderNumber,
  tenderSecurityAmount,
  tenderSecurityForm,
  tenderSecurityValidity,
  tenderValidity,
  submissionDeadline,
  opening,
  clarificationDeadline,
  siteVisit,
  technicalPassMark,
  marginOfPreference,
  invitationDate,
  samples,
];
