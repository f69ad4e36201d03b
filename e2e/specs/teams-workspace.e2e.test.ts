import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { collectPageErrors, launchBrowser, savePng } from '../browser.ts';
import { callAsUser } from '../pages/api.ts';
import { openSignedIn } from '../pages/sign-in-page.ts';

const baseURL = inject('baseURL');
const SHOTS = '/tmp/shots/teams';
const TEAM = 'E2E Agency';
const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

interface Member {
  user_uid: string;
  account: string;
  name: string;
  role: string;
}

async function members(page: Page): Promise<Member[]> {
  return (await callAsUser<{ list: Member[] }>(page, 'GET', '/api/team/users?page_size=100')).list;
}

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await savePng(page, `${SHOTS}/${name}.png`);
}

/**
 * The shared workspace end to end: an admin makes a team, a client and a project, invites a member who may see
 * that client, the member signs in with the link and sees only that client's dashboards, then a batch role
 * change and an ownership transfer in the team screens.
 */
describe('teams: create, invite a restricted member, roles, transfer', () => {
  let browser: Browser;
  let admin: Page;
  let pageErrors: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page: admin, pageErrors } = await openSignedIn(browser, { baseURL, language: 'en' }));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('creates a team from the switcher and works in it', async () => {
    await admin.getByRole('button', { name: /^Team: .*Switch team$/ }).click();
    await admin.getByRole('menuitem', { name: 'Create team' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Create a team' });
    await dialog.getByLabel('Team name').fill(TEAM);
    await shoot(admin, 'create-team-en-desktop');
    await dialog.getByRole('button', { name: 'Create team' }).click();
    await admin.getByRole('button', { name: `Team: ${TEAM}. Switch team` }).waitFor();
    const teams = await callAsUser<{ name: string; current: boolean; role: string }[]>(
      admin,
      'GET',
      '/api/team/list',
    );
    expect(teams.find((t) => t.current)).toMatchObject({ name: TEAM, role: 'owner' });
  });

  let inviteLink = '';

  it('adds a client and a project in the team screens', async () => {
    await admin.goto('/writer/teammanage/client');
    await admin.getByRole('button', { name: 'Add client' }).first().click();
    const addClient = admin.getByRole('dialog', { name: 'Add a client' });
    await addClient.getByLabel(/^Name/).fill('Client A');
    await addClient.getByRole('button', { name: 'Add client' }).click();
    await admin.getByRole('table', { name: 'Clients' }).getByText('Client A').waitFor();

    await admin.goto('/writer/teammanage/project');
    await admin.getByRole('button', { name: 'Add project' }).first().click();
    const addProject = admin.getByRole('dialog', { name: 'Add a project' });
    await addProject.getByLabel(/^Client/).selectOption({ label: 'Client A' });
    await addProject.getByLabel(/^Name/).fill('Spring launch');
    await addProject.getByRole('button', { name: 'Add project' }).click();
    await admin.getByRole('table', { name: 'Projects' }).getByText('Spring launch').waitFor();
  });

  it('invites a member who may see only client A', async () => {
    const clients = await callAsUser<{ list: { client_id: string; name: string }[] }>(
      admin,
      'GET',
      '/api/client/list',
    );
    const a = clients.list.find((c) => c.name === 'Client A')!;
    const projects = await callAsUser<{ list: { project_id: string; name: string }[] }>(
      admin,
      'GET',
      '/api/project/list',
    );
    const spring = projects.list.find((p) => p.name === 'Spring launch')!;
    const b = await callAsUser<{ client_id: string }>(admin, 'POST', '/api/client/add', { name: 'Client B' });
    for (const [client, project, name] of [
      [a.client_id, spring.project_id, 'Dashboard of A'],
      [b.client_id, null, 'Dashboard of B'],
    ] as const) {
      await callAsUser(admin, 'POST', '/api/dashboard/add', {
        name,
        client_id: client,
        project_id: project,
        media: ['youtube'],
        mode: 'smart',
        subjects: [{ name: 'Nike', keywords: 'nike running' }],
        components: ['db_overview'],
      });
    }

    await admin.goto('/writer/teammanage/member');
    await admin.getByRole('table', { name: 'Team members' }).waitFor();
    await admin.getByRole('button', { name: 'Invite', exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: 'Invite someone' });
    await dialog.getByLabel('E-mail or account').fill('mia@example.com');
    await dialog.getByLabel('Name').fill('Mia Member');
    await dialog.getByLabel('Role').selectOption('viewer');
    await dialog.getByLabel('Only these clients').check();
    await dialog.getByRole('checkbox', { name: 'Client A' }).check();
    await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
    const done = admin.getByRole('dialog', { name: 'Invitation ready' });
    inviteLink = await done.getByLabel('One-time sign-in link').inputValue();
    expect(inviteLink).toMatch(/\/writer\/login\?blueaicode=/);
    await expect(done.getByText(/The link works once, until/).isVisible()).resolves.toBe(true);
    await shoot(admin, 'invite-link-en-desktop');
    await done.getByRole('button', { name: 'Done' }).click();
  });

  it('the member signs in with the link and sees only client A’s dashboards', async () => {
    const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
    await context.addInitScript(() => localStorage.setItem('locale', 'en'));
    const member = await context.newPage();
    const memberErrors = collectPageErrors(member);
    await member.goto(inviteLink);
    await member.waitForURL((url) => !url.search.includes('blueaicode') && !url.pathname.endsWith('/login'));
    const seen = await callAsUser<{ list: { name: string }[] }>(member, 'GET', '/api/dashboard/list');
    expect(seen.list.map((d) => d.name)).toEqual(['Dashboard of A']);
    await member.goto('/writer/app/report');
    await member.getByText('Dashboard of A').first().waitFor();
    expect(await member.getByText('Dashboard of B').count()).toBe(0);
    await member.getByRole('button', { name: `Team: ${TEAM}. Switch team` }).waitFor();
    expect(memberErrors).toEqual([]);
    await context.close();
  });

  it('changes the role of two members at once in the members table', async () => {
    await callAsUser(admin, 'POST', '/api/team/invite', {
      account: 'sam@example.com',
      name: 'Sam Second',
      role: 'viewer',
    });
    const names = (await members(admin)).filter((m) => m.role === 'viewer').map((m) => m.name);
    expect(names).toHaveLength(2);
    await admin.goto('/writer/teammanage/member');
    await admin.getByRole('table', { name: 'Team members' }).waitFor();
    for (const name of names) await admin.getByRole('checkbox', { name: `Select row ${name}` }).check();
    const bar = admin.getByRole('region', { name: 'Actions for the selected rows' });
    await bar.getByRole('button', { name: 'Change role' }).click();
    await admin.getByRole('menuitem', { name: 'Make Editor' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Make 2 members Editor?' });
    await shoot(admin, 'batch-role-confirm-en-desktop');
    await dialog.getByRole('button', { name: 'Make Editor' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(async () => (await members(admin)).filter((m) => names.includes(m.name)).map((m) => m.role))
      .toEqual(['editor', 'editor']);
  });

  it('shows the team screens at desktop and phone width in both languages', async () => {
    for (const language of ['en', 'zh'] as const) {
      const { context, page } = await openSignedIn(browser, { baseURL, language });
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await page.goto('/writer/teammanage/member');
        await page.getByRole('table').waitFor();
        await shoot(page, `members-${language}-${viewport.name}`);
        await page.goto('/writer/teammanage/teamsetting');
        await page.getByRole('textbox').first().waitFor();
        await shoot(page, `settings-${language}-${viewport.name}`);
      }
      await page.getByRole('button', { name: /^(Team|团队)/ }).click();
      await page.getByRole('menuitemradio').first().waitFor();
      await shoot(page, `switcher-${language}-phone`);
      await context.close();
    }
  });

  it('the owner transfers the team and becomes an admin', async () => {
    await admin.goto('/writer/teammanage/teamsetting');
    await admin.getByLabel('New owner').selectOption({ label: 'Mia Member (mia@example.com)' });
    await admin.getByRole('button', { name: 'Transfer ownership' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Transfer the ownership?' });
    await dialog.getByRole('button', { name: 'Transfer ownership' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await admin.getByText(/The owner is Mia Member/).waitFor();
    const detail = await callAsUser<{ my_role: string; owner: { account: string } }>(
      admin,
      'GET',
      '/api/team/detail',
    );
    expect(detail).toMatchObject({ my_role: 'admin', owner: { account: 'mia@example.com' } });
    expect(pageErrors).toEqual([]);
  });
});
