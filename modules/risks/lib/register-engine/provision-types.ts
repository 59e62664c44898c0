/** The types of the provision table (provisions.ts), apart so the table's parts can import them. */
import type { AttachedDocument } from "@/lib/results/types";
import type { RiskCategory, RiskStage } from "@/modules/risks/lib/fields";
import type { Found, Statement } from "./statements";

/**
 * When the risk should be dealt with: `closing` days after the activity's closing date (negative: before it), or
 * when the activity has no closing date still ahead, `fallback` days from today.
 */
export type DueRule = { closing: number; fallback: number };

export type ProvisionRisk = {
  /** Unique within the provision: the suggestion's source is "document:{provision}:{key}". */
  key: string;
  category: RiskCategory;
  stage: RiskStage;
  title: string;
  description: string;
  probability: number;
  impact: number;
  /** Why these scores, in a sentence the officer can check. */
  reasoning: string;
  mitigation: string;
  /** A role, for the officer to replace with a name. */
  owner: string;
  due: DueRule;
};

export type RiskProvision = {
  id: string;
  /** The provision in a few words ("asbestos removal"), used in "why". */
  topic: string;
  /** Words of the provision (regular expression sources, case-insensitive); one must be in the sentence. */
  terms?: readonly string[];
  /** Work that makes the terms a provision of this procurement; one must be in the same sentence. */
  context?: readonly string[];
  /** Words that undo the provision in the same sentence ("or equivalent" after a brand name). */
  unless?: readonly string[];
  /**
   * Reads the provision from the whole document set instead of sentence by sentence (terms are then unused):
   * decisions that depend on other statements (a requirement elsewhere, an overriding clause).
   */
  reader?: (documents: readonly AttachedDocument[], statements: readonly Statement[]) => Found[];
  risks: readonly ProvisionRisk[];
};
