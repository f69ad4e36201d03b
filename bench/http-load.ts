import autocannon from 'autocannon';

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
  headers?: Record<string, string>;
  /** Every answer must be exactly this body; a run with any other answer is refused. */
  expectBody: string;
}

export interface Load {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors and timeouts. */
  errors: number;
}

/** autocannon against one URL, from this process; throws when an answer was not the expected 2xx body. */
export async function load(url: string, options: LoadOptions): Promise<Load> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.durationSeconds,
    headers: options.headers ?? {},
    expectBody: options.expectBody,
  });
  if (result.non2xx > 0 || result.mismatches > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx and ${result.mismatches} unexpected answers`);
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
  };
}
