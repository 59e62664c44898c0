/**
 * Issue 20, item 1 (ReDoS): a 600 KB CSV whose cells held "1", 50,000 em spaces, "1" kept POST /api/review busy
 * for 18 s and froze the server. Every document parser and every review rule pack now gets about 1 MB of such
 * text (tests/support/hostile-text.ts) through the real path: cleanText, the table readers, the extractors and
 * runReview for every pack, each job in a worker thread terminated at a time limit (tests/support/hostile-run.ts).
 * This file runs the "review-b" share of the jobs.
 */
import { hostileJobTests, hostileShard } from "@/tests/support/hostile-run";

hostileJobTests(
  "hostile document text cannot make a pattern go quadratic (ReDoS): review-b",
  (job, index) => hostileShard(job, index) === "review-b",
);
