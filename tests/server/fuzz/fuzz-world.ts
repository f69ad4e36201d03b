import { eq, inArray } from 'drizzle-orm';
import { MockLanguageModelV4 } from 'ai/test';
import { IMPORT_TEMPLATE_PATH } from '../../../src/lib/api/endpoints.ts';
import {
  clients,
  dashboards,
  projects,
  teamMemberClients,
  teamMembers,
  teams,
  users,
} from '../../../server/db/schema/index.ts';
import { streamOf, textParts } from '../chat/chat-test-kit.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createAdSources } from '../../../server/ads/sources/create-ad-source.ts';
import { addTeamMember, switchTeam } from '../helpers/teams.ts';
import { addUser } from '../helpers/users.ts';
import { teamRoleAtLeast, type TeamRole } from '../../../src/lib/roles.ts';
import type { AccessRule, OpenApiDocument, Operation } from './openapi-operations.ts';
import { FilePart } from './special-values.ts';
import type { KnownValues } from './valid-value.ts';

/** Uploads that take an image, not a sheet: their valid baseline is a real picture, so cases reach the handler. */
const IMAGE_UPLOADS = new Set(['team.logoUpload', 'adData.uploadCover']);

/**
 * Ad platforms that refuse every token, as the real ones refuse a wrong one (Meta 190, TikTok 40105): a fuzzed
 * account check reaches the source and is answered without leaving the machine.
 */
const refusingAdSources = () =>
  createAdSources({
    meta: {
      fetch: async () =>
        Response.json(
          { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } },
          { status: 400 },
        ),
    },
    tiktok: {
      fetch: async () =>
        Response.json({ code: 40105, message: 'Access token is incorrect or has been revoked.', data: {} }),
    },
  });
const ONE_PIXEL_PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);

export type CallerName = 'signed out' | 'administrator' | 'viewer' | 'share viewer';

export interface Caller {
  name: CallerName;
  headers(): Record<string, string>;
}

const VIEWER = { account: 'fuzz-viewer', password: 'fuzz-viewer-password-1' };
/** The account the fuzzer may sign in to, disable and enable (never one of the callers). */
const TARGET = { account: 'fuzz-target', password: 'fuzz-target-password-1' };
const SHARE_CODE = 'Fuzz2026code';

interface Seeded {
  dashboardId: string;
  adDatasetId: string;
  subjectIds: string[];
  componentIds: string[];
  shareId: string;
  linkId: string;
  sessionId: string;
}

/**
 * The app under fuzz with its callers and a little real data (a ready dashboard with a subject, two
 * components and a share link, a session), so id-taking operations get real ids. `repair()` puts back
 * whatever the previous operation deleted, revoked or disabled.
 */
export interface FuzzWorld {
  t: TestApp;
  document: OpenApiDocument;
  /**
   * A request through the app, from a new client address each time (so per-address rate limits see separate
   * clients) unless `address` is given.
   */
  request(url: string, init: RequestInit, address?: string): Promise<Response>;
  callersOf(op: Operation): Caller[];
  passesAccess(rule: AccessRule, caller: CallerName): boolean;
  /** Values that pass: the world's records, and a file the operation takes (a PNG for an image upload). */
  known(opId?: string): KnownValues;
  repair(): Promise<void>;
  close(): Promise<void>;
}

const auth = (token: string) => ({ 'MB-TOKEN': token, Authorization: `Bearer ${token}` });

export async function createFuzzWorld(): Promise<FuzzWorld> {
  // A model that always answers "ok", so chat turns stream to the end without a provider.
  const model = () => new MockLanguageModelV4({ doStream: async () => streamOf(textParts(['ok'])) });
  const t = await createTestApp({
    models: { name: 'test', chatModel: model },
    adSources: refusingAdSources(),
  });
  const viewerId = await addUser(t.deps.db, VIEWER.account, VIEWER.password);
  const targetId = await addUser(t.deps.db, TARGET.account, TARGET.password);
  // The demo team, client and project of the seed, for the dashboard's optional references. The viewer works
  // there as a team viewer, so they read the administrator's dashboard and are refused its writes.
  const [team] = await t.deps.db
    .select({ id: teams.id })
    .from(teams)
    .where(eq(teams.personal, false))
    .limit(1);
  await addTeamMember(t.deps, team!.id, viewerId, 'viewer');
  await switchTeam(t.deps, viewerId, team!.id);
  const [client] = await t.deps.db.select({ id: clients.id }).from(clients).limit(1);
  const [project] = await t.deps.db.select({ id: projects.id }).from(projects).limit(1);
  const tokens = { admin: await t.signIn(), viewer: await t.signIn(VIEWER.account, VIEWER.password) };
  const document = (await (await t.app.request('/openapi.json')).json()) as OpenApiDocument;
  const template = new Uint8Array(
    await (
      await t.app.request(`${IMPORT_TEMPLATE_PATH}?format=csv`, { headers: auth(tokens.admin) })
    ).arrayBuffer(),
  );

  let sent = 0;
  const request = (url: string, init: RequestInit, address?: string) => {
    sent++;
    const remoteAddress = address ?? `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`;
    return Promise.resolve(t.app.request(url, init, { incoming: { socket: { remoteAddress } } }));
  };

  const addDashboard = async () => {
    const created = await t.call(
      'dashboard.add',
      {
        name: 'Fuzz board',
        media: ['youtube'],
        frequency: 'weekly',
        subjects: [{ name: 'Fuzz', keywords: 'fuzz' }],
        components: ['db_overview', 'db_top5_videos_by_views'],
      },
      tokens.admin,
    );
    if (created.body.code !== 0) throw new Error(`Seeding the dashboard failed: ${created.body.message}`);
    return created.body.data.dashboard_id;
  };
  const addShare = async (dashboardId: string) => {
    const res = await t.call(
      'share.add',
      { dashboard_id: dashboardId, valid_days: 30, code: SHARE_CODE },
      tokens.admin,
    );
    if (res.body.code !== 0) throw new Error(`Seeding the share link failed: ${res.body.message}`);
    return res.body.data;
  };
  /** A bound sample account: its id is what the ad endpoints take (its sync never runs here). */
  const addAdDataset = async () => {
    const res = await t.call('adAccount.add', { platform: 'meta', account_id: 'sample-meta' }, tokens.admin);
    if (res.body.code !== 0) throw new Error(`Seeding the ad account failed: ${res.body.message}`);
    return res.body.data.dataset_id;
  };
  const addSession = async () =>
    (await t.call('session.addByApp', { domain: 'writer', app_doi: null, title: 'Fuzz' }, tokens.admin)).body
      .data.session_id;

  const seeded = {} as Seeded;
  const refreshDashboard = async () => {
    await t.deps.db.update(dashboards).set({ status: 'ready' }).where(eq(dashboards.id, seeded.dashboardId));
    const detail = (await t.call('dashboard.detail', { dashboard_id: seeded.dashboardId }, tokens.admin)).body
      .data;
    seeded.subjectIds = detail.subjects.map((s) => s.subject_id);
    seeded.componentIds = detail.components.map((c) => c.component_id);
  };
  const newDashboard = async () => {
    seeded.dashboardId = await addDashboard();
    const share = await addShare(seeded.dashboardId);
    Object.assign(seeded, { shareId: share.share_id, linkId: share.link_id });
  };
  await newDashboard();
  seeded.sessionId = await addSession();
  seeded.adDatasetId = await addAdDataset();
  await refreshDashboard();

  const alive = async (token: string) => (await t.call('perm.user', {}, token)).body.code === 0;

  const adminId = (await t.call('user.info', {}, tokens.admin)).body.data.user_uid;
  /**
   * Puts both callers back where the expectations assume them: the viewer an active, unrestricted viewer of the
   * demo team and both working in it (a fuzzed team.add, switch, leave or role change moves them elsewhere).
   */
  const restoreTeams = () =>
    t.deps.authCache.change(t.deps.db, async (tx, changed) => {
      await tx
        .insert(teamMembers)
        .values({ teamId: team!.id, userId: viewerId, role: 'viewer' })
        .onConflictDoUpdate({
          target: [teamMembers.teamId, teamMembers.userId],
          set: { role: 'viewer', status: 'active', restricted: false },
        });
      await tx.delete(teamMemberClients).where(eq(teamMemberClients.userId, viewerId));
      await tx
        .update(users)
        .set({ currentTeamId: team!.id })
        .where(inArray(users.id, [viewerId, adminId]));
      changed.add(viewerId);
      changed.add(adminId);
    });

  const repair = async () => {
    await t.deps.db.update(users).set({ status: 'active' }).where(eq(users.id, targetId));
    await restoreTeams();
    if (!(await alive(tokens.admin))) tokens.admin = await t.signIn();
    if (!(await alive(tokens.viewer))) tokens.viewer = await t.signIn(VIEWER.account, VIEWER.password);
    if (
      (await t.call('dashboard.detail', { dashboard_id: seeded.dashboardId }, tokens.admin)).body.code !== 0
    )
      await newDashboard();
    const shares = (await t.call('share.list', { dashboard_id: seeded.dashboardId }, tokens.admin)).body.data;
    if (!shares.some((s) => s.share_id === seeded.shareId && s.status === 'active')) {
      const share = await addShare(seeded.dashboardId);
      Object.assign(seeded, { shareId: share.share_id, linkId: share.link_id });
    }
    if ((await t.call('session.chatHistory', { session_id: seeded.sessionId }, tokens.admin)).body.code !== 0)
      seeded.sessionId = await addSession();
    if ((await t.call('adData.detail', { dataset_id: seeded.adDatasetId }, tokens.admin)).body.code !== 0)
      seeded.adDatasetId = await addAdDataset();
    await refreshDashboard();
  };

  const callers: Record<CallerName, Caller> = {
    'signed out': { name: 'signed out', headers: () => ({}) },
    administrator: { name: 'administrator', headers: () => auth(tokens.admin) },
    viewer: { name: 'viewer', headers: () => auth(tokens.viewer) },
    'share viewer': {
      name: 'share viewer',
      headers: () => ({ 'sb-share-link': seeded.linkId, 'sb-share-password': SHARE_CODE }),
    },
  };
  const teamRoleOf: Partial<Record<CallerName, TeamRole>> = { administrator: 'owner', viewer: 'viewer' };

  return {
    t,
    document,
    request,
    callersOf: (op) => [
      callers['signed out'],
      callers.administrator,
      callers.viewer,
      ...(op.takesShareHeaders ? [callers['share viewer']] : []),
    ],
    passesAccess: (rule, caller) => {
      if (rule.kind === 'public') return true;
      if (rule.kind === 'share') return caller !== 'signed out';
      if (caller === 'signed out' || caller === 'share viewer') return false;
      if (rule.kind === 'system') return caller === 'administrator';
      if (rule.kind === 'team') return teamRoleAtLeast(teamRoleOf[caller]!, rule.role!);
      return rule.kind === 'user';
    },
    known: (opId?: string) => ({
      dashboard_id: seeded.dashboardId,
      subject_id: seeded.subjectIds[0],
      subject_ids: seeded.subjectIds,
      component_id: seeded.componentIds[0],
      component_ids: seeded.componentIds,
      share_id: seeded.shareId,
      link: seeded.linkId,
      code: SHARE_CODE,
      session_id: seeded.sessionId,
      dataset_id: seeded.adDatasetId,
      user_uid: targetId,
      account: TARGET.account,
      password: TARGET.password,
      team_id: team?.id,
      client_id: client?.id,
      project_id: project?.id,
      api_key: 'db_overview',
      components: ['db_overview'],
      file: IMAGE_UPLOADS.has(opId ?? '')
        ? new FilePart(ONE_PIXEL_PNG, 'logo.png', 'image/png')
        : new FilePart(template, 'post-import-template.csv', 'text/csv'),
    }),
    repair,
    close: () => t.close(),
  };
}
