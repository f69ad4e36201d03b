import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '../../../server/db/schema/index.ts';
import { enqueueJob } from '../../../server/jobs/job-queue.ts';
import {
  FOLLOW_UP_JOB,
  followUpsDue,
  PollBackoff,
  POLL_MAILBOX_JOB,
  scheduleReplyWork,
} from '../../../server/domains/kox-replies/reply-jobs.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { newTeam, newUser, ok, type KitUser } from '../teams/org-kit.ts';
import { DAY_MS, HOUR_MS, projectWithTemplate, sentInvitation } from './replies-helpers.ts';

/* Scheduling the reply reads and the follow-up pass when the server's clock has been set back (NTP, a restored VM). */

let t: TestApp;
let alice: KitUser;

const queued = async (kind: string) =>
  (
    await t.deps.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, kind), eq(jobs.status, 'queued')))
  ).length;

beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  alice = await newUser(t, 'scheduling-alice');
  const teamId = await newTeam(t, 'Scheduling team', alice);
  ok(await t.call('koxMailbox.save', { kind: 'sandbox', sender_name: 'Alice' }, alice.token));
  const { projectId } = await projectWithTemplate(t, alice, ['sample-000090']);
  await sentInvitation(t, {
    teamId,
    projectId,
    creatorId: 'sample-000090',
    sender: alice,
    to: 'creator@creator.example',
    sentAt: new Date(Date.now() - HOUR_MS),
  });
}, 60_000);
afterAll(() => t?.close());
beforeEach(async () => {
  await t.deps.db.delete(jobs);
});

describe('scheduling reply work', () => {
  it('queues no second read or pass while one is due or running', async () => {
    await enqueueJob(t.deps.db, { kind: POLL_MAILBOX_JOB, payload: { userId: alice.id } });
    await enqueueJob(t.deps.db, { kind: FOLLOW_UP_JOB });
    const n = await scheduleReplyWork(t.deps.db, new PollBackoff(), new Date(), { followUps: true });
    expect(n).toBe(0);
    expect([await queued(POLL_MAILBOX_JOB), await queued(FOLLOW_UP_JOB)]).toEqual([1, 1]);
  });

  it('is not held by jobs queued before the clock was set back (their time is days ahead)', async () => {
    const ahead = new Date(Date.now() + 3 * DAY_MS);
    await enqueueJob(t.deps.db, { kind: POLL_MAILBOX_JOB, payload: { userId: alice.id }, runAt: ahead });
    await enqueueJob(t.deps.db, { kind: FOLLOW_UP_JOB, runAt: ahead });
    const n = await scheduleReplyWork(t.deps.db, new PollBackoff(), new Date(), { followUps: true });
    expect(n).toBe(2);
    expect([await queued(POLL_MAILBOX_JOB), await queued(FOLLOW_UP_JOB)]).toEqual([2, 2]);
  });
});

describe('followUpsDue', () => {
  it('is due once the period has passed since the last pass', () => {
    expect(followUpsDue(60_000, 0, 60_000)).toBe(true);
    expect(followUpsDue(59_999, 0, 60_000)).toBe(false);
  });
  it('is due when the clock went back past the last pass, instead of waiting for as long as it went back', () => {
    expect(followUpsDue(0, 3 * DAY_MS, 60_000)).toBe(true);
  });
});
