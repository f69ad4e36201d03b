import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchProgress, visibleBatch } from '../../../server/domains/kox-outreach/outreach-queries.ts';
import type { AuthUser } from '../../../server/lib/app-env.ts';
import { cancelOutreachExecutor } from '../../../server/tools/cancel-outreach.ts';
import { draftOutreachExecutor } from '../../../server/tools/draft-outreach.ts';
import { followUpOutreachExecutor } from '../../../server/tools/follow-up-outreach.ts';
import { sendOutreachExecutor } from '../../../server/tools/send-outreach.ts';
import { and, eq, inArray } from 'drizzle-orm';
import { jobs, koxMailboxes, koxOutreachEmails, koxProjects } from '../../../server/db/schema/index.ts';
import { FOLLOW_UP_NOW_JOB } from '../../../server/domains/kox-replies/follow-up-now.ts';
import type { Language } from '../../../src/tools/switch-language/contract.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { newTeam, newUser, ok, teamWorld } from '../teams/org-kit.ts';
import { outreachProject, runOutreachJobs, sampleCreators } from '../kox-outreach/outreach-kit.ts';
import { sentInvitation } from '../kox-replies/replies-helpers.ts';
import { authUser, toolContext } from './tools-kit.ts';

/* The outreach chat tools on the outreach services, with the offline writer and the durable jobs run by hand. */

let t: TestApp;
let w: Awaited<ReturnType<typeof teamWorld>>;
let editor: AuthUser;
let rival: AuthUser;
const creators = sampleCreators(3, true, 1);

beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  w = await teamWorld(t, 'otool');
  editor = await authUser(t, 'otool-editor');
  await outreachProject(t, w.editor.token, { name: 'Trail launch', creatorIds: creators });
  await outreachProject(t, w.editor.token, { name: 'Trail launch EU', creatorIds: creators.slice(0, 1) });
  const rivalOwner = await newUser(t, 'otool-rival');
  await newTeam(t, 'Rival outreach tools', rivalOwner);
  await outreachProject(t, rivalOwner.token, { name: 'Rival launch', creatorIds: creators });
  rival = await authUser(t, 'otool-rival');
}, 60_000);
afterAll(() => t.close());

const draft = (input: Record<string, unknown>, user = editor, locale: Language = 'en') =>
  draftOutreachExecutor.execute(
    draftOutreachExecutor.contract.input.parse(input),
    toolContext(t, user, { locale }),
  );

describe('draft_outreach', () => {
  it('starts the project’s draft batch in the language asked for; the job writes every invitation', async () => {
    const started = await draft({ project: 'trail launch', language: 'zh' });
    expect(started).toMatchObject({
      status: 'started',
      project_name: 'Trail launch',
      language: 'zh',
      total: 3,
      skipped: 0,
    });
    if (started.status !== 'started') throw new Error('not started');
    await runOutreachJobs(t);
    const batch = await visibleBatch(t.deps.db, editor.team!, started.batch_id);
    const progress = await batchProgress(t.deps.db, batch);
    expect(progress).toMatchObject({ done: true, total: 3 });
    expect(progress.counts.generating).toBe(0);
  }, 60_000);

  it('says in the user’s language when every creator has an invitation already', async () => {
    await expect(draft({ project: 'Trail launch' }, editor, 'zh')).rejects.toThrow(/都已有邀约邮件/);
  });

  it('writes the unsent invitations again when asked to ("write them in English instead")', async () => {
    const again = await draft({ project: 'Trail launch', language: 'en', rewrite: true });
    expect(again).toMatchObject({ status: 'started', language: 'en', total: 3, rewritten: 3, skipped: 0 });
    await runOutreachJobs(t);
    const written = await t.deps.db
      .select({ language: koxOutreachEmails.language, status: koxOutreachEmails.status })
      .from(koxOutreachEmails)
      .where(eq(koxOutreachEmails.batchId, again.status === 'started' ? again.batch_id : ''));
    expect(written).toEqual(Array(3).fill({ language: 'en', status: 'draft' }));
    const choice = await draft({ project: 'trail', language: 'zh', rewrite: true }, editor, 'zh');
    if (choice.status !== 'choose') throw new Error('no choice');
    expect(choice.choices.map((c) => c.message).sort()).toEqual([
      '重写Trail launch EU项目还没发出的邀约邮件，用中文写',
      '重写Trail launch项目还没发出的邀约邮件，用中文写',
    ]);
  }, 60_000);

  it('says so when no unsent invitation is left to write again', async () => {
    const rows = await t.deps.db
      .update(koxOutreachEmails)
      .set({ writtenBy: 'person' })
      .where(eq(koxOutreachEmails.status, 'draft'))
      .returning({ id: koxOutreachEmails.id });
    expect(rows.length).toBeGreaterThan(0);
    await expect(draft({ project: 'Trail launch', rewrite: true }, editor, 'zh')).rejects.toThrow(
      /没有可以重写的邀约邮件/,
    );
    await t.deps.db
      .update(koxOutreachEmails)
      .set({ writtenBy: 'template' })
      .where(
        inArray(
          koxOutreachEmails.id,
          rows.map((r) => r.id),
        ),
      );
  });

  it('asks which project when several match', async () => {
    const several = await draft({ project: 'trail' });
    expect(several).toMatchObject({ status: 'choose' });
    if (several.status !== 'choose') throw new Error('no choice');
    expect(several.choices.map((c) => c.message).sort()).toEqual([
      'write invitations to the creators of the project Trail launch',
      'write invitations to the creators of the project Trail launch EU',
    ]);
  });

  it('without a project, offers the team’s latest projects (even the only one: writing is confirmed by the click)', async () => {
    const latest = await draft({}, editor, 'zh');
    expect(latest).toMatchObject({ status: 'choose', question: '哪个项目？以下是你最近的项目。' });
    if (latest.status !== 'choose') throw new Error('no choice');
    expect(latest.choices.map((c) => c.label)).toEqual(['Trail launch EU', 'Trail launch']);
    expect(latest.choices[1]!.message).toBe('给Trail launch项目的达人写邀约邮件');
    // The rival's team has one project: it is still asked, not drafted.
    expect(await draft({}, rival)).toMatchObject({ status: 'choose', choices: [{ label: 'Rival launch' }] });
    const alone = await newUser(t, 'otool-alone');
    await newTeam(t, 'No projects yet', alone);
    await expect(draft({}, await authUser(t, 'otool-alone'))).rejects.toThrow(
      /You have no creator projects yet/,
    );
  });

  it("never finds another team's project, and refuses a viewer", async () => {
    await expect(draft({ project: 'Rival launch' })).rejects.toThrow(/No project named “Rival launch”/);
    expect(await draft({ project: 'Rival launch' }, rival)).toMatchObject({ status: 'started' });
    const viewer = await authUser(t, 'otool-viewer');
    await expect(draft({ project: 'Trail launch EU' }, viewer)).rejects.toThrow(/cannot change projects/);
  });
});

const send = (input: Record<string, unknown>, user = editor, locale: Language = 'en') =>
  sendOutreachExecutor.execute(
    sendOutreachExecutor.contract.input.parse(input),
    toolContext(t, user, { locale }),
  );

describe('send_outreach', () => {
  it('without a mailbox says to set one up, and sends nothing', async () => {
    expect(await send({ project: 'Trail launch' })).toMatchObject({
      status: 'no_sender',
      project_name: 'Trail launch',
      drafts: 3,
    });
  });

  it('tells the card when the mailbox is paused, with the reason', async () => {
    ok(await t.call('koxMailbox.save', { kind: 'sandbox', sender_name: 'Mia' }, w.editor.token));
    const [mailbox] = await t.deps.db
      .update(koxMailboxes)
      .set({ pausedReason: 'bounce_rate:6/60', pausedAt: new Date() })
      .where(eq(koxMailboxes.userId, w.editor.id))
      .returning();
    expect(mailbox).toBeDefined();
    expect(await send({ project: 'Trail launch' })).toMatchObject({
      status: 'awaiting_approval',
      paused_reason: 'bounce_rate:6/60',
    });
    await t.deps.db.update(koxMailboxes).set({ pausedReason: null, pausedAt: null });
    expect(await send({ project: 'Trail launch' })).toMatchObject({ paused_reason: null });
  });

  it('sends nothing before approval; approval schedules exactly the drafts the card counted', async () => {
    ok(await t.call('koxMailbox.save', { kind: 'sandbox', sender_name: 'Mia' }, w.editor.token));
    const at = new Date(Date.now() + 86_400_000).toISOString();
    const prepared = await send({ project: 'Trail launch', send_at: at });
    expect(prepared).toMatchObject({ status: 'awaiting_approval', sandbox: true, send_at: at });
    if (prepared.status !== 'awaiting_approval') throw new Error('not prepared');
    expect(prepared.email_ids).toHaveLength(3);
    const statuses = async () =>
      (
        await t.deps.db
          .select({ status: koxOutreachEmails.status })
          .from(koxOutreachEmails)
          .where(and(eq(koxOutreachEmails.projectId, prepared.project_id)))
      ).map((r) => r.status);
    expect(await statuses()).toEqual(['draft', 'draft', 'draft']);

    const { output } = await sendOutreachExecutor.approve!(
      sendOutreachExecutor.contract.output.parse(prepared),
      {
        deps: t.deps,
        user: editor,
        sessionId: 'no-session',
        locale: 'en',
      },
    );
    expect(output).toMatchObject({ status: 'approved', scheduled: 3, scheduled_at: at });
    expect(await statuses()).toEqual(['scheduled', 'scheduled', 'scheduled']);
    // Nothing left to send: said in the user's language.
    await expect(send({ project: 'Trail launch' })).rejects.toThrow(/no draft invitation/);
  }, 60_000);

  it("never finds another team's project", async () => {
    await expect(send({ project: 'Rival launch' })).rejects.toThrow(/No project named “Rival launch”/);
  });

  it('without a project, offers the latest ones, to send or to resend the failed', async () => {
    const choice = await send({}, editor, 'zh');
    if (choice.status !== 'choose') throw new Error('no choice');
    expect(choice.choices.map((c) => c.message)).toContain('发送Trail launch项目的邀约邮件');
    const failed = await send({ failed: true });
    if (failed.status !== 'choose') throw new Error('no choice');
    expect(failed.choices.map((c) => c.message)).toContain(
      'resend the failed e-mails of the project Trail launch',
    );
  });
});

const cancel = (input: Record<string, unknown>, user = editor, locale: Language = 'en') =>
  cancelOutreachExecutor.execute(
    cancelOutreachExecutor.contract.input.parse(input),
    toolContext(t, user, { locale }),
  );

describe('cancel_outreach', () => {
  const statuses = async (project: string) =>
    (
      await t.deps.db
        .select({ status: koxOutreachEmails.status, at: koxOutreachEmails.scheduledAt })
        .from(koxOutreachEmails)
        .innerJoin(koxProjects, eq(koxProjects.id, koxOutreachEmails.projectId))
        .where(eq(koxProjects.name, project))
    ).map((r) => `${r.status}${r.at ? ' at' : ''}`);

  it('returns the scheduled e-mails (after send_outreach was approved) to draft; one being sent goes out', async () => {
    expect(await statuses('Trail launch')).toEqual(['scheduled at', 'scheduled at', 'scheduled at']);
    const [sending] = await t.deps.db
      .update(koxOutreachEmails)
      .set({ status: 'sending' })
      .where(
        eq(
          koxOutreachEmails.id,
          t.deps.db
            .select({ id: koxOutreachEmails.id })
            .from(koxOutreachEmails)
            .innerJoin(koxProjects, eq(koxProjects.id, koxOutreachEmails.projectId))
            .where(eq(koxProjects.name, 'Trail launch'))
            .limit(1),
        ),
      )
      .returning({ id: koxOutreachEmails.id });
    expect(sending).toBeDefined();
    const stopped = await cancel({ project: 'trail launch' });
    expect(stopped).toMatchObject({
      status: 'stopped',
      project_name: 'Trail launch',
      stopped: 2,
      on_their_way: 1,
    });
    expect((await statuses('Trail launch')).sort()).toEqual(['draft', 'draft', 'sending at']);
  });

  it('says so in the user’s language when nothing waits; asks which project when several match', async () => {
    // "不要再跟进了" with nothing waiting: later follow-ups come from the labels' rule, and where it is changed.
    await expect(cancel({ project: 'Trail launch' }, editor, 'zh')).rejects.toThrow(
      /没有待发送的邮件.*在项目模板中把标签的跟进次数设为 0 即可停止/,
    );
    const several = await cancel({ project: 'trail' });
    if (several.status !== 'choose') throw new Error('no choice');
    expect(several.choices.map((c) => c.message).sort()).toEqual([
      'cancel the scheduled e-mails of the project Trail launch',
      'cancel the scheduled e-mails of the project Trail launch EU',
    ]);
  });

  it("never finds another team's project, and refuses a viewer", async () => {
    await expect(cancel({ project: 'Rival launch' })).rejects.toThrow(/No project named “Rival launch”/);
    await expect(cancel({ project: 'Trail launch' }, await authUser(t, 'otool-viewer'))).rejects.toThrow(
      /cannot change projects/,
    );
  });
});

describe('send_outreach for e-mails that failed to send', () => {
  it('resends the user’s failed e-mails of the project on approval, with their Message-ID, and nothing else', async () => {
    const [failed] = await t.deps.db
      .update(koxOutreachEmails)
      .set({ status: 'send_failed', statusReason: '550 mailbox unavailable' })
      .where(eq(koxOutreachEmails.status, 'sending'))
      .returning();
    expect(failed?.messageId).toBeTruthy();
    const prepared = await send({ project: 'Trail launch', failed: true, send_at: '2030-01-01T09:00:00Z' });
    expect(prepared).toMatchObject({
      status: 'awaiting_approval',
      failed: true,
      send_at: null,
      email_ids: [failed!.id],
    });
    const { output } = await sendOutreachExecutor.approve!(
      sendOutreachExecutor.contract.output.parse(prepared),
      { deps: t.deps, user: editor, sessionId: 'no-session', locale: 'en' },
    );
    expect(output).toMatchObject({ status: 'approved', scheduled: 1, failed: true });
    const [after] = await t.deps.db
      .select()
      .from(koxOutreachEmails)
      .where(eq(koxOutreachEmails.id, failed!.id));
    expect(after).toMatchObject({ status: 'scheduled', messageId: failed!.messageId, statusReason: null });
    // The drafts were not touched, and nothing failed is left: said in the user's language.
    const drafts = await t.deps.db
      .select({ id: koxOutreachEmails.id })
      .from(koxOutreachEmails)
      .where(and(eq(koxOutreachEmails.projectId, failed!.projectId), eq(koxOutreachEmails.status, 'draft')));
    expect(drafts).toHaveLength(2);
    await expect(send({ project: 'Trail launch', failed: true })).rejects.toThrow(/None of your e-mails/);
  });

  it('leaves a teammate’s failed e-mails to the teammate (they go from the mailbox that sent them)', async () => {
    await t.deps.db
      .update(koxOutreachEmails)
      .set({ status: 'send_failed', senderUserId: w.owner.id })
      .where(eq(koxOutreachEmails.status, 'scheduled'));
    await expect(send({ project: 'Trail launch', failed: true }, editor)).rejects.toThrow(
      /None of your e-mails of the project “Trail launch” failed to send/,
    );
  });
});

const followUp = (input: Record<string, unknown>, user = editor, locale: Language = 'en') =>
  followUpOutreachExecutor.execute(
    followUpOutreachExecutor.contract.input.parse(input),
    toolContext(t, user, { locale }),
  );

describe('follow_up_outreach', () => {
  const followed = sampleCreators(3, true, 40);
  let projectId: string;
  beforeAll(async () => {
    projectId = await outreachProject(t, w.editor.token, { name: 'Autumn follow-ups', creatorIds: followed });
    const hourAgo = new Date(Date.now() - 3_600_000);
    for (const [creatorId, sender] of [
      [followed[0]!, w.editor],
      [followed[1]!, w.editor],
      [followed[2]!, w.owner],
    ] as const)
      await sentInvitation(t, {
        teamId: w.teamId,
        projectId,
        creatorId,
        sender,
        to: `${creatorId}@x.example`,
        sentAt: hourAgo,
      });
  });
  const followUps = async () =>
    t.deps.db
      .select({ id: koxOutreachEmails.id })
      .from(koxOutreachEmails)
      .where(and(eq(koxOutreachEmails.projectId, projectId), eq(koxOutreachEmails.kind, 'follow_up')));

  it('writes and sends nothing before approval; approval queues the silent creators the card counted', async () => {
    const prepared = await followUp({ project: 'autumn follow-ups' });
    expect(prepared).toMatchObject({
      status: 'awaiting_approval',
      project_name: 'Autumn follow-ups',
      creator_ids: [followed[0], followed[1]],
      sandbox: true,
      left_out: { teammates: 1, replied: 0 },
    });
    expect(await followUps()).toEqual([]);
    const declined = followUpOutreachExecutor.decline!(
      followUpOutreachExecutor.contract.output.parse(prepared),
    );
    expect(declined).toMatchObject({ status: 'declined' });

    const { output } = await followUpOutreachExecutor.approve!(
      followUpOutreachExecutor.contract.output.parse(prepared),
      { deps: t.deps, user: editor, sessionId: 'no-session', locale: 'en' },
    );
    expect(output).toMatchObject({ status: 'approved', queued: 2 });
    const queued = await t.deps.db.select().from(jobs).where(eq(jobs.kind, FOLLOW_UP_NOW_JOB));
    expect(queued.map((j) => (j.payload as { creatorIds: string[] }).creatorIds)).toEqual([
      [followed[0], followed[1]],
    ]);
  });

  it('says who is left out when nobody can be followed up with; approving a stale card says so', async () => {
    await t.deps.db
      .update(koxOutreachEmails)
      .set({ senderUserId: w.owner.id })
      .where(eq(koxOutreachEmails.projectId, projectId));
    expect(await followUp({ project: 'Autumn follow-ups' })).toMatchObject({
      status: 'none',
      left_out: { teammates: 3 },
    });
    const stale = followUpOutreachExecutor.contract.output.parse({
      status: 'awaiting_approval',
      project_id: projectId,
      project_name: 'Autumn follow-ups',
      creator_ids: [followed[0]],
      sender: 'x@booster.test',
      sandbox: true,
      paused_reason: null,
      left_out: { not_invited: 0, replied: 0, limit_reached: 0, on_their_way: 0, teammates: 0, too_old: 0 },
    });
    await expect(
      followUpOutreachExecutor.approve!(stale, {
        deps: t.deps,
        user: editor,
        sessionId: 'no-session',
        locale: 'zh',
      }),
    ).rejects.toThrow(/已没有需要跟进的达人/);
  });

  it('asks which project when several match, or offers the latest; never another team’s; refuses a viewer', async () => {
    const several = await followUp({ project: 'trail' }, editor, 'zh');
    if (several.status !== 'choose') throw new Error('no choice');
    expect(several.choices.map((c) => c.message).sort()).toEqual([
      '给Trail launch EU项目没回复的达人发跟进邮件',
      '给Trail launch项目没回复的达人发跟进邮件',
    ]);
    expect(await followUp({})).toMatchObject({ status: 'choose' });
    await expect(followUp({ project: 'Rival launch' })).rejects.toThrow(/No project named “Rival launch”/);
    await expect(followUp({ project: 'Trail launch' }, await authUser(t, 'otool-viewer'))).rejects.toThrow(
      /cannot change projects/,
    );
  });
});
