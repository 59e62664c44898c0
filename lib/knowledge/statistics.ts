/**
 * When the planner's statistics of the passage table are due again, by PostgreSQL autovacuum's own default
 * rule: 50 rows plus 10% of the table changed since the last ANALYZE. The embedded database (PGlite) runs no
 * autovacuum, so without this its statistics never learn the passages, and searches plan as if the table
 * were empty (bench, 10,000 passages on PGlite: p95 62 ms unanalysed, 20 ms analysed). Pure.
 */
export function analyzeDue(changedSinceAnalyze: number, rowsAtLastAnalyze: number): boolean {
  return changedSinceAnalyze >= 50 + 0.1 * Math.max(0, rowsAtLastAnalyze);
}
