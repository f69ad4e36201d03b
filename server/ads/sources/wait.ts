import { setTimeout as delay } from 'node:timers/promises';

/** Waits `ms`, ending early (throwing) when the signal aborts. Tests pass their own to record the waits. */
export type Wait = (ms: number, signal?: AbortSignal) => Promise<void>;

export const wait: Wait = async (ms, signal) => {
  await delay(ms, undefined, { signal });
};
