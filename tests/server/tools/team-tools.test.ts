import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, clients, projects, teamMembers, users } from '../../../server/db/schema/index.ts';
import { memberClientIds } from '../../../server/domains/team/queries.ts';
import { createOrgItemExecutor } from '../../../server/tools/create-org-item.ts';
import { inviteMemberExecutor } from '../../../server/tools/invite-member.ts';
import { manageMemberExecutor } from '../../../server/tools/manage-member.ts';
import { switchTeamExecutor } from '../../../server/tools/switch-team.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { addClient, addTeam, addTeamMember, personalTeamId, switchTeam } from '../helpers/teams.ts';
import { addUser } from '../helpers/users.ts';
import { authUser, toolContext } from './tools-kit.ts';

/** The team tools act through the team and org services: their roles, their scoping, their audit rows. */
let t: TestApp;
let teamA: string;
let teamB: string;
let ids: Record<string, string>;
let nike: string;

const manage = (input: Record<string, unknown>) => manageMemberExecutor.contract.input.parse(input);
const auditRows = (action: string, targetId: string) =>
  t.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));
const roleIn = async (teamId: string, userId: string) =>
  (
    await t.deps.db
      .select({ role: teamMembers.role })
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
  )[0]?.role;

beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  ids = {};
  const people: [string, string][] = [
    ['ann', 'Ann'],
    ['ed', 'Ed'],
    ['vic', 'Vic'],
    ['lilei', 'Li Lei'],
    ['hm1', 'Han Meimei'],
    ['hm2', 'Han Meimei'],
    ['ben', 'Ben'],
  ];
  for (const [account, name] of people) {
    ids[account] = await addUser(t.deps.db, account, `${account}-password-1`);
    await t.deps.db.update(users).set({ name }).where(eq(users.id, ids[account]!));
  }
  teamA = personalTeamId(ids.ann!);
  nike = await addClient(t.deps, teamA, 'Nike');
  await addClient(t.deps, teamA, 'Adidas');
  teamB = await addTeam(t.deps, ids.ben!, 'Acme');
  await addClient(t.deps, teamB, 'Puma');
  for (const [account, role] of [
    ['ed', 'editor'],
    ['vic', 'viewer'],
  ] as const) {
    await addTeamMember(t.deps, teamA, ids[account]!, role);
    await switchTeam(t.deps, ids[account]!, teamA);
  }
  await addTeamMember(t.deps, teamB, ids.ann!, 'editor');
}, 60_000);
afterAll(() => t.close());

describe('manage_member', () => {
  it('prepares adding Li Lei to Nike as editor, changes nothing before approval, then adds and logs it', async () => {
    const ann = await authUser(t, 'ann');
    const ctx = toolContext(t, ann);
    const out = await manageMemberExecutor.execute(
      manage({ person: 'Li Lei', clients: ['nike'], role: 'editor' }),
      ctx,
    );
    expect(out).toMatchObject({
      status: 'awaiting_approval',
      account: 'lilei',
      joining: true,
      role: 'editor',
      clients: [{ client_id: nike, name: 'Nike' }],
    });
    expect(await roleIn(teamA, ids.lilei!)).toBeUndefined();
    const parsed = manageMemberExecutor.contract.output.parse(out);
    const approved = await manageMemberExecutor.approve!(parsed, ctx);
    expect(approved.output).toMatchObject({ status: 'approved' });
    expect(await roleIn(teamA, ids.lilei!)).toBe('editor');
    expect(await memberClientIds(t.deps.db, teamA, ids.lilei!)).toEqual([nike]);
    expect(await auditRows('member.add', ids.lilei!)).toHaveLength(1);
  });

  it("changes a member's role on approval, with its audit row", async () => {
    const ctx = toolContext(t, await authUser(t, 'ann'));
    const out = manageMemberExecutor.contract.output.parse(
      await manageMemberExecutor.execute(manage({ person: 'Ed', role: 'admin' }), ctx),
    );
    expect(out).toMatchObject({ status: 'awaiting_approval', joining: false, role_before: 'editor' });
    await manageMemberExecutor.approve!(out, ctx);
    expect(await roleIn(teamA, ids.ed!)).toBe('admin');
    expect(await auditRows('member.role', ids.ed!)).toHaveLength(1);
  });

  it.each(['vic', 'lilei'])(
    'refuses %s (viewer, editor) in their language, changing nothing',
    async (account) => {
      const user = await authUser(t, account);
      await switchTeam(t.deps, ids[account]!, teamA);
      await expect(
        manageMemberExecutor.execute(
          manage({ person: 'Han Meimei', role: 'admin' }),
          toolContext(t, await authUser(t, account), { locale: 'zh' }),
        ),
      ).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: expect.stringMatching(/^只有团队所有者和管理员/),
      });
      expect(user.id).toBe(ids[account]);
    },
  );

  it('asks which Han Meimei when two accounts bear the name, one button per account', async () => {
    const out = await manageMemberExecutor.execute(
      manage({ person: 'Han Meimei', role: 'viewer' }),
      toolContext(t, await authUser(t, 'ann')),
    );
    expect(out).toMatchObject({
      status: 'choose',
      question: expect.stringMatching(/Several people match/),
      choices: [
        { label: 'Han Meimei (hm1)', message: 'Add hm1 to the team as viewer' },
        { label: 'Han Meimei (hm2)', message: 'Add hm2 to the team as viewer' },
      ],
    });
  });

  it('asks rather than guesses when nobody matches, offering an invitation for an e-mail', async () => {
    const out = await manageMemberExecutor.execute(
      manage({ person: 'nobody@brand.com' }),
      toolContext(t, await authUser(t, 'ann')),
    );
    expect(out).toMatchObject({
      status: 'choose',
      choices: [{ message: 'Invite nobody@brand.com to the team' }, { message: 'Open team members' }],
    });
  });

  it("fails clearly for an unknown client and never reaches another team's client", async () => {
    const ctx = toolContext(t, await authUser(t, 'ann'));
    for (const name of ['Reebok', 'Puma'])
      await expect(
        manageMemberExecutor.execute(manage({ person: 'hm1', clients: [name] }), ctx),
      ).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: `No client named “${name}” in this team. Its clients are: Adidas, Nike.`,
      });
  });

  it('refuses to approve in another team than the one it was prepared in', async () => {
    const ann = await authUser(t, 'ann');
    const out = manageMemberExecutor.contract.output.parse(
      await manageMemberExecutor.execute(manage({ person: 'hm1', role: 'viewer' }), toolContext(t, ann)),
    );
    await expect(
      manageMemberExecutor.approve!(
        { ...out, team_id: teamB, team_name: 'Acme' } as typeof out,
        toolContext(t, ann),
      ),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await roleIn(teamA, ids.hm1!)).toBeUndefined();
  });
});

describe('invite_member', () => {
  it('prepares an invitation and creates it on approval, with a one-time link never in the output', async () => {
    const ctx = toolContext(t, await authUser(t, 'ann'));
    const input = inviteMemberExecutor.contract.input.parse({
      email: 'anna@brand.com',
      role: 'viewer',
      clients: ['Adidas'],
    });
    const out = inviteMemberExecutor.contract.output.parse(await inviteMemberExecutor.execute(input, ctx));
    expect(out).toMatchObject({ status: 'awaiting_approval', account: 'anna@brand.com', name: 'anna' });
    const approved = await inviteMemberExecutor.approve!(out, ctx);
    expect(approved.once?.link).toMatch(/^\/writer\/login\?blueaicode=/);
    expect(JSON.stringify(approved.output)).not.toContain('blueaicode');
    const userId = (approved.output as { user_uid: string }).user_uid;
    expect(await roleIn(teamA, userId)).toBe('viewer');
    expect(await auditRows('member.invite', userId)).toHaveLength(1);
  });

  it('refuses an editor', async () => {
    await switchTeam(t.deps, ids.ann!, teamB);
    const input = inviteMemberExecutor.contract.input.parse({ email: 'x@brand.com' });
    await expect(
      inviteMemberExecutor.execute(input, toolContext(t, await authUser(t, 'ann'))),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await switchTeam(t.deps, ids.ann!, teamA);
  });
});

describe('create_org_item', () => {
  it('creates a client for an admin, with its audit row, and refuses an editor', async () => {
    const out = await createOrgItemExecutor.execute(
      { kind: 'client', name: 'Lululemon' },
      toolContext(t, await authUser(t, 'ann')),
    );
    expect(out).toMatchObject({ status: 'created', kind: 'client', name: 'Lululemon' });
    expect(await auditRows('client.create', (out as { id: string }).id)).toHaveLength(1);
    await switchTeam(t.deps, ids.ann!, teamB);
    await expect(
      createOrgItemExecutor.execute({ kind: 'client', name: 'X' }, toolContext(t, await authUser(t, 'ann'))),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await switchTeam(t.deps, ids.ann!, teamA);
  });

  it('creates a project under the named client; asks which client when none is named', async () => {
    const ctx = toolContext(t, await authUser(t, 'ann'), { locale: 'zh' });
    const out = await createOrgItemExecutor.execute(
      { kind: 'project', name: '2026 春季上新', client: 'Nike' },
      ctx,
    );
    expect(out).toMatchObject({ status: 'created', kind: 'project', client_id: nike });
    const [row] = await t.deps.db
      .select()
      .from(projects)
      .where(eq(projects.id, (out as { id: string }).id));
    expect(row).toMatchObject({ teamId: teamA, clientId: nike });
    const asked = await createOrgItemExecutor.execute({ kind: 'project', name: '双十一' }, ctx);
    expect(asked).toMatchObject({
      status: 'choose',
      choices: expect.arrayContaining([{ label: 'Nike', message: '在Nike下面建一个项目叫双十一' }]),
    });
    await expect(
      createOrgItemExecutor.execute({ kind: 'project', name: 'P', client: 'Puma' }, ctx),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await t.deps.db.select().from(clients).where(eq(clients.teamId, teamB))).length).toBe(1);
  });
});

describe('switch_team', () => {
  it('switches into a team found by name, and asks with the teams when the name says none', async () => {
    const ctx = toolContext(t, await authUser(t, 'ann'));
    expect(await switchTeamExecutor.execute({ team: 'acme' }, ctx)).toMatchObject({
      status: 'switched',
      team_id: teamB,
      role: 'editor',
    });
    const asked = await switchTeamExecutor.execute(
      { team: 'Globex' },
      toolContext(t, await authUser(t, 'ann')),
    );
    expect(asked).toMatchObject({
      status: 'choose',
      choices: [{ message: expect.stringMatching(/^Switch to the /) }],
    });
    await switchTeam(t.deps, ids.ann!, teamA);
  });
});
