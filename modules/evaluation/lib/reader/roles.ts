/**
 * Names in an evaluation report that are not bidders: the banks and insurers that issued tender securities
 * (an opening table's "Issuer" column), referees and reference clients contacted in due diligence, the bank
 * confirming a credit line, and the evaluation committee's members. A review that counts them as bidders
 * reports "KCB, APA and Equity not accounted for"; the record lists them apart instead.
 */
import type { NotBidderRole } from "../record/record";
import type { GridTable } from "./grid-rows";

/** Words of a financial institution's or insurer's name. */
export const INSTITUTION = /\b(?:Bank|Banking|Microfinance|Sacco|Building\s+Society)\b/i;
export const INSURER = /\b(?:Insurance|Assurance|Re-?insurance|Underwriters?|Allianz)\b/i;
/** Words of a public body's name (reference clients of works and supplies). */
export const PUBLIC_BODY =
  /\b(?:Authority|Ministry|County\s+Government|Council|Agency|Commission|Board|Hospital|University|Department|Directorate|Secretariat|Institute|Corporation)\b/i;

/** A sentence about who vouches for a bidder rather than about a bid. */
export const ROLE_CONTEXT =
  /\b(?:issued\s+by|issuer|guarantee[ds]?|guarantor|surety|referees?|references?|reference\s+(?:letter|client)|previous\s+(?:client|employer)s?|clients?|confirmed\s+(?:by|that)|letter\s+from|credit\s+(?:line|facility)|contacted|manufacturer|authori[sz]ation)\b/i;

const ISSUER_HEADER =
  /\b(?:issuer|issuing|issued\s+by|bank|insurer|insurance|guarantor|surety|source\s+of\s+security)\b/i;

export function roleOfName(name: string, context = ""): NotBidderRole {
  if (INSTITUTION.test(name)) return "bank";
  if (INSURER.test(name)) return "insurer";
  if (/\bguarant|\bsurety|\bissu/i.test(context)) return "guarantor";
  if (/\breferee/i.test(context)) return "referee";
  if (/\bclient|\breference|\bemployer/i.test(context)) return "reference-client";
  return "other";
}

/** The cells of a table's issuer column (a two-row header's lower row names it: "Tender Security" / "Issuer"). */
export function issuerNames(table: GridTable): string[] {
  for (let header = 0; header < Math.min(3, table.rows.length); header++) {
    const column = table.rows[header]!.findIndex((cell) => cell.length < 60 && ISSUER_HEADER.test(cell));
    if (column < 0) continue;
    return table.rows
      .slice(header + 1)
      .map((row) => row[column] ?? "")
      .filter((cell) => /\p{L}{3}/u.test(cell))
      .filter((cell) => !/^(?:n\/?a|nil|none|-+|yes|no)$/i.test(cell.trim()));
  }
  return [];
}

const TITLE = String.raw`(?:(?:Eng|Mr|Mrs|Ms|Miss|Dr|Prof|CPA|Arch|QS|Hon|Amb|Rev|Cllr|FCPA|Surv|Plan)\.?\s+){0,2}`;
const PERSON = String.raw`[A-Z][A-Za-z'’.-]{1,30}(?:\s+[A-Z][A-Za-z'’.-]{0,30}){1,3}`;
const COMMITTEE_ROLE = String.raw`(?:Chair(?:person|man|lady)?|Vice[-\s]Chair\w*|Secretary|Member|Co-?opted\s+Member|Convenor)`;
/** "Eng. Peter Mwangi – Chairperson", "Ms. Jane Atieno, Member", "CPA Ann Wekesa\tSecretary". */
const COMMITTEE_LINE = new RegExp(
  String.raw`^\s*(?:\d{1,2}[.)]?\s+)?(${TITLE}${PERSON})\s*(?:[-–—,:|\t(]\s*)+(?:[A-Za-z .,'&/()-]{0,60}?[-–—,\t(]\s*)?${COMMITTEE_ROLE}\b`,
  "gm",
);

/** A committee table's header: "Name | Designation | Signature", "Evaluation Committee | Designation | Signature". */
const COMMITTEE_HEADER = /\b(?:designation|signature)\b/i;
const PERSON_CELL = new RegExp(String.raw`^${TITLE}${PERSON}$`);

/** Committee members listed in the report ("Name – Chairperson" lines and the rows of a committee table). */
export function committeeMembers(text: string): string[] {
  const names: string[] = [];
  let inTable = false;
  for (const line of text.split("\n")) {
    if (line.length > 300) continue;
    if (!line.trim()) continue;
    const cells = line.includes("\t") ? line.split("\t").map((cell) => cell.trim()) : null;
    if (cells && COMMITTEE_HEADER.test(line) && cells.length >= 2) {
      inTable = true;
      continue;
    }
    if (inTable && cells) {
      const person = cells.find((cell) => cell && !/^\d{1,2}\.?$/.test(cell));
      if (person && PERSON_CELL.test(person)) names.push(person);
      continue;
    }
    inTable = false;
    COMMITTEE_LINE.lastIndex = 0;
    const match = COMMITTEE_LINE.exec(line);
    if (match) names.push(match[1]!.replace(/\s+/g, " ").trim());
  }
  return names;
}
