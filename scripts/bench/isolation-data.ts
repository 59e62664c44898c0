// Pure parts of the isolation step (./isolation.ts): the synthetic sanctions list, the bidder names, the
// flood's multipart body and the latency summary. Deterministic, so every run measures the same data; unit-tested
// in tests/unit/bench-isolation-data.test.ts.

/** Deterministic pseudo-random numbers in [0, 1). */
export function seeded(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

const SYLLABLES = "ka ri mo na te lu sa vo de pi zu ro ga ne bi to ma ku le sho ar ben dor el fan gor".split(
  " ",
);
const SECTOR =
  "Construction Trading Engineering Supplies Logistics Medical Roads Water Consulting Energy".split(" ");
const FORM = ["Ltd", "Limited", "LLC", "SA", "GmbH", "PLC", "Inc"];

export function partyName(next: () => number): string {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const word = () => {
    const text = Array.from({ length: 2 + Math.floor(next() * 2) }, () => pick(SYLLABLES)).join("");
    return text[0]!.toUpperCase() + text.slice(1);
  };
  return `${word()} ${next() < 0.4 ? `${word()} ` : ""}${pick(SECTOR)} ${pick(FORM)}`;
}

const csvCell = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

export const OPENSANCTIONS_HEADER =
  "id,schema,name,aliases,birth_date,countries,addresses,identifiers,sanctions,phones,emails,dataset,first_seen,last_seen,last_change";

/**
 * A list as OpenSanctions publishes targets.simple.csv: `rows` parties, about 95 bytes each, so 400,000 rows
 * weigh about 37 MB, as the lists of the attack did. The names too, for screening.
 */
export function sanctionsCsv(rows: number, seed: number): { csv: string; names: string[] } {
  const next = seeded(seed);
  const names: string[] = [];
  const lines = [OPENSANCTIONS_HEADER];
  for (let i = 0; i < rows; i++) {
    const name = partyName(next);
    names.push(name);
    lines.push(
      [
        `bench-${seed}-${i}`,
        "Company",
        name,
        next() < 0.3 ? partyName(next) : "",
        "",
        "ke",
        "",
        "",
        "",
        "",
        "",
        "bench",
        "2024-01-01",
        "2026-01-01",
        "2026-01-01",
      ]
        .map(csvCell)
        .join(","),
    );
  }
  return { csv: `${lines.join("\n")}\n`, names };
}

/** `count` bidder names: every other one a listed name, the rest strangers. */
export function bidderNames(listed: readonly string[], count: number, seed: number) {
  const next = seeded(seed);
  return Array.from({ length: count }, (_, i) => ({
    name: i % 2 === 0 && listed.length ? listed[Math.floor(next() * listed.length)]! : partyName(next),
  }));
}

/** The head and tail of a multipart form around a file of `fileBytes` zero bytes, as a browser frames it. */
export function multipartFrame(boundary: string, fields: Record<string, string>) {
  const head =
    Object.entries(fields)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join("") +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="flood.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  return { head: Buffer.from(head), tail: Buffer.from(`\r\n--${boundary}--\r\n`) };
}

export type HealthSummary = {
  samples: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  errors: number;
  /** The goal of S31: p99 < 200 ms and max < 1 s, with no failed probe. */
  meetsGoal: boolean;
};

/** p50, p99 and max of the probe's latencies; a failed probe (connection error, non-2xx) counts as an error. */
export function summarize(latenciesMs: readonly number[], errors: number): HealthSummary {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted.length
      ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]! * 10) / 10
      : 0;
  const maxMs = sorted.length ? Math.round(sorted[sorted.length - 1]! * 10) / 10 : 0;
  const p99Ms = at(0.99);
  return {
    samples: sorted.length,
    p50Ms: at(0.5),
    p99Ms,
    maxMs,
    errors,
    meetsGoal: sorted.length > 0 && errors === 0 && p99Ms < 200 && maxMs < 1000,
  };
}
