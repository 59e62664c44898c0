/**
 * The review engine's contract: the review payload and result (DESIGN.md "Review engine").
 * The engine is pure: the server extracts the attached documents (lib/documents) and resolves the org's
 * framework before calling it. A service is reviewed by its rule pack: data plus small check functions.
 */
import type { Readiness } from "./readiness";
import type { z } from "zod";
import type { FrameworkRule } from "@/lib/frameworks/rules";
import type { activityRecordSchema, memoBaselineSourceSchema, moduleInputsSchema } from "./schemas";
import type { AttachedDocument, Finding, GuidelinePassage, ToolFramework } from "./types";
import type { FactsSheet } from "./facts-sheet";

/** The activity a review is about (see activityRecordSchema: the run stores it as the engine read it). */
export type ReviewActivity = z.infer<typeof activityRecordSchema>;

/** A module's own inputs by name (see moduleInputsSchema). */
export type ModuleInputs = z.infer<typeof moduleInputsSchema>;

/**
 * Document slots (AttachedDocument.groupId): "method-document", "redacted-evaluation-report", "evaluation-report",
 * "draft-bid", "draft-contract", "supporting", ...: the review-type groups of the /review form.
 */
export type ReviewInput = {
  serviceId: string;
  subserviceId?: string;
  activity: ReviewActivity;
  moduleInputs: ModuleInputs;
  documents: readonly AttachedDocument[];
  framework: ToolFramework | null;
  /**
   * Drafting services (internal-approval-memo): the text the memo revises — the external draft (pasted text of
   * at least 30 characters wins over files) or the selected prior version. Absent: the memo is drafted fresh.
   */
  baseline?: MemoBaseline;
  /** Passages of the org's indexed guideline library on this review (Settings, Guidelines & References). */
  guidelines?: readonly GuidelinePassage[];
  /**
   * The activity's confirmed evaluation record (modules/evaluation), newest version, when one was confirmed; the
   * award reviews check it instead of reading the report again.
   */
  evaluationRecord?: { record: unknown; version: number; confirmedBy: string | null; confirmedAt: string };
};

export type MemoBaseline = {
  source: z.infer<typeof memoBaselineSourceSchema>;
  /** What the memo says it revised, e.g. the file name or "Draft v3". */
  name: string;
  text: string;
};

/** What every check sees. */
export type ReviewContext = {
  input: ReviewInput;
  /** The documents the pack reviews (its subject groups), in attachment order. */
  subject: readonly AttachedDocument[];
  /** Documents of the given groups, in attachment order. */
  documentsIn(...groupIds: string[]): readonly AttachedDocument[];
  /** The verified rules of the org's framework rule set (empty when it has none). */
  rules: readonly FrameworkRule[];
};

export type ReviewCheck = {
  id: string;
  title: string;
  run(context: ReviewContext): Finding | readonly Finding[] | null;
};

export type RulePack = {
  serviceId: string;
  subserviceId?: string;
  title: string;
  /** Groups whose documents the checks review; all attached documents when omitted. */
  subjectGroups?: readonly string[];
  checks: readonly ReviewCheck[];
  /** The memo of this service when it is more than the standard findings memo (internal-approval-memo drafts one). */
  renderMemo?(render: RenderInput, context: ReviewContext): string;
  /** The facts sheet of each subject document, read before the checks judge it (solicitation reviews). */
  readFacts?(context: ReviewContext): FactsSheet[];
  /** Documents the review generates beside its memo (the planning review's consolidated plan). */
  extraDocuments?(context: ReviewContext): ReviewExtraDocument[];
};

/** A generated document of a review besides the memo: its data is kept with the run and written on export. */
export type ReviewExtraDocument = {
  id: string;
  title: string;
  formats: ("xlsx" | "pdf" | "docx")[];
  data: unknown;
};

export type ReviewResult = {
  /** Null when a key check had no data (see lib/results/score.ts). */
  score: number | null;
  summary: string;
  findings: Finding[];
  memoHtml: string;
  emailHtml: string;
  /** What the review read from each document, when its pack reads facts. */
  facts?: FactsSheet[];
  /** Whether the document may be issued (packs that read facts): checklist Part 3's verdict and its reason. */
  readiness?: { verdict: Readiness; sentence: string };
  /** Documents the pack generated beside the memo (RulePack.extraDocuments). */
  extraDocuments?: ReviewExtraDocument[];
};

/** What the standard memo and email render: the pack title, the activity, the score and the findings. */
export type RenderInput = {
  title: string;
  activity: ReviewActivity;
  score: number | null;
  summary: string;
  findings: readonly Finding[];
  facts?: readonly FactsSheet[];
};
