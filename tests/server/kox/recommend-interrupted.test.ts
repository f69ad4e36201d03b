import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { ErrorCode } from '../../../src/lib/api/error-codes.ts';
import { koxRecommendations } from '../../../server/db/schema/index.ts';
import {
  failInterruptedRuns,
  interruptedBefore,
  STALE_RUN_MS,
} from '../../../server/domains/kox-recommend/interrupted-runs.ts';
import { startBackgroundJobs } from '../../../server/jobs/start-jobs.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { newTeam, newUser, ok, type KitUser } from '../teams/org-kit.ts';

/* Recommendations a stopped server left `running`: marked failed at the next start (or once stale), never waiting. */

let t: TestApp;
let owner: KitUser;
const app_name = 'smart_recommend' as const;

beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  owner = await newUser(t, 'krint-owner');
  await newTeam(t, 'krint team', owner);
}, 60_000);
afterAll(() => t.close());

/** A session in the given state, as a server that stopped mid-run would have left it. */
async function sessionIn(status: 'running' | 'completed', startedAt: Date) {
  const { session_id } = ok(
    await t.call('koxRecommend.create', { app_name, brief_text: 'trail running' }, owner.token),
  );
  await t.deps.db
    .update(koxRecommendations)
    .set({ status, startedAt })
    .where(eq(koxRecommendations.id, session_id));
  return session_id;
}

const statuses = async (ids: string[]) =>
  Object.fromEntries(
    (
      await t.deps.db
        .select({ id: koxRecommendations.id, status: koxRecommendations.status })
        .from(koxRecommendations)
        .where(inArray(koxRecommendations.id, ids))
    ).map((r) => [r.id, r.status]),
  );

describe('interrupted recommendation runs', () => {
  it('fails the stale runs on any node, then every run left over when the only process starts', async () => {
    const now = new Date();
    const stale = await sessionIn('running', new Date(now.getTime() - STALE_RUN_MS - 1000));
    const fresh = await sessionIn('running', now);
    const done = await sessionIn('completed', new Date(now.getTime() - STALE_RUN_MS - 1000));

    expect(await failInterruptedRuns(t.deps.db, interruptedBefore(now, false))).toEqual([stale]);
    expect(await statuses([stale, fresh, done])).toEqual({
      [stale]: 'failed',
      [fresh]: 'running',
      [done]: 'completed',
    });
    // Its result stream ends at once with the failure instead of waiting for a run nobody does.
    const res = await t.app.request(`/api/kox/recommend/${app_name}/result?session_id=${stale}`, {
      headers: { Authorization: `Bearer ${owner.token}` },
    });
    const text = await res.text();
    expect(text).toContain('event: failed');
    expect(text).toContain(`"code":${ErrorCode.KOX_RECOMMEND_FAILED}`);

    const background = await startBackgroundJobs({ db: t.deps.db, exclusive: true });
    await background.stop();
    expect(await statuses([fresh, done])).toEqual({ [fresh]: 'failed', [done]: 'completed' });
  });
});
