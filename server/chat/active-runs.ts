import { AppError } from '../lib/errors.ts';

/**
 * Streams in progress on this server, by session, so the stop button can end the model's work. A client that
 * merely disconnects (reload, closed tab) does not stop anything: the answer is finished and saved.
 * One process only; several server nodes would need a shared channel (noted in docs/decisions.md).
 */
const runs = new Map<string, AbortController>();

// Keyed by the caller too: a request naming someone else's session must not hold that session's turn.
const keyOf = (userId: string, sessionId: string) => `${userId}/${sessionId}`;

/** One turn per session at a time, so messages are stored in the order they were said. */
export function startRun(userId: string, sessionId: string): AbortController {
  const key = keyOf(userId, sessionId);
  if (runs.has(key)) throw new AppError('CONFLICT', 'The assistant is still answering in this conversation.');
  const controller = new AbortController();
  runs.set(key, controller);
  return controller;
}

export function endRun(userId: string, sessionId: string, controller: AbortController): void {
  const key = keyOf(userId, sessionId);
  if (runs.get(key) === controller) runs.delete(key);
}

/** Aborts the session's run; false when nothing was running. */
export function stopRun(userId: string, sessionId: string): boolean {
  const key = keyOf(userId, sessionId);
  const controller = runs.get(key);
  if (!controller) return false;
  controller.abort();
  runs.delete(key);
  return true;
}

/** Aborts every run of this process (a stopping node): each answer is saved as far as it got, terminated. */
export function abortAllRuns(): void {
  for (const controller of runs.values()) controller.abort();
  runs.clear();
}
