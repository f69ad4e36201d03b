import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '../../../server/lib/app-env.ts';
import { exportReportExecutor } from '../../../server/tools/export-report.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { SHOE_POSTS, authUser, readyDashboard, toolContext } from './tools-kit.ts';

let t: TestApp;
let admin: AuthUser;
let shoes: { id: string };
let older: { id: string };
let collecting: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await authUser(t);
  older = await readyDashboard(t, admin, 'Older shoes', SHOE_POSTS);
  shoes = await readyDashboard(t, admin, 'Running Shoes', SHOE_POSTS);
  collecting = await readyDashboard(t, admin, 'Still collecting', [], 'generating');
}, 60_000);
afterAll(async () => t?.close());

const exportOf = (input: Record<string, unknown>, ctx: Parameters<typeof toolContext>[2] = {}) =>
  exportReportExecutor.execute(exportReportExecutor.contract.input.parse(input), toolContext(t, admin, ctx));

describe('export_report', () => {
  it('names the dashboard by name (any case), as a PDF unless a PNG is asked for', async () => {
    expect(await exportOf({ dashboard_name: 'running shoes' })).toEqual({
      dashboard_id: shoes.id,
      dashboard_name: 'Running Shoes',
      format: 'pdf',
    });
    expect(await exportOf({ dashboard_name: 'Older shoes', format: 'png' })).toMatchObject({
      dashboard_id: older.id,
      format: 'png',
    });
    expect(exportReportExecutor.contract.input.safeParse({ format: 'xlsx' }).success).toBe(false);
  });

  it('without a name: the dashboard open in the panel, else the latest ready one', async () => {
    expect((await exportOf({}, { activeDashboardId: older.id })).dashboard_id).toBe(older.id);
    expect((await exportOf({})).dashboard_id).toBe(shoes.id);
  });

  it('refuses a report still generating, and a name it cannot find, in the user language', async () => {
    await expect(exportOf({ dashboard_id: collecting.id }, { locale: 'zh' })).rejects.toThrow(
      '看板“Still collecting”仍在采集数据',
    );
    await expect(exportOf({ dashboard_name: 'Nope' })).rejects.toThrow('No dashboard named “Nope”');
  });
});
