import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MK_COMPONENTS } from '../../../src/lib/report-components/catalog.ts';
import { detailById } from '../../../server/domains/dashboard/service.ts';
import {
  createDashboardExecutor,
  defaultComponents,
  nameFromSubjects,
} from '../../../server/tools/create-dashboard.ts';
import type { AuthUser } from '../../../server/lib/app-env.ts';
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
    expect(out).toEqual({
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
      { ...input, name: 'Shoes', components: ['db_overview'] },
      toolContext(t, admin),
    );
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

  it('is refused to a viewer, like dashboard.add', async () => {
    await addUser(t.deps.db, 'watcher', 'watcher-password-1');
    const viewer = await authUser(t, 'watcher');
    await expect(createDashboardExecutor.execute(input, toolContext(t, viewer))).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('names a dashboard after its subjects within 100 characters', () => {
    expect(nameFromSubjects([{ name: 'A' }, { name: 'B' }])).toBe('A vs B');
    expect(nameFromSubjects([{ name: 'x'.repeat(80) }, { name: 'y'.repeat(80) }])).toHaveLength(100);
  });
});
