/** A step of a running recommendation, as the result stream sends it (spec: run_async, SSE result). */
export type RunProgress =
  | { stage: 'started' }
  | { stage: 'ranked'; candidates: number; results: number }
  | { stage: 'completed' }
  | { stage: 'failed' };

type Listener = (progress: RunProgress) => void;

/**
 * The recommendations running on this node and who listens to them. A stream on another node (or after a
 * restart) reads the session's state from the database instead.
 */
const listeners = new Map<string, Set<Listener>>();

export function isRunningHere(sessionId: string): boolean {
  return listeners.has(sessionId);
}

export function beginRun(sessionId: string): void {
  listeners.set(sessionId, new Set());
}

export function report(sessionId: string, progress: RunProgress): void {
  for (const listener of listeners.get(sessionId) ?? []) listener(progress);
  if (progress.stage === 'completed' || progress.stage === 'failed') listeners.delete(sessionId);
}

/** Listens until the run ends; returns the way to stop listening. */
export function listen(sessionId: string, listener: Listener): () => void {
  const set = listeners.get(sessionId);
  set?.add(listener);
  return () => set?.delete(listener);
}
