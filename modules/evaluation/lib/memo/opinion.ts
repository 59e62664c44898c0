/**
 * The memo's judgement: the compliance points (each failed, warned or unverifiable check as a numbered
 * paragraph with its citation), the risks and red flags, the opinion (no endorsement while a high-severity
 * check fails) and the decision and signature blocks.
 */
import type { Finding } from "@/lib/results/types";
import type { EvaluationRecord } from "../record/record";
import { CHECK_IDS } from "../checks/finding";
import { contractPrice, money, recommendedBidder } from "../checks/figures";
import {
  isKenyan,
  noCorrectionRule,
  shortReference,
  verifiedRule,
  type Framework,
} from "../checks/framework";
import {
  assumption,
  cited,
  fromRule,
  fromTemplate,
  type DraftParagraph,
  type DraftSection,
} from "../letters/draft";

const STATUS: Record<Finding["status"], string> = {
  fail: "Fails",
  warning: "Warning",
  insufficient: "Cannot be verified from the record",
  info: "For information",
  pass: "Passes",
};

/** A finding as a paragraph, cited to the rule (a '{framework} — {citation}' citation) or to the report. */
function findingParagraph(finding: Finding, number: number | null, withAction = true): DraftParagraph {
  const action = withAction && finding.recommendation ? ` Action: ${finding.recommendation}` : "";
  const text = `${number === null ? "" : `${number}. `}${finding.title} (${STATUS[finding.status].toLowerCase()}): ${finding.evidence}${action}`;
  if (!finding.citation) return fromTemplate(text);
  return cited(text, finding.citation.includes(" — ") ? "rule" : "document", finding.citation);
}

const open = (finding: Finding) => ["fail", "warning", "insufficient"].includes(finding.status);
export const blocking = (finding: Finding) =>
  finding.severity === "high" && (finding.status === "fail" || finding.status === "insufficient");

export function complianceSection(checks: readonly Finding[]): DraftSection {
  const points = checks.filter(open);
  const passed = checks.filter((finding) => finding.status === "pass");
  const paragraphs: DraftParagraph[] = points.map((finding, index) => findingParagraph(finding, index + 1));
  if (!checks.length)
    paragraphs.push(assumption("No checks of the record were run: run them before signing."));
  else if (!points.length) paragraphs.push(fromTemplate("Every check of the record passes."));
  if (passed.length)
    paragraphs.push(
      fromTemplate(
        `Checks that pass (${passed.length}): ${passed.map((finding) => finding.title).join("; ")}.`,
      ),
    );
  return { id: "compliance", heading: "Compliance, point by point", paragraphs };
}

const RISK_IDS: readonly string[] = [
  CHECK_IDS.estimate,
  CHECK_IDS.budget,
  CHECK_IDS.singleBid,
  CHECK_IDS.correctedAward,
  CHECK_IDS.corrections,
];

export function risksSection(checks: readonly Finding[]): DraftSection {
  const flags = checks.filter((finding) => RISK_IDS.includes(finding.id) && finding.status !== "pass");
  const estimate = checks.find((finding) => finding.id === CHECK_IDS.estimate && finding.status === "pass");
  // The actions are in the compliance section; here the flags are read for what they say about price and competition.
  const paragraphs: DraftParagraph[] = flags.map((finding) => findingParagraph(finding, null, false));
  // The award against the estimate is stated whatever its outcome: an approver reads the two amounts here.
  if (estimate) paragraphs.unshift(findingParagraph(estimate, null, false));
  if (!flags.length)
    paragraphs.push(fromTemplate("The record shows no red flag on price, competition or corrections."));
  return { id: "risks", heading: "Risks and red flags", paragraphs };
}

function notEndorsed(
  record: EvaluationRecord,
  checks: readonly Finding[],
  framework: Framework,
): DraftParagraph[] {
  const winner = recommendedBidder(record);
  const price = record.recommendation?.price ?? null;
  const what = winner
    ? ` to award the tender to ${winner.name}${price === null ? "" : ` at ${money(record, price)}`}`
    : "";
  const paragraphs: DraftParagraph[] = [
    fromTemplate(`I do not concur with the evaluation committee's recommendation${what}.`),
  ];
  const rule = noCorrectionRule(framework);
  const corrected = checks.some(
    (finding) => finding.id === CHECK_IDS.correctedAward && finding.status === "fail",
  );
  if (rule && corrected && winner) {
    const section = shortReference(rule.rule);
    paragraphs.push(
      fromRule(
        `The recommendation to award at the corrected sum of ${money(record, price ?? 0)} contravenes ${section}: the tender sum read out, ${money(record, winner.readOut ?? 0)}, is absolute and final and may not be corrected, adjusted or amended. The award cannot be made at the corrected sum. Nor can the report simply be approved at the read-out sum, because the committee compared and ranked the tenders on corrected sums and its recommendation rests on them.`,
        rule.citation,
      ),
    );
  }
  for (const finding of checks.filter((item) => blocking(item) && item.id !== CHECK_IDS.correctedAward))
    paragraphs.push(fromTemplate(`${finding.title}: ${finding.evidence}`));
  const validity = verifiedRule(framework, "ke-tender-validity-extension");
  paragraphs.push(
    fromTemplate(
      `I recommend that the accounting officer does not approve the award and returns the evaluation report to the evaluation committee${rule && corrected ? ` to re-evaluate the tenders on their read-out sums (${shortReference(rule.rule)}) and` : ""} to address the points in the compliance section, for a fresh report and a new opinion before any award.`,
    ),
  );
  if (validity)
    paragraphs.push(
      fromRule(
        `The re-evaluation must end within the tender validity period, which may be extended once, by up to ${validity.rule.value} ${validity.rule.unit ?? "days"}.`,
        validity.citation,
      ),
    );
  return paragraphs;
}

export function opinionSection(
  record: EvaluationRecord,
  checks: readonly Finding[],
  framework: Framework,
): DraftSection {
  const heading = isKenyan(framework)
    ? "Professional opinion and recommendation"
    : "Opinion and recommendation";
  const rule = verifiedRule(framework, "ke-professional-opinion");
  const winner = recommendedBidder(record);
  let paragraphs: DraftParagraph[];
  if (!winner)
    paragraphs = [
      record.noAward
        ? fromTemplate(
            `The committee recommends no award ("${record.noAward.text}"). The accounting officer decides whether to terminate the proceedings on the grounds the rules allow, and notifies every tenderer.`,
          )
        : assumption(
            "No opinion on an award can be given: the record holds no recommendation naming a bidder.",
          ),
    ];
  else if (checks.some(blocking)) paragraphs = notEndorsed(record, checks, framework);
  else {
    const price = contractPrice(winner, framework) ?? record.recommendation?.price ?? null;
    const warnings = checks.filter(open);
    const basis = noCorrectionRule(framework) ? "the tender sum read out" : "the evaluated price";
    paragraphs = [
      fromRule(
        `Having reviewed the evaluation report and the record, I concur with the evaluation committee's recommendation to award the tender to ${winner.name}${price === null ? "" : ` at the contract price of ${money(record, price)}, ${basis}`}.`,
        rule?.citation,
      ),
    ];
    if (warnings.length)
      paragraphs.push(
        fromTemplate(
          `This is subject to the following being addressed before award: ${warnings.map((finding) => finding.title).join("; ")}.`,
        ),
      );
  }
  return { id: "opinion", heading, paragraphs };
}

export function decisionSection(framework: Framework): DraftSection {
  const rule = verifiedRule(framework, "ke-professional-opinion");
  const signer = isKenyan(framework) ? "Head of the procurement function" : "Head of procurement";
  return {
    id: "decision",
    heading: "Decision and signatures",
    paragraphs: [
      fromTemplate(
        `${isKenyan(framework) ? "Accounting officer" : "Approving authority"}: Approved / Not approved (delete as appropriate)`,
      ),
      fromTemplate("Comments: ______________________________"),
      fromTemplate("Name: ____________________  Signature: ____________________  Date: ____________"),
      rule
        ? fromRule(
            `${signer}: this opinion is signed by the head of the procurement function and given to the accounting officer, who takes it into account in deciding the award.`,
            rule.citation,
          )
        : fromTemplate(`${signer}: prepared and signed by`),
      fromTemplate("Name: ____________________  Signature: ____________________  Date: ____________"),
    ],
  };
}
