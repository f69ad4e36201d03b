import { fork } from 'node:child_process';
import { once } from 'node:events';

/**
 * A request that touches no database, sent again 5 ms after each answer: how long other requests wait while the
 * server is busy with something else, from when it first answered. It runs in its own process (latency-probe-process.ts), so what it measures
 * is the server's delay, not this process's while it reads other answers.
 */
export async function startProbe(url: string, pauseMs = 5) {
  const child = fork(new URL('./latency-probe-process.ts', import.meta.url), [url, String(pauseMs)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = once(child, 'exit').then(() => {
    throw new Error(`the probe of ${url} ended without an answer`);
  });
  await Promise.race([once(child, 'message'), exited]);
  const answer = once(child, 'message') as Promise<[number[]]>;
  return {
    /** Every latency measured, in ms. */
    async stop(): Promise<number[]> {
      child.send('stop');
      const [latencies] = await Promise.race([answer, exited]);
      return latencies;
    },
  };
}

/** The probe alone for `ms`: its latencies on an otherwise idle server. */
export async function probeFor(url: string, ms: number): Promise<number[]> {
  const probe = await startProbe(url);
  await new Promise((resolve) => setTimeout(resolve, ms));
  return probe.stop();
}
