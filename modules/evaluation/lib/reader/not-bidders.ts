/**
 * Whether a name a review found in a report is someone other than a bidder: a name the record sets apart (the
 * bank or insurer that issued a security, a referee, a reference client, a committee member) or a bank's or
 * insurer's name that is none of the record's bidders. The compliance review and the post-review count bidders
 * with this, so "KCB, APA and Equity" are never "bidders not accounted for".
 */
import type { EvaluationRecord } from "../record/record";
import { bidderOfCell, coreKey } from "./names";
import { INSTITUTION, INSURER } from "./roles";

const sameFirm = (a: string, b: string) => {
  const one = coreKey(a);
  const two = coreKey(b);
  return !!one && !!two && (one === two || one.startsWith(`${two} `) || two.startsWith(`${one} `));
};

export function isNotBidder(record: Pick<EvaluationRecord, "bidders" | "notBidders">, name: string): boolean {
  if (bidderOfCell(name, record.bidders)) return false;
  return (
    record.notBidders.some((other) => sameFirm(other.name, name)) ||
    INSTITUTION.test(name) ||
    INSURER.test(name)
  );
}
