/** The same server and credentials, another database. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export const databaseName = (url: string): string => new URL(url).pathname.slice(1);

/** The database of one test worker: the template's name with the worker's number ("procuros_ci_w2"). */
export function workerDatabaseUrl(templateUrl: string, poolId: string): string {
  return withDatabase(templateUrl, `${databaseName(templateUrl)}_w${poolId}`);
}
