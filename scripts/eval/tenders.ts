// `npm run eval:tenders`: runs the solicitation review on every tender of the labelled corpus
// (tests/fixtures/tenders/items.json; framework Kenya, the category and method the corpus gives) and prints, per
// document and per kind, the items met, recall, false passes and the values read, then the findings that match no
// item with the stored judgement of each (scripts/eval/tender-judgements.json), so precision is measured the same
// way on every run. Unjudged findings are listed for you to judge and add there.
//
//   npm run eval:tenders                 the whole corpus
//   npm run eval:tenders -- --verbose    also every item's reason and every unmatched finding's evidence
//   npm run eval:tenders -- --json F     also writes the scores as JSON to F
//   TENDER_CORPUS=dir npm run eval:tenders   another corpus with the same items.json layout
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { corpusSchema, judgementsSchema } from "@/modules/review/lib/recall/corpus";
import {
  scoreCorpus,
  scoreDocument,
  type DocumentScore,
  type ReadFact,
  type ScoredFinding,
} from "@/modules/review/lib/recall/match";
import { readFacts, reviewTender, withKinds } from "@/modules/review/lib/recall/review-corpus";
import { KENYA } from "@/tests/support/frameworks";
import { legacyFacts, withLegacyFact } from "./legacy-facts";

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
const CORPUS = process.env.TENDER_CORPUS ?? path.join(ROOT, "tests/fixtures/tenders");
const JUDGEMENTS = path.join(ROOT, "scripts/eval/tender-judgements.json");
const args = process.argv.slice(2);
const verbose = args.includes("--verbose");
const jsonOut = args.includes("--json") ? args[args.indexOf("--json") + 1] : undefined;

const percent = (met: number, total: number) => (total ? `${Math.round((met / total) * 100)}%` : "–");

async function reviewDocument(file: string, category: string, method: string) {
  const bytes = new Uint8Array(readFileSync(path.join(CORPUS, file)));
  return reviewTender(file, bytes, { category, method }, KENYA);
}

async function main() {
  const corpus = corpusSchema.parse(JSON.parse(readFileSync(path.join(CORPUS, "items.json"), "utf8")));
  const judgements = judgementsSchema.parse(JSON.parse(readFileSync(JUDGEMENTS, "utf8")));
  const scores: DocumentScore[] = [];
  for (const [file, entry] of Object.entries(corpus.documents)) {
    const { result, ms, pages } = await reviewDocument(file, entry.category, entry.method);
    // A review that reads facts names the fact of each finding itself; the mapping is for older reviews only.
    const findings: ScoredFinding[] = (
      result.facts ? result.findings : result.findings.map(withLegacyFact)
    ).map(withKinds);
    const facts: ReadFact[] = result.facts ? readFacts(result.facts) : legacyFacts(findings);
    const score = scoreDocument(file, entry.items, findings, facts);
    scores.push(score);
    const met = score.outcomes.filter((o) => o.met).length;
    console.log(
      `\n## ${file} (${pages} pages, review ${Math.round(ms)} ms, score ${result.score ?? "none"}, ${result.readiness?.sentence.split(":")[0] ?? "no verdict"}): ` +
        `${met}/${score.outcomes.length} items met (${percent(met, score.outcomes.length)})`,
    );
    for (const outcome of score.outcomes) {
      const mark = outcome.met ? "met " : outcome.falsePass ? "PASS" : "miss";
      const line = `  ${mark} ${outcome.item.id.padEnd(4)} ${outcome.item.kind.padEnd(13)} ${outcome.item.expect.padEnd(7)} ${outcome.item.fact}`;
      console.log(verbose || !outcome.met ? `${line}: ${outcome.reason}` : line);
    }
    const read = facts.filter((fact) => fact.status !== "missing");
    if (read.length)
      console.log(
        `  facts: ${read.map((f) => `${f.key}=${f.status === "conflicting" ? "CONFLICTING, goes by " : ""}${f.value ?? f.status} (p.${f.pages.join(",")})`).join("; ")}`,
      );
    for (const { key, finding } of score.unmatched) {
      const verdict = judgements.find((j) => j.document === file && j.key === key);
      const label = verdict ? verdict.verdict : "UNJUDGED";
      console.log(`  unmatched [${label}] ${key} (${finding.fact ?? "no fact"}): ${finding.title}`);
      if (verbose || !verdict) console.log(`      ${finding.evidence.slice(0, 300)}`);
    }
  }
  const total = scoreCorpus(scores, judgements);
  const { correct, wrong, unjudged } = total.precision;
  console.log(
    `\n## Corpus: recall ${total.recall.met}/${total.recall.total} (${percent(total.recall.met, total.recall.total)})`,
  );
  for (const [kind, tally] of Object.entries(total.byKind).sort())
    console.log(`  ${kind.padEnd(13)} ${tally.met}/${tally.total} (${percent(tally.met, tally.total)})`);
  console.log(`  false passes on flag/no-pass items: ${total.falsePasses}`);
  console.log(
    `  precision: ${percent(correct, correct + wrong)} (${correct} correct, ${wrong} wrong, ${unjudged} unjudged)`,
  );
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ total, documents: scores }, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
