import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, savePng } from '../browser.ts';
import { callAsUser } from '../pages/api.ts';
import { openSignedIn } from '../pages/sign-in-page.ts';

const baseURL = inject('baseURL');
const SHOTS = process.env.BACKSTAGE_SHOTS_DIR ?? '/tmp/shots/backstage';

const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const SCREENS = [
  { name: 'teams', path: '/writer/backstage/team', table: /^(Teams|团队)$/ },
  { name: 'users', path: '/writer/backstage/usermanage', table: /^(Users|用户)$/ },
  { name: 'groups', path: '/writer/backstage/group', table: /^(Groups|用户组)$/ },
  { name: 'audit', path: '/writer/debug/audit', table: /^(Audit log|审计日志)$/ },
] as const;

/** A studio with a few accounts, teams, a transfer, groups with members: what a real backstage shows. */
async function seed(page: Page) {
  const people = [
    ['lin.wei@northwind.test', '林伟 Lin Wei'],
    ['mia.chen@northwind.test', 'Mia Chen'],
    ['sam.ortiz@northwind.test', 'Sam Ortiz'],
    ['priya.nair@northwind.test', 'Priya Nair'],
  ] as const;
  const ids: string[] = [];
  for (const [account, name] of people) {
    const added = await callAsUser<{ user_uid: string }>(page, 'POST', '/api/users/add', { account, name });
    ids.push(added.user_uid);
  }
  await callAsUser(page, 'POST', '/api/users/user/status/update', { user_uid: ids[2], status: 'disabled' });
  await callAsUser(page, 'POST', '/api/users/user/update', { user_uid: ids[3], system_admin: true });
  for (const name of ['APAC Growth — Consumer Electronics', 'EMEA Retail Media']) {
    await callAsUser(page, 'POST', '/api/team/add', { name });
    await callAsUser(page, 'POST', '/api/team/add_users', { user_uids: [ids[0], ids[1]], role: 'editor' });
    await callAsUser(page, 'POST', '/api/client/add', { name: 'Northwind Audio' });
  }
  const groups = [
    ['APAC strategists', 'Strategy leads across the APAC teams'],
    ['Media buyers', ''],
  ] as const;
  for (const [name, description] of groups) {
    const group = await callAsUser<{ group_id: string }>(page, 'POST', '/api/group/add', {
      name,
      description,
    });
    await callAsUser(page, 'POST', '/api/group/bind_user', {
      group_id: group.group_id,
      user_uids: ids.slice(0, 3),
    });
  }
}

describe('backstage screens at desktop and phone size, in both languages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => browser?.close());

  it('seeds a studio and shows every backstage screen without errors', async () => {
    const seeding = await openSignedIn(browser, { baseURL, language: 'en' });
    await seed(seeding.page);
    await seeding.context.close();

    for (const language of ['zh', 'en'] as const) {
      for (const viewport of VIEWPORTS) {
        const { context, page, pageErrors } = await openSignedIn(browser, {
          baseURL,
          language,
          viewport: { width: viewport.width, height: viewport.height },
        });
        for (const s of SCREENS) {
          await page.goto(s.path);
          await page.getByRole('table', { name: s.table }).waitFor();
          await savePng(page, path.join(SHOTS, `${s.name}-${viewport.name}-${language}.png`));
        }
        await page.goto('/writer/backstage/group');
        await page
          .getByRole('button', { name: /^(Members of|.* 的成员)/ })
          .first()
          .click();
        await page.getByRole('dialog').waitFor();
        await savePng(page, path.join(SHOTS, `group-members-${viewport.name}-${language}.png`));
        await page.keyboard.press('Escape');
        await page.goto('/writer/backstage/team');
        await page.getByRole('button', { name: /^(Delete team|删除团队) APAC/ }).click();
        await page.getByRole('dialog').waitFor();
        await savePng(page, path.join(SHOTS, `team-delete-${viewport.name}-${language}.png`));
        expect(pageErrors).toEqual([]);
        await context.close();
      }
    }
    // Sixteen screens and four dialogs in four browser contexts: over a minute with every lane running.
  });
});
