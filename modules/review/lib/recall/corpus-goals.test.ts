/**
 * The solicitation review on the labelled corpus of real tenders (tests/fixtures/tenders): the goals of the
 * recall harness (`npm run eval:tenders`) held as a test, so a change that loses what a senior reviewer found
 * fails here, not in a later measurement. Also: comparable tenders get comparable verdicts. Each of the five has
 * blockers a reviewer would stop it for, so each is "Not ready to issue", whatever its score.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { KENYA } from "@/tests/support/frameworks";
import { corpusSchema, judgementsSchema } from "./corpus";
import { scoreCorpus, scoreDocument, type CorpusScore, type DocumentScore } from "./match";
import { readFacts, reviewTender, withKinds } from "./review-corpus";

const CORPUS = path.resolve("tests/fixtures/tenders");
const corpus = corpusSchema.parse(JSON.parse(readFileSync(path.join(CORPUS, "items.json"), "utf8")));
const judgements = judgementsSchema.parse(
  JSON.parse(readFileSync(path.resolve("scripts/eval/tender-judgements.json"), "utf8")),
);

describe("the solicitation review on the labelled corpus", () => {
  const verdicts: Record<string, string | undefined> = {};
  const scores: DocumentScore[] = [];
  let total: CorpusScore;

  beforeAll(async () => {
    for (const [file, entry] of Object.entries(corpus.documents)) {
      const { result } = await reviewTender(
        file,
        new Uint8Array(readFileSync(path.join(CORPUS, file))),
        entry,
        KENYA,
      );
      verdicts[file] = result.readiness?.verdict;
      scores.push(
        scoreDocument(file, entry.items, result.findings.map(withKinds), readFacts(result.facts ?? [])),
      );
    }
    total = scoreCorpus(scores, judgements);
  }, 180_000);

  it("meets the recall goals: 85% overall, 70% in every kind, no false pass", () => {
    expect(total.recall.met / total.recall.total).toBeGreaterThanOrEqual(0.85);
    for (const [kind, tally] of Object.entries(total.byKind))
      expect(tally.met / tally.total, kind).toBeGreaterThanOrEqual(0.7);
    expect(total.falsePasses).toBe(0);
  });

  it("reads every 'read' item with its value", () => {
    const unread = scores.flatMap((score) =>
      score.outcomes.filter((o) => o.item.expect === "read" && !o.met).map((o) => o.item.id),
    );
    expect(unread).toEqual([]);
  });

  it("has no finding judged wrong, and none left unjudged", () => {
    expect(total.precision.wrong).toBe(0);
    expect(total.precision.unjudged).toBe(0);
  });

  it("gives the five real tenders, each with blockers, the same verdict", () => {
    expect(Object.values(verdicts)).toEqual(Array(Object.keys(corpus.documents).length).fill("not-ready"));
  });
});
