import { describe, expect, it } from 'vitest';
import { openScreenExecutor } from '../../../server/tools/open-screen.ts';
import type { ToolContext } from '../../../server/tools/tool-executor.ts';
import { AD_REPORT_APP_DOI } from '../../../src/lib/ads/ad-dashboard-values.ts';
import { openScreenTool } from '../../../src/tools/open-screen/contract.ts';

// The executor reads the catalog only.
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
