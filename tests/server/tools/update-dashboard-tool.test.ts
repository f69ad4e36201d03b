import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dashboards } from '../../../server/db/schema/index.ts';
import type { AuthUser } from '../../../server/lib/app-env.ts';
import { updateDashboardExecutor } from '../../../server/tools/update-dashboard.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { SHOE_POSTS, authUser, readyDashboard, toolContext } from './tools-kit.ts';

let t: TestApp;
let admin: AuthUser;
let shoes: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await authUser(t);
  shoes = await readyDashboard(t, admin, 'Running Shoes', SHOE_POSTS);
}, 60_000);
afterAll(async () => t?.close());

const update = (input: Record<string, unknown>, user = admin, locale: 'en' | 'zh' = 'en') =>
  updateDashboardExecutor.execute(
    updateDashboardExecutor.contract.input.parse(input),
    toolContext(t, user, { locale, activeDashboardId: shoes.id }),
  );
const stored = async (id: string) =>
  (await t.deps.db.select().from(dashboards).where(eq(dashboards.id, id)))[0]!;

describe('update_dashboard', () => {
  it('renames a dashboard found by name, as its settings do', async () => {
    const out = await update({ dashboard_name: 'running shoes', name: 'Running shoes 2027' });
    expect(out).toEqual({
      dashboard_id: shoes.id,
      previous_name: 'Running Shoes',
      name: 'Running shoes 2027',
      frequency: 'once',
      changed: ['name'],
    });
    expect((await stored(shoes.id)).name).toBe('Running shoes 2027');
  });

  it('sets how often the open dashboard updates, and schedules its next refresh', async () => {
    const out = await update({ frequency: 'weekly' });
    expect(out).toMatchObject({ dashboard_id: shoes.id, frequency: 'weekly', changed: ['frequency'] });
    const row = await stored(shoes.id);
    expect(row.frequency).toBe('weekly');
    expect(row.nextRefreshAt).not.toBeNull();
    // The same again changes nothing, and says so.
    expect((await update({ frequency: 'weekly' })).changed).toEqual([]);
  });

  it('needs a name or a frequency, refuses a viewer, and says what is wrong in the user language', async () => {
    await expect(update({}, admin, 'zh')).rejects.toThrow('请说出新名称、看板的更新频率');
    // The same member as a viewer of the team: the endpoint's rule, admin or editor.
    const viewer = { ...admin, team: { ...admin.team!, role: 'viewer' as const } };
    await expect(update({ name: 'Mine now' }, viewer)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect((await stored(shoes.id)).name).toBe('Running shoes 2027');
    await expect(update({ dashboard_name: 'Nope', name: 'X' })).rejects.toThrow('No dashboard named “Nope”');
  });
});
