import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Named points in multi-step writes where the fault suite (tests/fault) and the multi-node suite stop a server
 * (SIGKILL, SIGSTOP, SIGTERM), to prove that doing so at that moment loses, doubles or half-writes nothing.
 * With `BOOSTER_FAULT_POINTS=a,b` in the environment, reaching a named point prints `FAULT_POINT <name>` on
 * stdout and waits forever, so the test can act on the process exactly there; with `BOOSTER_FAULT_PAUSE_MS=n`
 * too, it waits n ms instead (or until `signal` aborts) and goes on, so the work takes long enough to be caught
 * mid-way yet finishes. Without them (always, outside those suites) a point costs one Set lookup.
 *
 * Points: `collect:before-facts` (a subject collected, its facts not written yet), `facts:between-tables` (inside
 * the facts' transaction), `collect:after-subject` (a subject's facts written, its tasks not yet SUCCESS),
 * `import:before-facts`, `import:after-facts`, `start:before-seed` (the app database open and migrated; a server
 * alone on its data directory already answers the app's pages and files).
 */
const armed = new Set(
  (process.env.BOOSTER_FAULT_POINTS ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean),
);
const pauseMs = Number(process.env.BOOSTER_FAULT_PAUSE_MS ?? '');

export const FAULT_POINT_PREFIX = 'FAULT_POINT ';

export async function faultPoint(name: string, signal?: AbortSignal): Promise<void> {
  if (!armed.has(name)) return;
  process.stdout.write(`${FAULT_POINT_PREFIX}${name}\n`);
  if (pauseMs > 0) await sleep(pauseMs, undefined, { signal }).catch(() => undefined);
  else await new Promise<never>(() => {});
}
