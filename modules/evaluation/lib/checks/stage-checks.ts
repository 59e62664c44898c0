/**
 * Checks of the stages: the technical pass mark applied as published, no bid carried past a stage it failed,
 * and every stage a bid reached given an outcome (a missing outcome is not a pass).
 */
import type { Finding } from "@/lib/results/types";
import { STAGE_LABELS, STAGES, type EvaluationRecord, type Stage } from "../record/record";
import { citeRecord, passMarkInMarks, showPassMark, showScore } from "./figures";
import { CHECK_IDS, finding, passed } from "./finding";

/** A bidder's technical score on the wrong side of the pass mark for its outcome fails the check. */
export function passMarkFinding(record: EvaluationRecord): Finding | null {
  const id = CHECK_IDS.passMark;
  const title = "The technical pass mark applied as published";
  const scored = record.bidders.filter((bidder) => {
    const technical = bidder.stages.technical;
    return technical.score !== null && (technical.outcome === "passed" || technical.outcome === "failed");
  });
  const threshold = passMarkInMarks(record);
  if (threshold === null)
    return scored.length
      ? finding({
          id,
          title,
          status: "insufficient",
          severity: "medium",
          evidence: "The record gives technical scores but no pass mark.",
          recommendation: "Add the pass mark as published in the tender document to the record.",
        })
      : null;
  const mark = showPassMark(record);
  const assumed =
    record.passMark?.percent && record.maxTechnicalScore === null
      ? " (the maximum technical score is not in the record: scores are taken as out of 100)"
      : "";
  const wrong = scored.flatMap((bidder) => {
    const score = bidder.stages.technical.score ?? 0;
    const reaches = score >= threshold;
    const outcome = bidder.stages.technical.outcome;
    if (reaches && outcome === "failed")
      return [
        `${bidder.name}: technical score ${showScore(record, score)} reaches the pass mark of ${mark} but the bid is marked failed`,
      ];
    if (!reaches && outcome === "passed")
      return [
        `${bidder.name}: technical score ${showScore(record, score)} is below the pass mark of ${mark} but the bid is marked passed`,
      ];
    return [];
  });
  if (!wrong.length)
    return passed(
      id,
      title,
      `${scored.length} technical score${scored.length === 1 ? "" : "s"} checked against the pass mark of ${mark}${assumed}: each outcome follows it.`,
      citeRecord(record.passMark?.cited),
    );
  return finding({
    id,
    title,
    status: "fail",
    severity: "high",
    evidence: `${wrong.join("; ")}${assumed}.`,
    citation: citeRecord(record.passMark?.cited),
    recommendation:
      "Return the report to the committee: the pass mark published in the tender document applies to every bid, unchanged.",
  });
}

/** A bid that failed a stage is not evaluated further: a later stage passed or scored is an inconsistency. */
export function stageOrderFinding(record: EvaluationRecord): Finding {
  const id = CHECK_IDS.stageOrder;
  const title = "Stages consistent";
  const problems = record.bidders.flatMap((bidder) => {
    const failedAt = STAGES.findIndex((stage) => bidder.stages[stage].outcome === "failed");
    if (failedAt === -1) return [];
    const later = STAGES.slice(failedAt + 1).filter(
      (stage) => bidder.stages[stage].outcome === "passed" || bidder.stages[stage].score !== null,
    );
    if (!later.length) return [];
    const failed = STAGES[failedAt] as Stage;
    return [
      `${bidder.name} failed the ${STAGE_LABELS[failed].toLowerCase()} stage but has ${later.map((stage) => STAGE_LABELS[stage].toLowerCase()).join(" and ")} passed or scored`,
    ];
  });
  if (!problems.length)
    return passed(id, title, "No bid was passed or scored at a stage after one it failed.");
  return finding({
    id,
    title,
    status: "warning",
    severity: "medium",
    evidence: `${problems.join("; ")}.`,
    recommendation:
      "Ask the committee which outcome stands; a bid that failed a stage is not evaluated further.",
  });
}

/** Every stage a bid reached has an outcome (stages after a failed one are taken as not reached). */
export function outcomesFinding(record: EvaluationRecord): Finding {
  const id = CHECK_IDS.outcomes;
  const title = "Every stage has an outcome";
  const missing = record.bidders.flatMap((bidder) => {
    const failedAt = STAGES.findIndex((stage) => bidder.stages[stage].outcome === "failed");
    const reached = failedAt === -1 ? STAGES : STAGES.slice(0, failedAt);
    const open = reached.filter((stage) => bidder.stages[stage].outcome === null);
    return open.length
      ? [`${bidder.name}: ${open.map((stage) => STAGE_LABELS[stage].toLowerCase()).join(", ")}`]
      : [];
  });
  if (!missing.length) return passed(id, title, "Every bid has an outcome for each stage it reached.");
  const recommended = record.recommendation?.bidderId;
  const high = record.bidders.some(
    (bidder) => bidder.id === recommended && STAGES.some((stage) => bidder.stages[stage].outcome === null),
  );
  return finding({
    id,
    title,
    status: "insufficient",
    severity: high ? "high" : "medium",
    evidence: `The record gives no outcome for ${missing.join("; ")}.`,
    recommendation: "Add each missing outcome from the evaluation report, or mark the stage not evaluated.",
  });
}
