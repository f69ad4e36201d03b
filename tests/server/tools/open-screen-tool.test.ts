import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '../../../server/lib/app-env.ts';
import { openScreenExecutor } from '../../../server/tools/open-screen.ts';
import type { ToolContext } from '../../../server/tools/tool-executor.ts';
import { AD_REPORT_APP_DOI } from '../../../src/lib/ads/ad-dashboard-values.ts';
import { openScreenTool } from '../../../src/tools/open-screen/contract.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { SHOE_POSTS, authUser, readyDashboard, toolContext } from './tools-kit.ts';

// A screen is read from the catalog only.
const context = {} as ToolContext;

describe('open_screen', () => {
  it('opens a screen, or a view of it with the view’s search in its path', async () => {
    expect(await openScreenExecutor.execute({ screen: 'kox-list', target: 'artifact' }, context)).toEqual({
      screen: 'kox-list',
      target: 'artifact',
      path: '/writer/kox/list',
    });
    expect(
      await openScreenExecutor.execute(
        { screen: 'app-report', view: 'ad-dashboards', target: 'page' },
        context,
      ),
    ).toEqual({
      screen: 'app-report',
      view: 'ad-dashboards',
      target: 'page',
      path: `/writer/app/report?app_doi=${AD_REPORT_APP_DOI}`,
    });
  });

  it('refuses a view the screen does not have, and a view the catalog does not know', async () => {
    await expect(
      openScreenExecutor.execute({ screen: 'kox-list', view: 'ad-dashboards', target: 'artifact' }, context),
    ).rejects.toThrow('The screen kox-list has no view ad-dashboards');
    expect(openScreenTool.input.safeParse({ screen: 'app-report', view: 'drafts' }).success).toBe(false);
  });
});

describe('open_screen with a dashboard named', () => {
  let t: TestApp;
  let admin: AuthUser;
  let shoes: { id: string };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await authUser(t);
    shoes = await readyDashboard(t, admin, 'Running Shoes', SHOE_POSTS);
  }, 60_000);
  afterAll(async () => t?.close());

  const open = (input: Record<string, unknown>, locale: 'en' | 'zh' = 'en') =>
    openScreenExecutor.execute(openScreenTool.input.parse(input), toolContext(t, admin, { locale }));

  it('opens the dashboard list searching, and counts what it finds as the list would', async () => {
    expect(await open({ screen: 'app-report', search: 'NIKE' })).toEqual({
      screen: 'app-report',
      target: 'artifact',
      path: '/writer/app/report?q=NIKE',
      search: 'NIKE',
      found: 1,
    });
    expect(await open({ screen: 'app-report', search: 'Nike & co' })).toMatchObject({
      path: '/writer/app/report?q=Nike+%26+co',
      found: 0,
    });
    // The ad dashboards' list finds ad dashboards only.
    expect(
      await open({ screen: 'app-report', view: 'ad-dashboards', search: 'Nike', target: 'page' }),
    ).toEqual({
      screen: 'app-report',
      view: 'ad-dashboards',
      target: 'page',
      path: `/writer/app/report?app_doi=${AD_REPORT_APP_DOI}&q=Nike`,
      search: 'Nike',
      found: 0,
    });
    expect(await open({ screen: 'kox-list', search: 'Nike' })).toEqual({
      screen: 'kox-list',
      target: 'artifact',
      path: '/writer/kox/list',
    });
  });

  it('opens that dashboard (by its name, any case) at its detail in the report app', async () => {
    expect(await open({ screen: 'app-report', dashboard_name: 'running shoes' })).toEqual({
      screen: 'app-report',
      target: 'artifact',
      path: `/writer/app/report?dashboard_id=${shoes.id}`,
      dashboard: { id: shoes.id, name: 'Running Shoes', app_type: 'MK' },
    });
    expect(
      await open({ screen: 'app-report', dashboard_name: 'Running Shoes', target: 'page' }),
    ).toMatchObject({
      target: 'page',
      dashboard: { id: shoes.id },
    });
  });

  it('says in the user language when no dashboard has that name', async () => {
    await expect(open({ screen: 'app-report', dashboard_name: 'Nope' })).rejects.toThrow(
      'No dashboard named “Nope”',
    );
    await expect(open({ screen: 'app-report', dashboard_name: 'Nope' }, 'zh')).rejects.toThrow('Nope');
  });
});
