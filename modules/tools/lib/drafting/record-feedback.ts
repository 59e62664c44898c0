/**
 * Simplified feedback to the one bidder the officer names (the "Bidder" input), from the evaluation record (the
 * activity's confirmed one, else read from the attached report): that bidder's own stage results and score, and
 * the improvement areas the officer wrote, which are about that bidder and go into its letter only. Without a
 * bidder named, the tool drafts every letter of the category as before and the improvement areas are asked to
 * be given per bidder.
 */
import { feedbackNote, isSameBidder } from "@/modules/evaluation";
import { fromInput, type DraftSection } from "@/lib/results/draft";
import type { ToolRunContext } from "@/lib/results/types";
import { runRecord } from "@/modules/tools/lib/evaluation-record";
import type { Composed } from "./engine";

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

export function feedbackForChosenBidder(context: ToolRunContext): Composed | null {
  const wanted = text(context.values.bidder);
  if (!wanted) return null;
  const read = runRecord(context, context.documents);
  const basis = read?.version
    ? `evaluation record v${read.version.version} (confirmed by ${read.version.confirmedBy ?? "a member"} on ${read.version.confirmedAt.slice(0, 10)})`
    : "evaluation record read from the attached report (not yet confirmed)";
  const bidder = read?.record.bidders.find((each) => isSameBidder(each.name, wanted)) ?? null;
  const title = `Bidder feedback — ${wanted}`;
  if (!read || !bidder) {
    const known = read?.record.bidders.map((each) => each.name).join(", ");
    const reason = read
      ? `No bidder called "${wanted}" is in the ${basis}. Its bidders: ${known}.`
      : "No evaluation record: confirm the activity's record or attach the evaluation report.";
    return {
      draft: { title, basis: reason, sections: [] },
      summary: `${reason} No letter drafted.`,
      notices: [reason],
    };
  }
  const letter: DraftSection = feedbackNote(read.record, bidder.id, {
    framework: context.framework,
    date: context.now,
  });
  const improvements = text(context.values.improvement_areas)
    .split(/\n+/)
    .map((line) => line.replace(/^\s*[-•*]\s*/, "").trim())
    .filter(Boolean);
  if (improvements.length)
    letter.subsections = [
      ...(letter.subsections ?? []),
      {
        id: `${letter.id}-officer`,
        heading: "Points to strengthen in future tenders",
        paragraphs: improvements.map((point) => fromInput(point)),
      },
    ];
  return {
    draft: {
      title,
      basis: `Drafted from the ${basis} for ${bidder.name} only: its own results, nothing about other bidders.`,
      sections: [letter],
    },
    summary: `Feedback drafted for ${bidder.name} from the ${basis}.`,
    notices: [`Only ${bidder.name}'s results are used; the improvement areas go into its letter alone.`],
  };
}
