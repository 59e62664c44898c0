/**
 * Every cap on due-diligence lists and screening jobs, in one place. Sized from the largest real list: the full
 * OpenSanctions targets.simple.csv is about 40 MB and 300,000 rows. Measured on a 2-core server (scripts/bench
 * screening): 300,000 rows parse in ~7 s and index in ~6 s, hold ~230 MB of heap, and screen at ~15-40 ms a
 * name. So one org's lists at the caps fit a screening worker's 1 GB heap, and a job at the work budget (1,000
 * names against the full OpenSanctions list) ends in well under the screening pool's 120 s limit. A list or job
 * over a cap is refused before any work with a message saying what to reduce.
 *
 * The server enforces them (modules/integrity/server/screening-limits.ts, where operators may change them
 * through the environment, SCREENING_MAX_*, as the tests do); the API docs state them.
 */
export type ScreeningLimits = {
  /** A list file's size (the request body). */
  maxListBytes: number;
  /** Entries of one list (the full OpenSanctions file, with room to grow). */
  maxEntriesPerList: number;
  /** Entries over all of an org's lists: OpenSanctions plus the World Bank and UN lists and own lists. */
  maxEntriesPerOrg: number;
  /** Bytes stored over all of an org's list files. */
  maxBytesPerOrg: number;
  /** Names screened x entries of the lists screened against, per job. */
  maxWorkPerJob: number;
};

export const DEFAULT_SCREENING_LIMITS: ScreeningLimits = {
  maxListBytes: 100 * 1024 * 1024,
  maxEntriesPerList: 400_000,
  maxEntriesPerOrg: 600_000,
  maxBytesPerOrg: 150 * 1024 * 1024,
  maxWorkPerJob: 1_000 * 300_000,
};
