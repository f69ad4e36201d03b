import { randomBytes } from 'node:crypto';
import { MockLanguageModelV4 } from 'ai/test';
import {
  adDatasets,
  assistantSessions,
  koxAttachmentBlobs,
  koxAttachmentChunks,
  koxOutreachAttachments,
  koxOutreachBatches,
  koxOutreachEmails,
  koxRecommendationResults,
  koxRecommendations,
  koxStorageRecords,
  teams,
  users,
} from '../../../server/db/schema/index.ts';
import { insertToken } from '../../../server/domains/auth/queries.ts';
import { insertUser } from '../../../server/domains/user/queries.ts';
import { hashSecret } from '../../../server/lib/secrets.ts';
import type { TeamRole } from '../../../src/lib/roles.ts';
import { eq, inArray } from 'drizzle-orm';
import { streamOf, textParts } from '../chat/chat-test-kit.ts';
import type { ModelProvider } from '../../../server/ai/model-provider.ts';
import type { PGlite } from '@electric-sql/pglite';
import { createDb, type DbHandle } from '../../../server/db/client.ts';
import { sampleCreatorCatalog } from '../../../server/kox/creator-catalog.ts';
import { migratedSnapshot } from '../helpers/db-snapshot.ts';
import { rolledBackDb } from '../helpers/rolled-back-db.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { addClient, addProject, addTeam, addTeamMember, switchTeam } from '../helpers/teams.ts';
import { hashPassword } from '../../../server/lib/password.ts';
import { templateDraft } from '../helpers/kox-template-draft.ts';
import { adDashboardFixture, type AdDashboardFixture } from './authz-ad-dashboards.ts';

/**
 * Who calls. Team A is the callers' team: its owner, an admin, an editor, a viewer, and an editor restricted to
 * client A1. Team B belongs to someone else. The system administrator is in neither; the outsider has only a
 * personal team. The share viewer holds a link and code to dashboard A1 and no sign-in.
 *
 * Acted on, never calling: a plain member of each team (`bystanderA`, `bystanderB`), an account in no team
 * (`newcomer`), someone team B invited, and a backstage group.
 */
export const CALLERS = [
  'signed out',
  'share viewer',
  'outsider',
  'system admin',
  'viewer',
  'editor',
  'restricted editor',
  'admin',
  'owner',
] as const;
export type CallerName = (typeof CALLERS)[number];

export const TEAM_ROLE_OF: Partial<Record<CallerName, TeamRole>> = {
  owner: 'owner',
  admin: 'admin',
  editor: 'editor',
  'restricted editor': 'editor',
  viewer: 'viewer',
};

/** Names put into team A's, team B's and client A2's rows: an answer that shows one to a caller who may not see it leaked it. */
export const CANARY_A = 'canary-team-a';
export const CANARY_B = 'canary-team-b';
export const CANARY_A2 = 'canary-client-a2';
export const SHARE_CODE = 'Authz2026code';
export const PASSWORD = 'authz-password-1';

export interface Fixture extends AdDashboardFixture {
  teamA: string;
  teamB: string;
  clientA1: string;
  clientA2: string;
  clientB: string;
  projectA1: string;
  projectA2: string;
  projectB: string;
  placementA1: string;
  placementA2: string;
  placementB: string;
  dashboardA1: string;
  dashboardA2: string;
  dashboardB: string;
  shareA1: string;
  shareA2: string;
  shareB: string;
  linkA1: string;
  linkB: string;
  /** The callers' own sessions, one each (the owner's is `sessionOf.owner`), and one of team B's owner. */
  sessionOf: Partial<Record<CallerName, string>>;
  sessionB: string;
  userIdOf: Record<Exclude<CallerName, 'signed out' | 'share viewer'>, string> & { ownerB: string };
  /** The name of the team each signed-in caller works in (team A, or the outsider's and administrator's own). */
  teamNameOf: Partial<Record<CallerName, string>>;
  teamBName: string;
  /** A viewer of team A and an editor of team B whom admins act on; an active account in no team. */
  bystanderA: string;
  bystanderB: string;
  newcomer: string;
  group: string;
  /** Sample creators in team A's database under clients A1 and A2, and in team B's. */
  creatorA1: string;
  creatorA2: string;
  creatorB: string;
  /** Each team A caller's saved search, and one of team B's owner. */
  savedSearchOf: Partial<Record<CallerName, string>>;
  savedSearchB: string;
  /** Content records of team A's creators A1 and A2, and of team B. */
  contentA1: string;
  contentA2: string;
  contentB: string;
  /** A completed recommendation session of team A (one creator) and one of team B. */
  recommendationA: string;
  recommendationB: string;
  /** Failed storages by link of team A under clients A1 and A2, and of team B. */
  storageA1: string;
  storageA2: string;
  storageB: string;
  /** KOX projects of team A under clients A1 and A2, and of team B. */
  koxProjectA1: string;
  koxProjectA2: string;
  koxProjectB: string;
  /** An AI business template of team A and one of team B. */
  templateA: string;
  templateB: string;
  /** A draft outreach e-mail and its draft batch in each KOX project above. */
  outreachA1: string;
  outreachA2: string;
  outreachB: string;
  outreachBatchA1: string;
  outreachBatchA2: string;
  outreachBatchB: string;
  /** A text file attached to each outreach e-mail above. */
  attachmentA1: string;
  attachmentA2: string;
  attachmentB: string;
  /** Ad datasets: a bound sample account and an uploaded file under clients A1 and A2, and in team B. */
  adAccountA1: string;
  adAccountA2: string;
  adAccountB: string;
  adFileA1: string;
  adFileA2: string;
  adFileB: string;
}

export interface AuthzWorld {
  t: TestApp;
  f: Fixture;
  headersOf(caller: CallerName): Record<string, string>;
  /**
   * Another world exactly as this one was built (the same ids and tokens): a new app on a copy of its database
   * taken then, whose writes are rolled back when it closes. A mutating call gets a world of its own without
   * building or loading one again.
   */
  fork(): Promise<AuthzWorld>;
  close(): Promise<void>;
}

const authHeaders = (token: string) => ({ 'MB-TOKEN': token, Authorization: `Bearer ${token}` });

async function tokenFor(t: TestApp, userId: string): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await insertToken(t.deps.db, {
    userId,
    familyId: randomBytes(8).toString('hex'),
    tokenHash: hashSecret(token),
    refreshHash: hashSecret(randomBytes(24).toString('base64url')),
    expiresAt: new Date(Date.now() + 3_600_000),
    refreshExpiresAt: new Date(Date.now() + 7_200_000),
  });
  return token;
}

const testModels = (): ModelProvider => ({
  name: 'test',
  chatModel: () => new MockLanguageModelV4({ doStream: async () => streamOf(textParts(['ok'])) }),
});

// In the test's own thread, where the PGlite client can dump its data directory for `fork`.
const appOn = async (snapshot: Blob) =>
  createTestApp({
    models: testModels(),
    database: await createDb({ memory: true, snapshot, inProcess: true }),
  });

/** A fresh app with teams A and B, their clients, projects, placements, dashboards, share links and sessions. */
export async function createAuthzWorld(): Promise<AuthzWorld> {
  const t = await appOn(await migratedSnapshot());
  const db = t.deps.db;
  const passwordHash = await hashPassword(PASSWORD);

  const account = async (name: string, personalTeam: boolean) =>
    (
      await insertUser(db, { account: name, name, avatar: null, passwordHash }, [['writer', 'viewer']], {
        personalTeam,
      })
    ).id;
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.account, 'admin'));
  const ids = {
    owner: await account('authz-owner', false),
    admin: await account('authz-admin', false),
    editor: await account('authz-editor', false),
    'restricted editor': await account('authz-restricted', false),
    viewer: await account('authz-viewer', false),
    outsider: await account('authz-outsider', true),
    ownerB: await account(`authz-owner-b-${CANARY_B}`, false),
    'system admin': admin!.id,
  };
  const bystanderA = await account('authz-bystander-a', false);
  const bystanderB = await account(`authz-bystander-b-${CANARY_B}`, false);
  const newcomer = await account('authz-newcomer', false);

  const deps = t.deps;
  const teamA = await addTeam(deps, ids.owner, `Team A ${CANARY_A}`);
  const teamBName = `Team B ${CANARY_B}`;
  const teamB = await addTeam(deps, ids.ownerB, teamBName);
  const clientA1 = await addClient(deps, teamA, `Client A1 ${CANARY_A}`);
  const clientA2 = await addClient(deps, teamA, `Client A2 ${CANARY_A2}`);
  const clientB = await addClient(deps, teamB, `Client B ${CANARY_B}`);
  await addTeamMember(deps, teamA, ids.admin, 'admin');
  await addTeamMember(deps, teamA, ids.editor, 'editor');
  await addTeamMember(deps, teamA, ids['restricted editor'], 'editor', [clientA1]);
  await addTeamMember(deps, teamA, ids.viewer, 'viewer');
  await addTeamMember(deps, teamA, bystanderA, 'viewer');
  await addTeamMember(deps, teamB, bystanderB, 'editor');
  for (const caller of ['owner', 'admin', 'editor', 'restricted editor', 'viewer'] as const)
    await switchTeam(deps, ids[caller], teamA);
  await switchTeam(deps, ids.ownerB, teamB);

  const projectA1 = await addProject(deps, teamA, `Project A1 ${CANARY_A}`, clientA1);
  const projectA2 = await addProject(deps, teamA, `Project A2 ${CANARY_A2}`, clientA2);
  const projectB = await addProject(deps, teamB, `Project B ${CANARY_B}`, clientB);
  const tokens = {} as Record<keyof typeof ids, string>;
  for (const [name, id] of Object.entries(ids)) tokens[name as keyof typeof ids] = await tokenFor(t, id);

  const dashboard = async (token: string, name: string, clientId: string, projectId: string) => {
    const res = await t.call(
      'dashboard.add',
      {
        name,
        media: ['youtube'],
        frequency: 'once',
        client_id: clientId,
        project_id: projectId,
        subjects: [{ name: 'Nike', keywords: 'nike' }],
        components: ['db_overview'],
      },
      token,
    );
    if (res.body.code !== 0) throw new Error(`Creating ${name} failed: ${res.body.code} ${res.body.message}`);
    return res.body.data.dashboard_id;
  };
  const placement = async (token: string, projectId: string, name: string) => {
    const res = await t.call('placement.add', { project_id: projectId, name, channel: 'social' }, token);
    if (res.body.code !== 0) throw new Error(`Booking ${name} failed: ${res.body.code} ${res.body.message}`);
    return res.body.data.placement_id;
  };
  const placementA1 = await placement(tokens.owner, projectA1, `Placement A1 ${CANARY_A}`);
  const placementA2 = await placement(tokens.owner, projectA2, `Placement A2 ${CANARY_A2}`);
  const placementB = await placement(tokens.ownerB, projectB, `Placement B ${CANARY_B}`);

  // Team B's audit log names an invited account: team A's log must not show it.
  const invited = await t.call(
    'team.invite',
    { account: `authz-invitee-${CANARY_B}`, name: 'Invitee B', role: 'viewer' },
    tokens.ownerB,
  );
  if (invited.body.code !== 0) throw new Error(`Inviting failed: ${invited.body.message}`);
  const grouped = await t.call('group.add', { name: 'Authz group' }, tokens['system admin']);
  if (grouped.body.code !== 0) throw new Error(`Adding a group failed: ${grouped.body.message}`);
  const group = grouped.body.data.group_id;
  const bound = await t.call(
    'group.bindUser',
    { group_id: group, user_uids: [ids.viewer] },
    tokens['system admin'],
  );
  if (bound.body.code !== 0) throw new Error(`Binding a group failed: ${bound.body.message}`);

  const dashboardA1 = await dashboard(tokens.owner, `Board A1 ${CANARY_A}`, clientA1, projectA1);
  const dashboardA2 = await dashboard(tokens.owner, `Board A2 ${CANARY_A2}`, clientA2, projectA2);
  const dashboardB = await dashboard(tokens.ownerB, `Board B ${CANARY_B}`, clientB, projectB);

  const share = async (token: string, dashboardId: string) => {
    const res = await t.call(
      'share.add',
      { dashboard_id: dashboardId, valid_days: 30, code: SHARE_CODE },
      token,
    );
    if (res.body.code !== 0) throw new Error(`Sharing failed: ${res.body.code} ${res.body.message}`);
    return res.body.data;
  };
  const ads = await adDashboardFixture(t, {
    teamA,
    teamB,
    clients: { A1: clientA1, A2: clientA2, B: clientB },
    tokens: { A: tokens.owner, B: tokens.ownerB },
    names: { A1: CANARY_A, A2: CANARY_A2, B: CANARY_B },
  });
  const sA1 = await share(tokens.owner, dashboardA1);
  const sA2 = await share(tokens.owner, dashboardA2);
  const sB = await share(tokens.ownerB, dashboardB);

  const session = async (userId: string, teamId: string, title: string) =>
    (
      await db
        .insert(assistantSessions)
        .values({ userId, teamId, domain: 'writer', title })
        .returning({ id: assistantSessions.id })
    )[0]!.id;
  const sessionOf: Fixture['sessionOf'] = {};
  for (const caller of ['owner', 'admin', 'editor', 'restricted editor', 'viewer'] as const)
    sessionOf[caller] = await session(ids[caller], teamA, `Session of ${caller}`);
  const sessionB = await session(ids.ownerB, teamB, `Session ${CANARY_B}`);

  const creatorA1 = 'sample-000001';
  const creatorA2 = 'sample-000002';
  const creatorB = 'sample-000003';
  const saveCreator = async (token: string, creatorId: string, clientId: string, notes: string) => {
    const added = await t.call('kox.teamAdd', { creator_ids: [creatorId], client_id: clientId }, token);
    const noted = await t.call('kox.teamUpdate', { creator_id: creatorId, notes }, token);
    if (added.body.code !== 0 || noted.body.code !== 0)
      throw new Error(`Saving ${creatorId} failed: ${added.body.message} ${noted.body.message}`);
  };
  await saveCreator(tokens.owner, creatorA1, clientA1, `Notes ${CANARY_A}`);
  await saveCreator(tokens.owner, creatorA2, clientA2, `Notes ${CANARY_A2}`);
  await saveCreator(tokens.ownerB, creatorB, clientB, `Notes ${CANARY_B}`);
  const savedSearch = async (token: string, name: string) => {
    const res = await t.call('kox.searchAdd', { name, scope: 'public', filters: { topics: 'tech' } }, token);
    if (res.body.code !== 0) throw new Error(`Saving a search failed: ${res.body.message}`);
    return res.body.data.search_id;
  };
  const savedSearchOf: Fixture['savedSearchOf'] = {};
  for (const caller of ['owner', 'admin', 'editor', 'restricted editor', 'viewer'] as const)
    savedSearchOf[caller] = await savedSearch(tokens[caller], `Search of ${caller}`);
  const savedSearchB = await savedSearch(tokens.ownerB, `Search ${CANARY_B}`);
  const recommendation = async (teamId: string, userId: string, name: string) => {
    const [row] = await db
      .insert(koxRecommendations)
      .values({
        teamId,
        appName: 'smart_recommend',
        createdBy: userId,
        name,
        request: { brief_text: 'tech', count: 5 },
        status: 'completed',
        resultsCount: 1,
        candidates: 100_000,
      })
      .returning({ id: koxRecommendations.id });
    await db.insert(koxRecommendationResults).values({
      sessionId: row!.id,
      rank: 0,
      creatorId: 'sample-000060',
      fit: 80,
      parts: { content: 90, audience: null, performance: 50 },
      reasons: [],
    });
    return row!.id;
  };
  const recommendationA = await recommendation(teamA, ids.owner, `Recommendation ${CANARY_A}`);
  const recommendationB = await recommendation(teamB, ids.ownerB, `Recommendation ${CANARY_B}`);

  const content = async (token: string, videoId: string, creatorId: string, title: string) => {
    const profile = sampleCreatorCatalog().creator(creatorId)!.profileUrl;
    const line = `https://www.youtube.com/watch?v=${videoId},800,product_placement,1000,deal,${profile},${title}`;
    const imported = await t.call('kox.importContent', { text: line }, token);
    const listed = await t.call('kox.contentList', { creator_id: creatorId }, token);
    const id =
      listed.body.code === 0 ? listed.body.data.list.find((c) => c.title === title)?.content_id : undefined;
    if (imported.body.code !== 0 || !id)
      throw new Error(`Importing content failed: ${imported.body.message}`);
    return id;
  };
  const contentA1 = await content(tokens.owner, 'authzA1xxxx', creatorA1, `Content ${CANARY_A}`);
  const contentA2 = await content(tokens.owner, 'authzA2xxxx', creatorA2, `Content ${CANARY_A2}`);
  const contentB = await content(tokens.ownerB, 'authzBxxxxx', creatorB, `Content ${CANARY_B}`);
  const failedStorage = async (token: string, link: string, clientId: string) => {
    const res = await t.call('koxStorage.store', { links: [link], client_id: clientId }, token);
    const id = res.body.data?.results[0]?.record_id;
    if (!id) throw new Error(`Storing ${link} failed: ${res.body.message}`);
    await db
      .update(koxStorageRecords)
      .set({ state: 'failed', failureReason: 'source_not_configured' })
      .where(eq(koxStorageRecords.id, id));
    return id;
  };
  const storageA1 = await failedStorage(tokens.owner, 'https://www.tiktok.com/@authz_a1', clientA1);
  const storageA2 = await failedStorage(tokens.owner, 'https://www.tiktok.com/@authz_a2', clientA2);
  const storageB = await failedStorage(tokens.ownerB, 'https://www.tiktok.com/@authz_b', clientB);
  const koxProject = async (token: string, clientId: string, name: string) => {
    const input = { name, start_at: '2026-01-05T00:00:00.000Z', client_id: clientId };
    const res = await t.call('koxProject.create', input, token);
    if (res.body.code !== 0) throw new Error(`Creating a KOX project failed: ${res.body.message}`);
    await t.call(
      'koxProject.addCreators',
      { project_id: res.body.data.project_id, creator_ids: ['sample-000070'] },
      token,
    );
    return res.body.data.project_id;
  };
  const koxProjectA1 = await koxProject(tokens.owner, clientA1, `KOX project ${CANARY_A}`);
  const koxProjectA2 = await koxProject(tokens.owner, clientA2, `KOX project ${CANARY_A2}`);
  const koxProjectB = await koxProject(tokens.ownerB, clientB, `KOX project ${CANARY_B}`);
  const template = async (token: string, name: string) => {
    const res = await t.call('koxTemplate.create', templateDraft({ name }), token);
    if (res.body.code !== 0) throw new Error(`Creating a template failed: ${res.body.message}`);
    return res.body.data.template_id;
  };
  const templateA = await template(tokens.owner, 'Template A');
  const templateB = await template(tokens.ownerB, `Template ${CANARY_B}`);
  const outreach = async (teamId: string, projectId: string) => {
    const [batch] = await db
      .insert(koxOutreachBatches)
      .values({ teamId, projectId, kind: 'draft', total: 1 })
      .returning({ id: koxOutreachBatches.id });
    const [email] = await db
      .insert(koxOutreachEmails)
      .values({
        teamId,
        projectId,
        creatorId: 'sample-000070',
        status: 'draft',
        toAddress: 'creator@example.com',
        subject: 'Hello',
        body: 'Hello there',
        batchId: batch!.id,
      })
      .returning({ id: koxOutreachEmails.id });
    const sha256 = 'a'.repeat(64);
    await db
      .insert(koxAttachmentBlobs)
      .values({ teamId, sha256, size: 5, chunkCount: 1 })
      .onConflictDoNothing();
    await db
      .insert(koxAttachmentChunks)
      .values({ teamId, sha256, seq: 0, bytes: Buffer.from('hello') })
      .onConflictDoNothing();
    const [attachment] = await db
      .insert(koxOutreachAttachments)
      .values({ teamId, emailId: email!.id, sha256, fileName: 'kit.txt', contentType: 'text/plain', size: 5 })
      .returning({ id: koxOutreachAttachments.id });
    return { email: email!.id, batch: batch!.id, attachment: attachment!.id };
  };
  const outreachA1 = await outreach(teamA, koxProjectA1);
  const outreachA2 = await outreach(teamA, koxProjectA2);
  const outreachB = await outreach(teamB, koxProjectB);
  // Parsed and synced (their rows are not in the forks' analytics stores: a page of their ads is empty).
  const adDataset = async (
    teamId: string,
    clientId: string,
    name: string,
    kind: 'sample' | 'account' | 'file',
    accountId: string | null,
  ) => {
    const [row] = await db
      .insert(adDatasets)
      .values({
        teamId,
        clientId,
        kind,
        platform: 'meta',
        name,
        accountId,
        state: 'success',
        ...(kind === 'file' ? { fileName: 'ads.csv', fileSize: 100 } : { currency: 'USD', timeZone: 'UTC' }),
      })
      .returning({ id: adDatasets.id });
    return row!.id;
  };
  const adAccountA1 = await adDataset(teamA, clientA1, `Ads ${CANARY_A}`, 'sample', 'sample-meta');
  const adAccountA2 = await adDataset(teamA, clientA2, `Ads ${CANARY_A2}`, 'account', '1234567890');
  const adAccountB = await adDataset(teamB, clientB, `Ads ${CANARY_B}`, 'sample', 'sample-meta');
  const adFileA1 = await adDataset(teamA, clientA1, `Export ${CANARY_A}`, 'file', null);
  const adFileA2 = await adDataset(teamA, clientA2, `Export ${CANARY_A2}`, 'file', null);
  const adFileB = await adDataset(teamB, clientB, `Export ${CANARY_B}`, 'file', null);

  const teamNameOf: Fixture['teamNameOf'] = {};
  const current = await db
    .select({ id: users.id, team: teams.name })
    .from(users)
    .innerJoin(teams, eq(teams.id, users.currentTeamId))
    .where(inArray(users.id, Object.values(ids)));
  for (const [caller, id] of Object.entries(ids))
    teamNameOf[caller as CallerName] = current.find((r) => r.id === id)?.team;

  const f: Fixture = {
    teamA,
    teamB,
    clientA1,
    clientA2,
    clientB,
    projectA1,
    projectA2,
    projectB,
    placementA1,
    placementA2,
    placementB,
    dashboardA1,
    dashboardA2,
    dashboardB,
    shareA1: sA1.share_id,
    shareA2: sA2.share_id,
    shareB: sB.share_id,
    linkA1: sA1.link_id,
    linkB: sB.link_id,
    sessionOf,
    sessionB,
    userIdOf: ids,
    teamNameOf,
    teamBName,
    bystanderA,
    bystanderB,
    newcomer,
    group,
    creatorA1,
    creatorA2,
    creatorB,
    savedSearchOf,
    savedSearchB,
    contentA1,
    contentA2,
    contentB,
    recommendationA,
    recommendationB,
    storageA1,
    storageA2,
    storageB,
    koxProjectA1,
    koxProjectA2,
    koxProjectB,
    templateA,
    templateB,
    outreachA1: outreachA1.email,
    outreachA2: outreachA2.email,
    outreachB: outreachB.email,
    outreachBatchA1: outreachA1.batch,
    outreachBatchA2: outreachA2.batch,
    outreachBatchB: outreachB.batch,
    attachmentA1: outreachA1.attachment,
    attachmentA2: outreachA2.attachment,
    attachmentB: outreachB.attachment,
    ...ads,
    adAccountA1,
    adAccountA2,
    adAccountB,
    adFileA1,
    adFileA2,
    adFileB,
  };

  // A copy of the world as built, which the shared checks never touch: each fork is a transaction on it, rolled
  // back when the fork closes (loading a copy per fork cost about a second of CPU, and the suites fork ~200 times).
  const client = (db as unknown as { $client: PGlite }).$client;
  const pristine = await createDb({
    memory: true,
    snapshot: await client.dumpDataDir('none'),
    inProcess: true,
  });
  return worldOf(t, f, tokens, pristine);
}

function worldOf(t: TestApp, f: Fixture, tokens: Record<string, string>, pristine: DbHandle): AuthzWorld {
  const pristineClient = (pristine.db as unknown as { $client: PGlite }).$client;
  return {
    t,
    f,
    headersOf: (caller): Record<string, string> => {
      if (caller === 'signed out') return {};
      if (caller === 'share viewer') return { 'sb-share-link': f.linkA1, 'sb-share-password': SHARE_CODE };
      return authHeaders(tokens[caller]!);
    },
    fork: async () => {
      const fork = await createTestApp({
        models: testModels(),
        database: await rolledBackDb(pristineClient),
      });
      return { ...worldOf(fork, f, tokens, pristine), close: () => fork.close() };
    },
    close: async () => {
      await t.close();
      await pristine.close();
    },
  };
}
