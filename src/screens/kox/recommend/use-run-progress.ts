import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { KoxRecommendApp } from '@/lib/kox-recommend-values';
import { RECOMMEND_KEY, sessionListQuery, sessionQuery } from './recommend-queries.ts';
import { readResultStream } from './result-stream.ts';

export type RunStage = 'waiting' | 'started' | 'ranked' | 'completed';

export type RunProgressState =
  | { lost: false; stage: RunStage; candidates: number | null; results: number | null }
  | { lost: true; error: Error };

const WAITING: RunProgressState = { lost: false, stage: 'waiting', candidates: null, results: null };

/**
 * Follows a running session's result stream: each step as it comes, then the result into the session's cache
 * (which ends the run on screen). A stream that ends while the run goes on (the server's wait is over) is
 * opened again; one that breaks says so and can be followed again.
 */
export function useRunProgress(
  teamId: string | null,
  app: KoxRecommendApp,
  sessionId: string,
  running: boolean,
): {
  state: RunProgressState;
  /** From the start again: after a broken stream, or for a new run. */ follow(): void;
} {
  const queryClient = useQueryClient();
  const [state, setState] = useState<RunProgressState>(WAITING);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!running) return;
    const controller = new AbortController();
    const ended = async () => {
      await queryClient.invalidateQueries({ queryKey: sessionListQuery(teamId).queryKey });
      await queryClient.invalidateQueries({ queryKey: [...RECOMMEND_KEY, 'results', teamId, sessionId] });
    };
    const follow = async () => {
      let over = false;
      while (!over && !controller.signal.aborted) {
        let stillRunning = true;
        await readResultStream(app, sessionId, controller.signal, (event) => {
          if (event.type === 'status') stillRunning = event.status === 'running';
          else if (event.type === 'progress')
            setState(
              event.stage === 'ranked'
                ? { lost: false, stage: 'ranked', candidates: event.candidates, results: event.results }
                : event.stage === 'failed'
                  ? WAITING
                  : { lost: false, stage: event.stage, candidates: null, results: null },
            );
          else if (event.type === 'result') {
            over = true;
            queryClient.setQueryData(sessionQuery(teamId, sessionId).queryKey, event.detail);
          } else over = true;
        });
        if (!stillRunning) over = true;
      }
      if (controller.signal.aborted) return;
      await queryClient.invalidateQueries({ queryKey: sessionQuery(teamId, sessionId).queryKey });
      await ended();
    };
    follow().catch((error: unknown) => {
      if (!controller.signal.aborted) setState({ lost: true, error: error as Error });
    });
    return () => controller.abort();
  }, [queryClient, teamId, app, sessionId, running, attempt]);

  return {
    state,
    follow: () => {
      setState(WAITING);
      setAttempt((a) => a + 1);
    },
  };
}
