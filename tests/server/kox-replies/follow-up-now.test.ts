import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, koxOutreachEmails } from '../../../server/db/schema/index.ts';
import { planFollowUps } from '../../../server/domains/kox-replies/follow-ups.ts';
import { FOLLOW_UP_NOW_JOB } from '../../../server/domains/kox-replies/follow-up-now.ts';
import { PollBackoff, registerReplyJobs } from '../../../server/domains/kox-replies/reply-jobs.ts';
import { SEND_OUTREACH } from '../../../server/domains/kox-outreach/send-job.ts';
import { JobRegistry } from '../../../server/jobs/job-registry.ts';
import { createJobRunner } from '../../../server/jobs/job-runner.ts';
import { sampleCreatorCatalog } from '../../../server/kox/creator-catalog.ts';
import { ErrorCode } from '../../../src/lib/api/error-codes.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { joinTeam, newTeam, newUser, ok, type KitUser } from '../teams/org-kit.ts';
import { DAY_MS, HOUR_MS, poll, projectWithTemplate, sentInvitation } from './replies-helpers.ts';

/* "Follow up now" (decision 205): the next follow-up of the silent threads, without waiting for the label's days. */

let t: TestApp;
let alice: KitUser;
let bob: KitUser;
let viewer: KitUser;
let teamId: string;
const catalog = sampleCreatorCatalog();

/** Runs the reply jobs queued (the follow-up-now ones among them) until none is left. */
async function runReplyJobs() {
  const registry = new JobRegistry();
  registerReplyJobs(registry, {
    config: t.deps.config,
    modelJudge: null,
    catalog,
    backoff: new PollBackoff(),
    followUpWriter: null,
  });
  const runner = createJobRunner({ db: t.deps.db, registry, pollMs: 60_000, log: () => {} });
  await runner.tick();
  await runner.whenIdle();
}

const invite = (projectId: string, creatorId: string, sender: KitUser, sentAt: Date) =>
  sentInvitation(t, { teamId, projectId, creatorId, sender, to: `${creatorId}@creator.example`, sentAt });

const threadOf = (projectId: string, creatorId: string) =>
  t.deps.db
    .select()
    .from(koxOutreachEmails)
    .where(and(eq(koxOutreachEmails.projectId, projectId), eq(koxOutreachEmails.creatorId, creatorId)))
    .orderBy(koxOutreachEmails.followUpNumber);

const candidates = (projectId: string, user = alice) =>
  t.call('koxOutreach.followUpCandidates', { project_id: projectId }, user.token);

beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  alice = await newUser(t, 'follow-now-alice');
  bob = await newUser(t, 'follow-now-bob');
  viewer = await newUser(t, 'follow-now-viewer');
  teamId = await newTeam(t, 'Follow-up team', alice);
  await joinTeam(t, teamId, bob, 'editor');
  await joinTeam(t, teamId, viewer, 'viewer');
  ok(await t.call('koxMailbox.save', { kind: 'sandbox', sender_name: 'Alice' }, alice.token));
  ok(await t.call('koxMailbox.save', { kind: 'sandbox', sender_name: 'Bob' }, bob.token));
}, 60_000);
afterAll(() => t?.close());

describe('who can be followed up with now', () => {
  it('the silent threads of the caller, however recent; the others counted by why', async () => {
    const creators = ['sample-000090', 'sample-000091', 'sample-000092', 'sample-000093', 'sample-000094'];
    const { projectId } = await projectWithTemplate(t, alice, [...creators, 'sample-000095']);
    const hourAgo = new Date(Date.now() - HOUR_MS);
    await invite(projectId, 'sample-000090', alice, hourAgo); // silent, an hour old: not due by its label
    const replied = await invite(projectId, 'sample-000091', alice, hourAgo);
    await invite(projectId, 'sample-000092', alice, new Date(Date.now() - 4 * DAY_MS));
    await invite(projectId, 'sample-000093', bob, hourAgo);
    await invite(projectId, 'sample-000094', alice, new Date(Date.now() - 70 * DAY_MS));
    // sample-000095 was never invited: not a thread at all.
    ok(
      await t.call(
        'koxReplies.simulateReply',
        { email_id: replied.id, kind: 'interested', language: 'en' },
        alice.token,
      ),
    );
    await poll(t, alice.id);
    // The automatic pass gives sample-000092 its due follow-up: now on its way.
    await planFollowUps(t.deps.db, catalog);

    expect(ok(await candidates(projectId))).toEqual({
      project_id: projectId,
      creator_ids: ['sample-000090'],
      left_out: { not_invited: 1, replied: 1, limit_reached: 0, on_their_way: 1, teammates: 1, too_old: 1 },
    });
    // Bob's view of the same project: his one thread; Alice's recent three are hers.
    expect(ok(await candidates(projectId, bob))).toMatchObject({
      creator_ids: ['sample-000093'],
      left_out: { replied: 0, on_their_way: 0, teammates: 3, too_old: 1 },
    });
  });

  it('leaves out a creator who had every follow-up the label allows', async () => {
    const { projectId } = await projectWithTemplate(t, alice, ['sample-000096']);
    const invitation = await invite(projectId, 'sample-000096', alice, new Date(Date.now() - 2 * DAY_MS));
    await t.deps.db.insert(koxOutreachEmails).values(
      [1, 2].map((number) => ({
        ...invitation,
        id: undefined,
        kind: 'follow_up' as const,
        followUpNumber: number,
        messageId: `<follow-${number}-${invitation.id}@booster.test>`,
        inReplyTo: invitation.messageId,
        sentAt: new Date(Date.now() - HOUR_MS * (3 - number)),
      })),
    );
    expect(ok(await candidates(projectId)).left_out).toMatchObject({ limit_reached: 1 });
    expect((await t.call('koxOutreach.followUpNow', { project_id: projectId }, alice.token)).body.code).toBe(
      ErrorCode.KOX_OUTREACH_NO_FOLLOW_UPS,
    );
  });
});

describe('following up now', () => {
  it('queues the job; the job writes the next follow-up of each thread, threaded and handed to sending, once', async () => {
    const { projectId } = await projectWithTemplate(t, alice, ['sample-000100', 'sample-000101']);
    const invitations = await Promise.all(
      ['sample-000100', 'sample-000101'].map((c) =>
        invite(projectId, c, alice, new Date(Date.now() - HOUR_MS)),
      ),
    );
    const started = ok(await t.call('koxOutreach.followUpNow', { project_id: projectId }, alice.token));
    expect(started).toMatchObject({ queued: 2, creator_ids: ['sample-000100', 'sample-000101'] });
    const queued = await t.deps.db.select().from(jobs).where(eq(jobs.kind, FOLLOW_UP_NOW_JOB));
    expect(queued.at(-1)).toMatchObject({ teamId, payload: { projectId, userId: alice.id } });

    await runReplyJobs();
    for (const invitation of invitations) {
      const thread = await threadOf(projectId, invitation.creatorId);
      expect(thread.map((e) => [e.kind, e.followUpNumber, e.status])).toEqual([
        ['invitation', 0, 'sent'],
        ['follow_up', 1, 'scheduled'],
      ]);
      expect(thread[1]).toMatchObject({
        inReplyTo: invitation.messageId,
        toAddress: invitation.toAddress,
        senderUserId: alice.id,
        language: 'en',
        writtenBy: 'template',
      });
      const sends = await t.deps.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, SEND_OUTREACH), eq(jobs.teamId, teamId)));
      expect(sends.some((j) => (j.payload as { emailId?: string }).emailId === thread[1]!.id)).toBe(true);
    }
    // Asked again: each has one on its way, so nobody is left and nothing more is written.
    expect(ok(await candidates(projectId)).left_out.on_their_way).toBe(2);
    const again = await t.call('koxOutreach.followUpNow', { project_id: projectId }, alice.token);
    expect(again.body.code).toBe(ErrorCode.KOX_OUTREACH_NO_FOLLOW_UPS);
  });

  it('reads each thread again when the job runs: a creator who replied meanwhile gets none', async () => {
    const { projectId } = await projectWithTemplate(t, alice, ['sample-000102', 'sample-000103']);
    const [first, second] = await Promise.all(
      ['sample-000102', 'sample-000103'].map((c) =>
        invite(projectId, c, alice, new Date(Date.now() - HOUR_MS)),
      ),
    );
    ok(
      await t.call(
        'koxOutreach.followUpNow',
        { project_id: projectId, creator_ids: ['sample-000103'] },
        alice.token,
      ),
    );
    ok(
      await t.call(
        'koxReplies.simulateReply',
        { email_id: second!.id, kind: 'declined', language: 'en' },
        alice.token,
      ),
    );
    await poll(t, alice.id);
    await runReplyJobs();
    expect((await threadOf(projectId, 'sample-000103')).map((e) => e.kind)).toEqual(['invitation']);
    // Only the one named was queued.
    expect((await threadOf(projectId, first!.creatorId)).map((e) => e.kind)).toEqual(['invitation']);
  });

  it('names only candidates; refuses a viewer, another team and a caller without a mailbox', async () => {
    const { projectId } = await projectWithTemplate(t, alice, ['sample-000104']);
    await invite(projectId, 'sample-000104', alice, new Date(Date.now() - HOUR_MS));
    const notCandidate = await t.call(
      'koxOutreach.followUpNow',
      { project_id: projectId, creator_ids: ['sample-000999'] },
      alice.token,
    );
    expect(notCandidate.body.code).toBe(ErrorCode.KOX_OUTREACH_NO_FOLLOW_UPS);
    expect((await candidates(projectId, viewer)).body.code).toBe(ErrorCode.FORBIDDEN);
    const stranger = await newUser(t, 'follow-now-stranger');
    await newTeam(t, 'Another team', stranger);
    expect((await candidates(projectId, stranger)).body.code).toBe(ErrorCode.NOT_FOUND);

    ok(await t.call('koxMailbox.delete', {}, alice.token));
    const noMailbox = await t.call('koxOutreach.followUpNow', { project_id: projectId }, alice.token);
    expect(noMailbox.body.code).toBe(ErrorCode.KOX_OUTREACH_NO_SENDER);
    ok(await t.call('koxMailbox.save', { kind: 'sandbox', sender_name: 'Alice' }, alice.token));
  });
});
