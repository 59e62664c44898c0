// HTTP throughput of one endpoint with autocannon's programmatic API.
import autocannon from "autocannon";

export interface LoadResult {
  url: string;
  connections: number;
  durationSeconds: number;
  requestsTotal: number;
  requestsPerSecondAvg: number;
  latencyMs: { average: number; p50: number; p90: number; p99: number; max: number };
  count2xx: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
}

export async function loadTest(
  url: string,
  durationSeconds: number,
  connections = 10,
  headers?: Record<string, string>,
): Promise<LoadResult> {
  const result = await autocannon({ url, connections, duration: durationSeconds, headers });
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {}))
    statusCodes[code] = Number(stat.count);
  return {
    url,
    connections,
    durationSeconds: result.duration,
    requestsTotal: result.requests.total,
    requestsPerSecondAvg: result.requests.average,
    latencyMs: {
      average: result.latency.average,
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    count2xx: result["2xx"],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
  };
}
