import { AppError } from '../lib/errors.ts';

/**
 * Streams in progress on this server, by session, so the stop button can end the model's work. A client that
 * merely disconnects (reload, closed tab) does not stop anything: the answer is finished and saved.
 * One process only; several server nodes would need a shared channel (noted in docs/decisions.md).
 */
const runs = new Map<string, AbortController>();

/** One turn per session at a time, so messages are stored in the order they were said. */
export function startRun(sessionId: string): AbortController {
  if (runs.has(sessionId))
    throw new AppError('CONFLICT', 'The assistant is still answering in this conversation.');
  const controller = new AbortController();
  runs.set(sessionId, controller);
  return controller;
}

export function endRun(sessionId: string, controller: AbortController): void {
  if (runs.get(sessionId) === controller) runs.delete(sessionId);
}

/** Aborts the session's run; false when nothing was running. */
export function stopRun(sessionId: string): boolean {
  const controller = runs.get(sessionId);
  if (!controller) return false;
  controller.abort();
  runs.delete(sessionId);
  return true;
}
