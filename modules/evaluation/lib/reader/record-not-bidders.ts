/**
 * Who the report names besides the bidders, for the record reader (read-record.ts): the issuers of the tender
 * securities (an opening table's column), the committee members, and the banks, insurers, referees and reference
 * clients its sentences name (in the due diligence, or beside "issued by", "referee", "client").
 */
import { splitSentences } from "@/lib/reading/sentences";
import type { Cited, EvaluationRecord, RecordBidder } from "../record/record";
import { bidderNames } from "./bidder-facts";
import { bidderOfCell, nameKey } from "./names";
import { bareName } from "./price-tables";
import { INSTITUTION, INSURER, PUBLIC_BODY, ROLE_CONTEXT, roleOfName } from "./roles";
import type { Slice } from "./stages";

const ABSTAINED = /\bdid\s+not\s+(?:submit|bid|tender)\b|\bdeclined\s+to\s+(?:bid|tender|submit)\b/i;

export const isInstitution = (name: string) =>
  INSTITUTION.test(name) || INSURER.test(name) || PUBLIC_BODY.test(name);

/**
 * Names of public bodies, banks and insurers ("Kenya Rural Roads Authority", "Family Bank Limited"). Words and
 * spaces are bounded: an unbounded run is tried from every capital of a page-long word and goes quadratic.
 */
const BODY =
  /\b(?:[A-Z][A-Za-z'’&-]{0,30}\s{1,3}){1,5}(?:Authority|Ministry|County\s+Government|Council|Agency|Commission|Board|Hospital|University|Bank(?:\s{1,3}(?:of\s{1,3})?[A-Z][a-z]{1,30}){0,2}(?:\s{1,3}(?:Ltd|Limited|Plc|PLC))?|Insurance(?:\s{1,3}Company)?(?:\s{1,3}(?:Ltd|Limited))?)\b/g;

export function notBidders(
  issuers: readonly { name: string; cited: Cited }[],
  members: readonly { name: string; page: string; document: string }[],
  slices: readonly Slice[],
  bidders: readonly RecordBidder[],
): EvaluationRecord["notBidders"] {
  const out: EvaluationRecord["notBidders"] = [];
  const add = (name: string, role: EvaluationRecord["notBidders"][number]["role"], cited: Cited | null) => {
    const key = nameKey(name);
    if (
      !key ||
      bidderOfCell(name, bidders) ||
      out.some((each) => nameKey(each.name) === key) ||
      out.length >= 200
    )
      return;
    out.push({ name: bareName(name).slice(0, 300), role, cited });
  };
  for (const issuer of issuers) add(issuer.name, roleOfName(issuer.name, "issued by"), issuer.cited);
  for (const member of members)
    add(member.name, "committee-member", { text: member.name, document: member.document, page: member.page });

  for (const slice of slices)
    for (const text of splitSentences(slice.text)) {
      // Also a firm that "sought a clarification but did not submit a bid": named, not a bidder.
      const vouching = ROLE_CONTEXT.test(text) || ABSTAINED.test(text) || slice.part === "postQualification";
      if (!vouching && !INSTITUTION.test(text) && !INSURER.test(text)) continue;
      const cited = { text, document: slice.document, page: slice.page };
      const firms = bidderNames([
        {
          fileId: slice.fileId,
          groupId: "",
          name: slice.document,
          size: 0,
          units: [{ label: slice.page, text }],
        },
      ]);
      for (const name of [...firms, ...[...text.matchAll(BODY)].map((match) => match[0])])
        if (isInstitution(name) || vouching) add(name, roleOfName(name, text), cited);
    }
  return out;
}
