import type { KoxRecommendApp, KoxRecommendStatus } from '../../../src/lib/kox-recommend-values.ts';
import type { Db } from '../../db/client.ts';
import type { TeamContext } from '../../lib/app-env.ts';
import { isRunningHere, listen } from './run-progress.ts';
import { sessionOf } from './sessions.ts';

/**
 * Waits for a run this node started to end (or for `signal`), then reads the session's state: a caller that
 * answers with the result (the chat tool) instead of streaming it. A run that already ended is read at once.
 */
export async function runEnded(
  db: Db,
  team: TeamContext,
  app: KoxRecommendApp,
  id: string,
  signal?: AbortSignal,
): Promise<KoxRecommendStatus> {
  if (isRunningHere(id) && !signal?.aborted) {
    await new Promise<void>((resolve) => {
      const stop = listen(id, (progress) => {
        if (progress.stage === 'completed' || progress.stage === 'failed') done();
      });
      const done = () => {
        stop();
        signal?.removeEventListener('abort', done);
        resolve();
      };
      signal?.addEventListener('abort', done, { once: true });
    });
  }
  return (await sessionOf(db, team, app, id)).status;
}
