import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { koxOutreachReplies } from '../../../server/db/schema/index.ts';
import type { AuthUser } from '../../../server/lib/app-env.ts';
import { projectStatusExecutor } from '../../../server/tools/project-status.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { projectWithTemplate } from '../kox-replies/replies-helpers.ts';
import { newTeam, newUser, type KitUser } from '../teams/org-kit.ts';
import { authUser, toolContext } from './tools-kit.ts';

/* project_status: the label board and who replied in the period, on the user's clock; only the caller's team. */

let t: TestApp;
let owner: KitUser;
let caller: AuthUser;
let teamId: string;
let projectId: string;
const CREATORS = ['sample-000110', 'sample-000111', 'sample-000112', 'sample-000113'];
// Thursday 26 November 2026, 04:30 in Shanghai (Wednesday 20:30 UTC).
const NOW = new Date('2026-11-25T20:30:00Z');

const reply = (creatorId: string, receivedAt: string, kind: 'reply' | 'auto_reply' | 'bounce' = 'reply') =>
  t.deps.db.insert(koxOutreachReplies).values({
    teamId,
    projectId,
    creatorId,
    mailboxUserId: owner.id,
    kind,
    messageId: `<${creatorId}-${receivedAt}@creator.example>`,
    fromAddress: `${creatorId}@creator.example`,
    receivedAt: new Date(receivedAt),
  });

beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  owner = await newUser(t, 'pstatus-owner');
  teamId = await newTeam(t, 'Status team', owner);
  ({ projectId } = await projectWithTemplate(t, owner, CREATORS));
  // Monday 23 Nov 00:30 Shanghai = Sunday 22 Nov 16:30 UTC: this week in Shanghai, last week in UTC.
  await reply('sample-000110', '2026-11-22T16:30:00Z');
  await reply('sample-000111', '2026-11-25T19:00:00Z');
  await reply('sample-000111', '2026-11-24T10:00:00Z');
  await reply('sample-000112', '2026-11-02T10:00:00Z');
  await reply('sample-000113', '2026-11-25T18:00:00Z', 'auto_reply');
  caller = await authUser(t, 'pstatus-owner');
  const rival = await newUser(t, 'pstatus-rival');
  await newTeam(t, 'Rival status team', rival);
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
}, 60_000);
afterAll(async () => {
  vi.useRealTimers();
  await t?.close();
});

const status = (input: Record<string, unknown>, timeZone?: string, user = caller) =>
  projectStatusExecutor.execute(
    projectStatusExecutor.contract.input.parse(input),
    toolContext(t, user, timeZone ? { timeZone } : {}),
  );

describe('project_status', () => {
  it('counts this week’s repliers on the user’s clock, once each, latest first; auto-replies are not replies', async () => {
    const shanghai = await status({ project: `Outreach ${CREATORS[0]}` }, 'Asia/Shanghai');
    expect(shanghai).toMatchObject({
      status: 'ready',
      period: 'this_week',
      since: '2026-11-22T16:00:00.000Z',
      replied: 2,
    });
    if (shanghai.status !== 'ready') throw new Error('not ready');
    expect(shanghai.repliers.map((r) => r.creator_id)).toEqual(['sample-000111', 'sample-000110']);
    expect(shanghai.repliers[0]!.replied_at).toBe('2026-11-25T19:00:00.000Z');
    // Sample creators are named from the catalog and labelled sample.
    expect(shanghai.repliers[0]).toMatchObject({ name: expect.any(String), sample: true });
    expect(shanghai.labels.reduce((n, l) => n + l.count, 0)).toBe(CREATORS.length);

    // In UTC it is still Wednesday, and the week began on Monday 23 November 00:00 UTC.
    const utc = await status({ project: `Outreach ${CREATORS[0]}` });
    expect(utc).toMatchObject({ since: '2026-11-23T00:00:00.000Z', replied: 1 });
  });

  it('today and this month are the user’s day and month', async () => {
    expect(
      await status({ project: `Outreach ${CREATORS[0]}`, period: 'today' }, 'Asia/Shanghai'),
    ).toMatchObject({ since: '2026-11-25T16:00:00.000Z', replied: 1 });
    expect(
      await status({ project: `Outreach ${CREATORS[0]}`, period: 'this_month' }, 'Asia/Shanghai'),
    ).toMatchObject({ since: '2026-10-31T16:00:00.000Z', replied: 3 });
  });

  it('without a project, answers the team’s only one', async () => {
    expect(await status({}, 'Asia/Shanghai')).toMatchObject({
      status: 'ready',
      project_name: `Outreach ${CREATORS[0]}`,
      replied: 2,
    });
  });

  it('never finds another team’s project', async () => {
    const rival = await authUser(t, 'pstatus-rival');
    await expect(status({ project: `Outreach ${CREATORS[0]}` }, 'UTC', rival)).rejects.toThrow(
      /No project named/,
    );
  });
});
