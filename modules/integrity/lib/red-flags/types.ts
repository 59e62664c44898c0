import type { IndicatorCode } from "./settings";

export const RED_FLAG_GROUPS = ["OCID", "Buyer", "ProcuringEntity", "Tenderer"] as const;
export type RedFlagGroup = (typeof RED_FLAG_GROUPS)[number];

/** Flagged ids of one group and each one's indicator values, e.g. `{ "ocds-1": { R024: 0.02 } }`. */
export type GroupResults = Record<string, Partial<Record<IndicatorCode, number>>>;

/** Quartiles and fences used per indicator, rounded to 4 decimals as Cardinal's Meta (null when undefined). */
export type RedFlagMeta = Partial<Record<IndicatorCode, Record<string, number | null>>>;

export type RedFlagStats = {
  /** Compiled releases read from the input. */
  releases: number;
  /** Contracting processes the indicators were computed on. */
  processes: number;
  /** Releases left out, per reason. */
  skipped: {
    missingOcid: number;
    cancelled: number;
    excludedMethodDetails: number;
    noCompiledRelease: number;
  };
  /** Bid values left out because their currency differs from the compared currency. */
  otherCurrencyBids: number;
  /** The compared currency (the setting, or the first one observed). */
  currency: string | null;
  format: "jsonl" | "release_package" | "record_package" | "array" | null;
  /** OCDS merge: releases compiled into one release per ocid (absent when the input held compiled releases only). */
  merge?: RedFlagMergeStats;
  /** Lines (JSON lines) or package items skipped as unreadable; the job went on with the rest. */
  skippedLines?: number;
  /** The first 100 skipped lines, each with its line number and fault. */
  lineWarnings?: RedFlagLineWarning[];
  /** Values changed by each of Cardinal's preparation steps that ran, keyed by step id (see prepare/). */
  preparation?: Record<string, number>;
};

export type RedFlagMergeStats = {
  /** Releases (not compiled) read and merged. */
  releasesMerged: number;
  /** Compiled releases produced by the merge (one per ocid). */
  compiledReleases: number;
  /** Ocids given more than once with a compiled release among them (all merged by date, the latest winning). */
  duplicateOcids: number;
  /** Up to 20 of those ocids, to show the user. */
  duplicateOcidSamples: string[];
};

export type RedFlagLineWarning = { line: number; message: string };

/** Cardinal's output shape: only groups with at least one flag are present, plus Meta and our stats. */
export type RedFlagResult = Partial<Record<RedFlagGroup, GroupResults>> & {
  Meta: RedFlagMeta;
  stats: RedFlagStats;
};

export type RedFlagRow = { group: RedFlagGroup; id: string; indicator: IndicatorCode; value: number };
