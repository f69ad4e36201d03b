import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assistantSessions,
  clients,
  koxProjects,
  koxProjectCreators,
  koxRecommendationResults,
  koxRecommendations,
  messages,
} from '../../../server/db/schema/index.ts';
import { createProject } from '../../../server/domains/kox-project/project-service.ts';
import type { AuthUser } from '../../../server/lib/app-env.ts';
import { addToKoxProjectExecutor } from '../../../server/tools/add-to-kox-project.ts';
import { noModel } from '../helpers/no-model.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { newTeam, newUser } from '../teams/org-kit.ts';
import { sampleCreators } from '../kox-outreach/outreach-kit.ts';
import { authUser, toolContext } from './tools-kit.ts';

/* add_to_kox_project: a project by name, creators from the session's last recommendation or named; approval adds. */

let t: TestApp;
let admin: AuthUser;
let rival: AuthUser;
let sessionId: string;
const ranked = sampleCreators(12, true);
const START = '2026-12-01T09:00:00.000Z';

/** A completed recommendation of `ids` and the recommend_kox card that showed its first rows, in a chat session. */
async function sessionWithRecommendation(user: AuthUser, ids: string[]) {
  const db = t.deps.db;
  const [rec] = await db
    .insert(koxRecommendations)
    .values({
      teamId: user.team!.id,
      appName: 'smart_recommend',
      name: 'Trail shoes',
      request: {},
      status: 'completed',
      resultsCount: ids.length,
    })
    .returning();
  await db.insert(koxRecommendationResults).values(
    ids.map((creatorId, rank) => ({
      sessionId: rec!.id,
      rank,
      creatorId,
      fit: 90 - rank,
      parts: { content: 1, audience: null, performance: 1 },
      reasons: [],
    })),
  );
  const [session] = await db
    .insert(assistantSessions)
    .values({ userId: user.id, teamId: user.team!.id, domain: 'writer' })
    .returning();
  const output = {
    session_id: rec!.id,
    app_name: 'smart_recommend',
    name: 'Trail shoes',
    results_count: ids.length,
    list: ids.slice(0, 2).map((creator_id, k) => ({
      creator_id,
      nickname: `Runner ${k}`,
      platform: 'tiktok',
      followers: 1000,
      fit: 90,
      reasons: [],
      sample: true,
    })),
  };
  await db.insert(messages).values({
    sessionId: session!.id,
    id: `m-${rec!.id}`,
    role: 'assistant',
    position: 1,
    parts: [{ type: 'tool-recommend_kox', toolCallId: 'c1', state: 'output-available', input: {}, output }],
  });
  return session!.id;
}

beforeAll(async () => {
  t = await createTestApp({ models: noModel });
  admin = await authUser(t);
  await newTeam(t, 'Rival team', await newUser(t, 'addproj-rival'));
  const rivalViewer = await authUser(t, 'addproj-rival');
  // The rival team's owner: an editor's rights everywhere, but in another team.
  rival = { ...rivalViewer, writerRoles: ['admin'] };
  await createProject(t.deps.db, admin, admin.team!, { name: 'Spring Launch', start_at: START });
  await createProject(t.deps.db, admin, admin.team!, { name: 'Spring Launch EU', start_at: START });
  await createProject(t.deps.db, admin, admin.team!, { name: 'Summer Glow', start_at: START });
  await createProject(t.deps.db, rival, rival.team!, { name: 'Rival Secret', start_at: START });
  sessionId = await sessionWithRecommendation(admin, ranked);
}, 60_000);
afterAll(() => t.close());

const prepare = (input: Record<string, unknown>, user = admin, session = sessionId) =>
  addToKoxProjectExecutor.execute(
    addToKoxProjectExecutor.contract.input.parse(input),
    toolContext(t, user, { sessionId: session }),
  );
const approve = (output: Awaited<ReturnType<typeof prepare>>, user = admin) =>
  addToKoxProjectExecutor.approve!(addToKoxProjectExecutor.contract.output.parse(output), {
    deps: t.deps,
    user,
    sessionId,
    locale: 'en',
  });
const inProject = async (projectId: string) =>
  (
    await t.deps.db
      .select({ id: koxProjectCreators.creatorId, source: koxProjectCreators.source })
      .from(koxProjectCreators)
      .where(eq(koxProjectCreators.projectId, projectId))
  ).sort((a, b) => a.id.localeCompare(b.id));

describe('add_to_kox_project', () => {
  it('takes every creator the last recommendation ranked, and adds nothing before approval', async () => {
    const prepared = await prepare({ project: 'summer glow' });
    expect(prepared).toMatchObject({
      status: 'awaiting_approval',
      project_name: 'Summer Glow',
      source: 'recommendation',
      creator_ids: ranked,
    });
    if (prepared.status !== 'awaiting_approval') throw new Error('not prepared');
    expect(await inProject(prepared.project_id!)).toEqual([]);

    const { output } = await approve(prepared);
    expect(output).toMatchObject({ status: 'approved', added: 12, already: 0 });
    const added = await inProject(prepared.project_id!);
    expect(added.map((r) => r.id)).toEqual([...ranked].sort());
    expect(added.every((r) => r.source === 'recommendation')).toBe(true);
    // Approving the same addition again adds none: they are already in.
    expect((await approve(prepared)).output).toMatchObject({ added: 0, already: 12 });
  });

  it('takes only the first N the recommendation ranked when asked ("add the first three")', async () => {
    expect(await prepare({ project: 'Spring Launch', first: 3 })).toMatchObject({
      status: 'awaiting_approval',
      source: 'recommendation',
      creator_ids: ranked.slice(0, 3),
    });
    // More than were ranked is every one of them.
    expect(await prepare({ project: 'Spring Launch', first: 50 })).toMatchObject({ creator_ids: ranked });
    expect(addToKoxProjectExecutor.contract.input.safeParse({ project: 'x', first: 0 }).success).toBe(false);
  });

  it('declines without adding', () => {
    const declined = addToKoxProjectExecutor.decline!(
      addToKoxProjectExecutor.contract.output.parse({
        status: 'awaiting_approval',
        project_id: 'p',
        project_name: 'P',
        creator_ids: ['x'],
        source: 'named',
      }),
    );
    expect(declined).toMatchObject({ status: 'declined' });
  });

  it('takes named creators, by id or by a name the last recommendation showed', async () => {
    const prepared = await prepare({ project: 'Spring Launch', creators: ['runner 1', ranked[5]!] });
    expect(prepared).toMatchObject({
      status: 'awaiting_approval',
      project_name: 'Spring Launch',
      source: 'named',
      creator_ids: [ranked[1], ranked[5]],
    });
    await expect(prepare({ project: 'Spring Launch', creators: ['Nobody Known'] })).rejects.toThrow(
      /Nobody Known/,
    );
  });

  it('asks which project when several match, and offers a new one when none does', async () => {
    const several = await prepare({ project: 'spring' });
    expect(several).toMatchObject({ status: 'choose' });
    if (several.status !== 'choose') throw new Error('no choice');
    expect(several.choices.map((c) => c.label).sort()).toEqual(['Spring Launch', 'Spring Launch EU']);
    expect(several.choices[0]!.message).toMatch(/^add these creators to the project Spring Launch/);

    const none = await prepare({ project: 'Winter Boots' });
    expect(none).toMatchObject({ status: 'choose' });
    if (none.status !== 'choose') throw new Error('no choice');
    expect(none.choices[0]!.message).toBe('create the project Winter Boots and add these creators to it');

    const created = await prepare({ project: 'Winter Boots', create: true });
    expect(created).toMatchObject({
      status: 'awaiting_approval',
      project_id: null,
      project_name: 'Winter Boots',
    });
    const { output } = await approve(created);
    expect(output).toMatchObject({ status: 'approved', project_name: 'Winter Boots', added: 12 });
    if (output.status !== 'approved') throw new Error('not approved');
    expect(await inProject(output.project_id)).toHaveLength(12);
  });

  it('says what is missing when there is no recommendation and no names', async () => {
    const [empty] = await t.deps.db
      .insert(assistantSessions)
      .values({ userId: admin.id, teamId: admin.team!.id, domain: 'writer' })
      .returning();
    await expect(prepare({ project: 'Summer Glow' }, admin, empty!.id)).rejects.toThrow(
      /recommend creators first/,
    );
  });

  it("never finds another team's project, nor reads another team's recommendation", async () => {
    const rivalSession = await sessionWithRecommendation(rival, sampleCreators(3, true, 500));
    const own = await prepare({ project: 'Rival Secret' }, rival, rivalSession);
    expect(own).toMatchObject({ status: 'awaiting_approval', project_name: 'Rival Secret' });
    // The admin asks for the rival's project by its exact name: not found, a new one of theirs is offered.
    const seen = await prepare({ project: 'Rival Secret' });
    expect(seen).toMatchObject({ status: 'choose', question: expect.stringMatching(/No project named/) });
    // The admin's chat cannot point at the rival's recommendation (its session id is the rival team's).
    await expect(prepare({ project: 'Summer Glow' }, admin, rivalSession)).rejects.toThrow();
  });

  it('files a restricted member’s new project under their only client; with several clients, says to use the screen', async () => {
    const [client] = await t.deps.db
      .insert(clients)
      .values({ teamId: admin.team!.id, name: 'Trail Co' })
      .returning();
    const restricted = (clientIds: string[]) => ({
      ...admin,
      team: { ...admin.team!, role: 'editor' as const, clientIds },
    });
    const created = await prepare({ project: 'Trail Co launch', create: true }, restricted([client!.id]));
    expect(created).toMatchObject({ status: 'awaiting_approval', project_id: null, client_id: client!.id });
    const { output } = await approve(created, restricted([client!.id]));
    if (output.status !== 'approved') throw new Error('not approved');
    const [project] = await t.deps.db.select().from(koxProjects).where(eq(koxProjects.id, output.project_id));
    expect(project!.clientId).toBe(client!.id);

    await expect(
      prepare({ project: 'Two clients launch', create: true }, restricted([client!.id, 'another'])),
    ).rejects.toThrow(/create it on the Projects screen, where you choose the client/);
  });

  it('refuses a viewer', async () => {
    const viewer = { ...admin, team: { ...admin.team!, role: 'viewer' as const } };
    await expect(prepare({ project: 'Summer Glow' }, viewer)).rejects.toThrow(/cannot change projects/);
  });
});
