/**
 * Letters from the activity's confirmed evaluation record (modules/evaluation): when the officer has confirmed
 * the record, the debrief tool drafts one letter per bidder from it, each with that bidder's own outcome and
 * reasons only, and says which version it used. Without a confirmed record the tool reads the attached report
 * as before.
 */
import { allLetters } from "@/modules/evaluation";
import { confirmedRecord } from "@/modules/tools/lib/evaluation-record";
import type { ToolRunContext } from "@/lib/results/types";
import type { Composed } from "./engine";

export function lettersFromRecord(context: ToolRunContext): Composed | null {
  const confirmed = confirmedRecord(context);
  if (!confirmed?.version) return null;
  const { record, version } = { record: confirmed.record, version: confirmed.version };
  const draft = allLetters(record, {
    framework: context.framework,
    date: context.now,
    recordVersion: version,
  });
  return {
    draft,
    summary: `${record.bidders.length} letters drafted from evaluation record version ${version.version} (confirmed by ${version.confirmedBy ?? "a member"} on ${version.confirmedAt.slice(0, 10)}): each bidder's own outcome and reasons, the successful bidder's name and price, the standstill and the right to complain.`,
    notices: [
      `Evaluation record version ${version.version} was used. If the record is confirmed again, draft the letters again: this draft becomes outdated.`,
    ],
  };
}
