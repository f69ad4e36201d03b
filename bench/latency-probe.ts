/**
 * A request that touches no database, sent again 5 ms after each answer: how long other requests wait while the
 * server is busy with something else.
 */
export function startProbe(url: string, pauseMs = 5) {
  const latencies: number[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      const res = await fetch(url);
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${url} answered ${res.status}`);
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  })();
  return {
    /** Every latency measured, in ms. */
    async stop(): Promise<number[]> {
      running = false;
      await done;
      return latencies;
    },
  };
}

/** The probe alone for `ms`: its latencies on an otherwise idle server. */
export async function probeFor(url: string, ms: number): Promise<number[]> {
  const probe = startProbe(url);
  await new Promise((resolve) => setTimeout(resolve, ms));
  return probe.stop();
}
