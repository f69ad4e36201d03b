import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MK_COMPONENTS } from '../../../src/lib/report-components/catalog.ts';
import { detailById, listTeamDashboards } from '../../../server/domains/dashboard/service.ts';
import { callerOf } from '../../../server/domains/dashboard/team-scope.ts';
import {
  createDashboardExecutor,
  defaultComponents,
  nameFromSubjects,
} from '../../../server/tools/create-dashboard.ts';
import type { AuthUser } from '../../../server/lib/app-env.ts';
import { joinTeamOf } from '../helpers/teams.ts';
import { addUser } from '../helpers/users.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { authUser, toolContext } from './tools-kit.ts';

let t: TestApp;
let admin: AuthUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await authUser(t);
}, 60_000);
afterAll(async () => t?.close());

const listAll = { sort: 'updated' as const, page: 1, page_size: 100 };

const input = {
  subjects: [
    { name: 'Nike running shoes', keywords: 'nike+running shoes' },
    { name: 'Adidas running shoes', keywords: 'adidas+running shoes' },
  ],
  media: ['youtube' as const],
  regions: ['US'],
  frequency: 'weekly' as const,
};

describe('create_dashboard executor', () => {
  it('creates a generating dashboard with its subjects, tasks and every MK component', async () => {
    const out = await createDashboardExecutor.execute(input, toolContext(t, admin));
    if (out.outcome !== 'created') throw new Error('expected a new dashboard');
    expect(out).toEqual({
      outcome: 'created',
      dashboard_id: expect.any(String),
      name: 'Nike running shoes vs Adidas running shoes',
      status: 'generating',
    });
    const detail = await detailById(t.deps.db, out.dashboard_id);
    expect(detail.frequency).toBe('weekly');
    expect(detail.media).toEqual(['youtube']);
    expect(detail.subjects.map((s) => [s.name, s.keywords, s.regions])).toEqual([
      ['Nike running shoes', 'nike+running shoes', ['US']],
      ['Adidas running shoes', 'adidas+running shoes', ['US']],
    ]);
    expect(detail.tasks).toHaveLength(2);
    expect(detail.components.map((c) => c.api_key)).toEqual(MK_COMPONENTS.map((c) => c.api_key));
    expect(defaultComponents()).toEqual(MK_COMPONENTS.map((c) => c.api_key));
  });

  it('keeps a given name and component list', async () => {
    const out = await createDashboardExecutor.execute(
      { ...input, name: 'Shoes', components: ['db_overview'], allow_duplicate: true },
      toolContext(t, admin),
    );
    if (out.outcome !== 'created') throw new Error('expected a new dashboard');
    const detail = await detailById(t.deps.db, out.dashboard_id);
    expect(detail.name).toBe('Shoes');
    expect(detail.components.map((c) => c.api_key)).toEqual(['db_overview']);
  });

  it('applies the builder rules of dashboard.add: a malformed keyword query is 10201', async () => {
    await expect(
      createDashboardExecutor.execute(
        { ...input, subjects: [{ name: 'Bad', keywords: 'nike+(running' }] },
        toolContext(t, admin),
      ),
    ).rejects.toMatchObject({ code: 'VALIDATION' });
  });

  it('is refused to a team viewer, like dashboard.add', async () => {
    const watcher = await addUser(t.deps.db, 'watcher', 'watcher-password-1');
    await joinTeamOf(t.deps, 'admin', watcher, 'viewer');
    const viewer = await authUser(t, 'watcher');
    await expect(createDashboardExecutor.execute(input, toolContext(t, viewer))).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('offers the existing dashboard on the same subjects instead of a silent duplicate', async () => {
    const owner = await authUser(t);
    const first = await createDashboardExecutor.execute(
      {
        ...input,
        subjects: [
          { name: 'Puma', keywords: 'puma+suede' },
          { name: 'Asics', keywords: 'asics' },
        ],
      },
      toolContext(t, owner),
    );
    if (first.outcome !== 'created') throw new Error('expected a new dashboard');
    const before = (await listTeamDashboards(t.deps.db, callerOf(owner), listAll)).total;
    // Same set in another order: keywords that differ only in case, spaces and full-width forms, or the same name.
    const again = await createDashboardExecutor.execute(
      {
        ...input,
        name: 'Sneakers',
        subjects: [
          { name: 'ASICS shoes', keywords: 'ＡＳＩＣＳ ' },
          { name: ' puma ', keywords: 'puma|suede' },
        ],
      },
      toolContext(t, owner),
    );
    expect(again).toEqual({
      outcome: 'duplicate',
      existing_dashboard_id: first.dashboard_id,
      existing_name: first.name,
      name: 'Sneakers',
    });
    expect((await listTeamDashboards(t.deps.db, callerOf(owner), listAll)).total).toBe(before);

    const forced = await createDashboardExecutor.execute(
      {
        ...input,
        subjects: [
          { name: 'Puma', keywords: 'puma+suede' },
          { name: 'Asics', keywords: 'asics' },
        ],
        allow_duplicate: true,
      },
      toolContext(t, owner),
    );
    expect(forced).toMatchObject({ outcome: 'created', status: 'generating' });
    expect((await listTeamDashboards(t.deps.db, callerOf(owner), listAll)).total).toBe(before + 1);
  });

  it('creates when the subjects differ: a subset, a superset, or another team’s dashboard', async () => {
    await addUser(t.deps.db, 'editor2', 'editor2-password-1');
    const other = await authUser(t, 'editor2');
    const subjects = [{ name: 'Hoka', keywords: 'hoka' }];
    expect(
      await createDashboardExecutor.execute({ ...input, subjects }, toolContext(t, admin)),
    ).toMatchObject({
      outcome: 'created',
    });
    expect(
      await createDashboardExecutor.execute({ ...input, subjects }, toolContext(t, other)),
    ).toMatchObject({
      outcome: 'created',
    });
    const more = [...subjects, { name: 'On', keywords: 'on running' }];
    expect(
      await createDashboardExecutor.execute({ ...input, subjects: more }, toolContext(t, admin)),
    ).toMatchObject({
      outcome: 'created',
    });
    expect(
      await createDashboardExecutor.execute({ ...input, subjects }, toolContext(t, admin)),
    ).toMatchObject({
      outcome: 'duplicate',
    });
  });

  it('names a dashboard after its subjects within 100 characters', () => {
    expect(nameFromSubjects([{ name: 'A' }, { name: 'B' }])).toBe('A vs B');
    expect(nameFromSubjects([{ name: 'x'.repeat(80) }, { name: 'y'.repeat(80) }])).toHaveLength(100);
  });
});
