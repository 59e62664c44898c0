/** The database of one test worker: the template's name with the worker's number ("procuros_ci_w2"). */
export function workerDatabaseUrl(templateUrl: string, poolId: string): string {
  const parsed = new URL(templateUrl);
  parsed.pathname = `${parsed.pathname}_w${poolId}`;
  return parsed.toString();
}
