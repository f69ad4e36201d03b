import type { Server } from 'node:http';
import { resultWithin } from './result-within.ts';

export interface ShutdownParts {
  server: Server;
  /** Stops claiming jobs, lets running ones finish within the grace and hands the rest back to the queue. */
  stopJobs(): Promise<void>;
  /** Aborts the chat answers still streaming; each is saved as far as it got, marked terminated. */
  abortStreams(): void;
  /** Closes the databases and listeners, after everything above. */
  closeData(): Promise<void>;
  /** How long answers in progress and running jobs may take to finish before they are cut. */
  graceMs: number;
  log?: (message: string) => void;
}

export interface Shutdown {
  /** True from the first signal: the health check answers 503 so a load balancer sends nothing new. */
  readonly draining: boolean;
  /** Runs once; later calls return the same promise. */
  run(reason: string): Promise<void>;
}

/** How long aborted streams get to save their answer before their connections are cut. */
const SAVE_AFTER_ABORT_MS = 3_000;
/** Keep-alive connections that fall idle while draining are closed this often. */
const IDLE_SWEEP_MS = 200;

/**
 * A stop that loses nothing: new connections are refused and idle ones closed at once; requests in progress
 * (chat streams included) and running jobs get `graceMs`; then streams are aborted, so their answers are saved
 * as terminated, jobs still running are released for another node, and only then the data closes.
 */
export function createShutdown(parts: ShutdownParts): Shutdown {
  const log = parts.log ?? ((m: string) => console.info(m));
  let draining = false;
  let running: Promise<void> | undefined;

  const connectionsClosed = new Promise<void>((resolve) => parts.server.once('close', () => resolve()));
  const closedWithin = (ms: number) =>
    resultWithin(
      connectionsClosed.then(() => true),
      ms,
      false,
    );

  async function drain(reason: string): Promise<void> {
    draining = true;
    log(`${reason}: finishing the work in progress (up to ${Math.round(parts.graceMs / 1000)} s).`);
    parts.server.close();
    const sweep = setInterval(() => parts.server.closeIdleConnections(), IDLE_SWEEP_MS);
    parts.server.closeIdleConnections();
    try {
      const jobs = parts.stopJobs();
      if (!(await closedWithin(parts.graceMs))) {
        log('Answers still streaming at the end of the grace period are stopped and saved as they are.');
        parts.abortStreams();
        if (!(await closedWithin(SAVE_AFTER_ABORT_MS))) parts.server.closeAllConnections();
      }
      await jobs;
    } finally {
      clearInterval(sweep);
    }
    await parts.closeData();
  }

  return {
    get draining() {
      return draining;
    },
    run(reason) {
      running ??= drain(reason);
      return running;
    },
  };
}
