import type { EndpointKey } from '../../../src/lib/api/endpoints.ts';
import type { CallerName, Fixture } from './authz-world.ts';
import { templateDraft } from '../helpers/kox-template-draft.ts';

type Input = Record<string, unknown>;

/**
 * How the generated authorization test calls one endpoint. Every endpoint of the table needs one: the test fails
 * for an endpoint without it, so a new endpoint cannot ship without saying what it reaches.
 */
export interface AuthzCase {
  /**
   * A request for team A's things that every caller the declaration allows may make (for the restricted
   * member: things under client A1). Callers outside team A find these ids missing.
   */
  own(f: Fixture, caller: CallerName): Input;
  /** The same request for team B's things (one request, or several ways in): missing (10205) for every caller. */
  other?(f: Fixture): Input | Input[];
  /** The same request for team A's things under client A2: missing for the restricted member only. */
  hidden?(f: Fixture): Input | Input[];
  /**
   * The ids only narrow a list: one the caller may not see finds nothing (an empty answer, not 10205), so where
   * another endpoint would answer missing this one answers 0, and only the names it shows are checked.
   */
  filters?: true;
  /** A system administrator reaches every team's ids through it (team/switch from backstage). */
  everyTeamForSystemAdmin?: true;
  /** It changes what it names: each strict allowed call runs in a new world. */
  mutates?: true;
  /** What an allowed `own` call may answer besides 0 (e.g. 10206 retrying a dashboard that has not failed). */
  alsoOk?: number[];
  /**
   * Public sign-in machinery (keys, passwords, OAuth codes): its answers depend on credentials, not on teams, so
   * only "no 5xx and no leak" is asserted; its own suites test it.
   */
  credentials?: true;
}

const dashboard = (id: (f: Fixture) => string, extra: Input = {}) => ({
  own: (f: Fixture) => ({ dashboard_id: id(f), ...extra }),
  other: (f: Fixture) => ({ dashboard_id: f.dashboardB, ...extra }),
  hidden: (f: Fixture) => ({ dashboard_id: f.dashboardA2, ...extra }),
});
const A1 = (f: Fixture) => f.dashboardA1;
const template = (extra: Input = {}) => ({
  own: (f: Fixture) => ({ template_id: f.templateA, ...extra }),
  other: (f: Fixture) => ({ template_id: f.templateB, ...extra }),
});
const newBoard = (clientId: string, projectId: string) => ({
  name: 'New board',
  media: ['youtube'],
  client_id: clientId,
  project_id: projectId,
  subjects: [{ name: 'Adidas', keywords: 'adidas' }],
});
const newAdBoard = (clientId: string, datasetId: string) => ({
  name: 'New ads',
  client_id: clientId,
  dataset_ids: [datasetId],
});
const ownSession = (f: Fixture, caller: CallerName) => f.sessionOf[caller] ?? f.sessionB;
/** Team A's member for team A's things, team B's for team B's. */
const members = (extra: Input = {}) => ({
  own: (f: Fixture) => ({ user_uids: [f.bystanderA], ...extra }),
  other: (f: Fixture) => ({ user_uids: [f.bystanderB], ...extra }),
  mutates: true as const,
});
const byClient = (key: string, extra: Input = {}, list = false) => {
  const id = (clientId: string) => ({ [key]: list ? [clientId] : clientId, ...extra });
  return {
    own: (f: Fixture) => id(f.clientA1),
    other: (f: Fixture) => id(f.clientB),
    hidden: (f: Fixture) => id(f.clientA2),
  };
};
/** A team creator's id narrows a content list: another team's or a hidden one finds nothing. */
const byCreator = () => ({
  own: (f: Fixture) => ({ creator_id: f.creatorA1 }),
  other: (f: Fixture) => ({ creator_id: f.creatorB }),
  hidden: (f: Fixture) => ({ creator_id: f.creatorA2 }),
});
const outreachEmail = (extra: Input = {}, list = false) => {
  const id = (emailId: string) => ({ email_id: emailId, ...extra });
  const ids = (emailId: string) => ({ email_ids: [emailId], ...extra });
  const of = list ? ids : id;
  return {
    own: (f: Fixture) => of(f.outreachA1),
    other: (f: Fixture) => of(f.outreachB),
    hidden: (f: Fixture) => of(f.outreachA2),
  };
};
const byProject = (key: string, extra: Input = {}, list = false) => {
  const id = (projectId: string) => ({ [key]: list ? [projectId] : projectId, ...extra });
  return {
    own: (f: Fixture) => id(f.projectA1),
    other: (f: Fixture) => id(f.projectB),
    hidden: (f: Fixture) => id(f.projectA2),
  };
};
const koxProject = (extra: Input = {}) => ({
  own: (f: Fixture) => ({ project_id: f.koxProjectA1, ...extra }),
  other: (f: Fixture) => ({ project_id: f.koxProjectB, ...extra }),
  hidden: (f: Fixture) => ({ project_id: f.koxProjectA2, ...extra }),
});
const byPlacement = (key: string, extra: Input = {}, list = false) => {
  const id = (placementId: string) => ({ [key]: list ? [placementId] : placementId, ...extra });
  return {
    own: (f: Fixture) => id(f.placementA1),
    other: (f: Fixture) => id(f.placementB),
    hidden: (f: Fixture) => id(f.placementA2),
  };
};

const adAccount = (extra: Input = {}) => ({
  own: (f: Fixture) => ({ dataset_id: f.adAccountA1, ...extra }),
  other: (f: Fixture) => ({ dataset_id: f.adAccountB, ...extra }),
  hidden: (f: Fixture) => ({ dataset_id: f.adAccountA2, ...extra }),
});
const adFile = (extra: Input = {}) => ({
  own: (f: Fixture) => ({ dataset_id: f.adFileA1, ...extra }),
  other: (f: Fixture) => ({ dataset_id: f.adFileB, ...extra }),
  hidden: (f: Fixture) => ({ dataset_id: f.adFileA2, ...extra }),
});

export const AUTHZ_CASES: Record<EndpointKey, AuthzCase> = {
  'auth.loginByPassword': {
    own: () => ({ account: 'authz-owner', password: 'wrong-password-1' }),
    credentials: true,
  },
  'auth.loadTokenByKey': { own: () => ({ token_key: 'not-a-real-key' }), credentials: true },
  'auth.loginByFeishuQr': {
    own: () => ({ code: 'x', redirect_uri: 'http://localhost/writer/login' }),
    credentials: true,
  },
  'auth.loginOptions': { own: () => ({}), credentials: true },
  'auth.logout': { own: () => ({}), mutates: true },
  'user.refreshToken': { own: () => ({ refresh_token: 'not-a-real-token' }), credentials: true },
  'perm.user': { own: () => ({}) },
  'user.info': { own: () => ({}) },
  'user.roleList': { own: () => ({}) },
  'users.list': { own: () => ({}) },
  'users.statusUpdate': {
    own: (f) => ({ user_uid: f.userIdOf.viewer, status: 'active' }),
    mutates: true,
  },
  'monitor.record': { own: () => ({ level: 'info', message: 'authz' }) },
  'session.listByDomain': { own: () => ({ domain: 'writer' }) },
  'session.addByApp': { own: () => ({ domain: 'writer', title: 'New' }), mutates: true },
  'session.edit': {
    own: (f, caller) => ({ session_id: ownSession(f, caller), title: 'Renamed' }),
    other: (f) => ({ session_id: f.sessionB, title: 'Renamed' }),
    mutates: true,
  },
  'session.del': {
    own: (f, caller) => ({ session_id: ownSession(f, caller) }),
    other: (f) => ({ session_id: f.sessionB }),
    mutates: true,
  },
  'session.chatHistory': {
    own: (f, caller) => ({ session_id: ownSession(f, caller) }),
    other: (f) => ({ session_id: f.sessionB }),
  },
  'chat.approveTool': {
    own: (f, caller) => ({
      session_id: ownSession(f, caller),
      message_id: 'none',
      tool_call_id: 'none',
      approved: false,
    }),
    other: (f) => ({ session_id: f.sessionB, message_id: 'none', tool_call_id: 'none', approved: false }),
    alsoOk: [10205],
  },
  'dashboard.list': { own: () => ({}) },
  'dashboard.add': {
    own: (f) => newBoard(f.clientA1, f.projectA1),
    other: (f) => newBoard(f.clientB, f.projectB),
    hidden: (f) => newBoard(f.clientA2, f.projectA2),
    mutates: true,
  },
  'dashboard.detail': dashboard(A1),
  'dashboard.update': { ...dashboard(A1, { name: 'Renamed board' }), mutates: true },
  'dashboard.del': { ...dashboard(A1), mutates: true },
  'dashboard.retry': { ...dashboard(A1), mutates: true, alsoOk: [10206] },
  'dashboard.reanalyze': { ...dashboard(A1), mutates: true, alsoOk: [10206] },
  'dashboard.componentAdd': { ...dashboard(A1, { api_key: 'db_overview' }), mutates: true, alsoOk: [10206] },
  'dashboard.componentDel': {
    ...dashboard(A1, { component_id: 'none' }),
    mutates: true,
    alsoOk: [10205],
  },
  'dashboard.componentEdit': {
    own: (f) => ({ dashboard_id: f.adDashboardA1, component_id: f.adComponentA1, settings: {} }),
    other: (f) => ({ dashboard_id: f.adDashboardB, component_id: f.adComponentB, settings: {} }),
    hidden: (f) => ({ dashboard_id: f.adDashboardA2, component_id: f.adComponentA2, settings: {} }),
    mutates: true,
  },
  'dashboard.componentReorder': { ...dashboard(A1, { component_ids: [] }), mutates: true, alsoOk: [10201] },
  'dashboard.compute': { ...dashboard(A1, { range: '1m' }), alsoOk: [10206] },
  'dashboard.posts': dashboard(A1),
  'dashboard.checkAccounts': { own: () => ({ links: 'https://www.youtube.com/@nike' }) },
  'adDashboard.add': {
    own: (f) => newAdBoard(f.clientA1, f.adDatasetA1),
    other: (f) => [newAdBoard(f.clientA1, f.adDatasetB), newAdBoard(f.clientB, f.adDatasetA1)],
    hidden: (f) => newAdBoard(f.clientA2, f.adDatasetA2),
    mutates: true,
  },
  // Nothing is created: the same datasets and clients as adDashboard.add, answered with a preview.
  'adDashboard.preview': {
    own: (f) => ({ client_id: f.clientA1, dataset_ids: [f.adDatasetA1] }),
    other: (f) => [
      { client_id: f.clientA1, dataset_ids: [f.adDatasetB] },
      { client_id: f.clientB, dataset_ids: [f.adDatasetA1] },
    ],
    hidden: (f) => ({ client_id: f.clientA2, dataset_ids: [f.adDatasetA2] }),
  },
  'adDashboard.update': {
    ...dashboard((f) => f.adDashboardA1, { window: '7d_click', name: 'Renamed ads' }),
    other: (f) => [
      { dashboard_id: f.adDashboardB, name: 'Renamed ads' },
      { dashboard_id: f.adDashboardA1, dataset_ids: [f.adDatasetB] },
    ],
    hidden: (f) => ({ dashboard_id: f.adDashboardA2, name: 'Renamed ads' }),
    mutates: true,
  },
  // The share viewer's link opens MK dashboard A1: past the share check, it is told that is not an AD one.
  'adDashboard.compute': {
    own: (f, caller) => ({
      dashboard_id: caller === 'share viewer' ? f.dashboardA1 : f.adDashboardA1,
      range: { kind: 'days', days: 7 },
    }),
    other: (f) => ({ dashboard_id: f.adDashboardB }),
    hidden: (f) => ({ dashboard_id: f.adDashboardA2 }),
    alsoOk: [10463],
  },
  'share.add': { ...dashboard(A1, { valid_days: 7 }), mutates: true },
  'share.list': dashboard(A1),
  'share.revoke': {
    own: (f) => ({ share_id: f.shareA1 }),
    other: (f) => ({ share_id: f.shareB }),
    hidden: (f) => ({ share_id: f.shareA2 }),
    mutates: true,
  },
  'share.verify': { own: (f) => ({ link: f.linkA1, code: 'Wrong2026code' }), credentials: true },
  'share.dashboard': {
    own: (f) => ({ dashboard_id: f.dashboardA1 }),
    other: (f) => ({ dashboard_id: f.dashboardB }),
    hidden: (f) => ({ dashboard_id: f.dashboardA2 }),
  },

  'team.list': { own: () => ({}) },
  'team.add': { own: () => ({ name: 'New team' }), mutates: true },
  'team.detail': { own: () => ({}) },
  'team.update': { own: () => ({ name: 'Renamed team' }), mutates: true },
  'team.logoDelete': { own: () => ({}), mutates: true },
  'team.deletePreview': { own: () => ({}) },
  'team.delete': { own: (f, caller) => ({ confirm_name: f.teamNameOf[caller] ?? '' }), mutates: true },
  'team.switch': {
    own: (f) => ({ team_id: f.teamA }),
    other: (f) => ({ team_id: f.teamB }),
    everyTeamForSystemAdmin: true,
    mutates: true,
  },
  'team.transferOwner': {
    own: (f) => ({ user_uid: f.userIdOf.admin }),
    other: (f) => ({ user_uid: f.bystanderB }),
    mutates: true,
  },
  // The owners of teams cannot leave them (10111): the outsider and the administrator own theirs.
  'team.leave': { own: () => ({}), mutates: true, alsoOk: [10111] },
  'team.users': { own: () => ({}) },
  // Accounts outside the team are shown to admins by design (docs/teams.md); this one is in no team.
  'team.userList': { own: () => ({ keyword: 'newcomer' }) },
  'team.addUsers': {
    own: (f) => ({ user_uids: [f.newcomer], role: 'editor', client_ids: [f.clientA1] }),
    other: (f) => ({ user_uids: [f.newcomer], role: 'editor', client_ids: [f.clientB] }),
    mutates: true,
  },
  'team.invite': {
    ...byClient('client_ids', { account: 'authz-invitee-a', name: 'Invitee A', role: 'viewer' }, true),
    mutates: true,
  },
  'team.batchModifyRole': members({ role: 'editor' }),
  'team.batchAuthClient': {
    own: (f) => ({ user_uids: [f.bystanderA], client_ids: [f.clientA1] }),
    other: (f) => [
      { user_uids: [f.bystanderB], client_ids: null },
      { user_uids: [f.bystanderA], client_ids: [f.clientB] },
    ],
    mutates: true,
  },
  'team.batchRemoveUser': members(),
  'team.memberStatus': members({ status: 'disabled' }),

  'audit.list': { own: () => ({}) },
  'audit.all': { own: () => ({}) },

  'client.list': { own: () => ({}) },
  'client.add': { own: () => ({ name: 'New client' }), mutates: true },
  'client.update': { ...byClient('client_id', { name: 'Renamed client' }), mutates: true },
  'client.delete': { ...byClient('client_ids', {}, true), mutates: true },
  'client.deletePreview': byClient('client_ids'),
  'client.userList': byClient('client_id'),

  'project.list': { ...byClient('client_id'), filters: true },
  'project.tree': { own: () => ({}) },
  'project.detail': byProject('project_id'),
  'project.add': { ...byClient('client_id', { name: 'New project' }), mutates: true },
  'project.update': {
    own: (f) => ({ project_id: f.projectA1, name: 'Renamed project' }),
    other: (f) => [
      { project_id: f.projectB, name: 'Renamed project' },
      { project_id: f.projectA1, client_id: f.clientB },
    ],
    hidden: (f) => [
      { project_id: f.projectA2, name: 'Renamed project' },
      { project_id: f.projectA1, client_id: f.clientA2 },
    ],
    mutates: true,
  },
  'project.delete': { ...byProject('project_ids', {}, true), mutates: true },

  'placement.list': { ...byProject('project_id'), filters: true },
  'placement.add': {
    ...byProject('project_id', { name: 'New placement', channel: 'social' }),
    mutates: true,
  },
  'placement.update': {
    own: (f) => ({ placement_id: f.placementA1, name: 'Renamed placement' }),
    other: (f) => [
      { placement_id: f.placementB, name: 'Renamed placement' },
      { placement_id: f.placementA1, project_id: f.projectB },
    ],
    hidden: (f) => [
      { placement_id: f.placementA2, name: 'Renamed placement' },
      { placement_id: f.placementA1, project_id: f.projectA2 },
    ],
    mutates: true,
  },
  'placement.delete': { ...byPlacement('placement_ids', {}, true), mutates: true },

  'backstage.teams': { own: () => ({}) },
  'backstage.clients': { own: (f) => ({ team_id: f.teamB }) },
  'backstage.projects': { own: () => ({}) },
  'backstage.placements': { own: () => ({}) },
  'backstage.teamDelete': { own: (f) => ({ team_id: f.teamB, confirm_name: f.teamBName }), mutates: true },
  'backstage.teamTransferOwner': {
    own: (f) => ({ team_id: f.teamB, user_uid: f.bystanderB }),
    mutates: true,
  },
  'backstage.userUpdate': {
    own: (f) => ({ user_uid: f.userIdOf.viewer, system_admin: true }),
    mutates: true,
  },
  'backstage.userAdd': { own: () => ({ account: 'authz-hire', name: 'Hire' }), mutates: true },
  'group.list': { own: () => ({}) },
  'group.detail': { own: (f) => ({ group_id: f.group }) },
  'group.add': { own: () => ({ name: 'New group' }), mutates: true },
  'group.update': { own: (f) => ({ group_id: f.group, name: 'Renamed group' }), mutates: true },
  'group.delete': { own: (f) => ({ group_ids: [f.group] }), mutates: true },
  'group.bindUser': { own: (f) => ({ group_id: f.group, user_uids: [f.userIdOf.viewer] }), mutates: true },

  'kox.publicList': { own: () => ({ topics: 'tech' }) },
  'kox.teamList': { ...byClient('client_id'), filters: true },
  // Creators are public: every member reads one, but only the team entries they may see come with it.
  'kox.detail': { own: (f) => ({ creator_id: f.creatorA2 }) },
  'kox.teamAdd': {
    ...byClient('client_id', { creator_ids: ['sample-000050'] }),
    mutates: true,
  },
  'kox.teamUpdate': {
    own: (f) => ({ creator_id: f.creatorA1, notes: 'Changed' }),
    other: (f) => [
      { creator_id: f.creatorB, notes: 'Changed' },
      { creator_id: f.creatorA1, client_id: f.clientB },
    ],
    hidden: (f) => [
      { creator_id: f.creatorA2, notes: 'Changed' },
      { creator_id: f.creatorA1, client_id: f.clientA2 },
    ],
    mutates: true,
  },
  'kox.teamRemove': {
    own: (f) => ({ creator_ids: [f.creatorA1] }),
    other: (f) => ({ creator_ids: [f.creatorB] }),
    hidden: (f) => ({ creator_ids: [f.creatorA2] }),
    mutates: true,
  },
  'kox.searchList': { own: () => ({}) },
  'kox.searchAdd': {
    own: () => ({ name: 'New search', scope: 'team', filters: { platform: 'youtube' } }),
    mutates: true,
  },
  'kox.importCreators': {
    ...byClient('client_id', { text: 'https://www.tiktok.com/@authz_import,Authz import' }),
    mutates: true,
  },
  'kox.importContent': {
    own: () => ({ text: 'https://www.youtube.com/watch?v=authzImport,100,product_placement' }),
    mutates: true,
  },
  'kox.contentList': { ...byCreator(), filters: true },
  'kox.contentDetail': {
    own: (f) => ({ content_id: f.contentA1 }),
    other: (f) => ({ content_id: f.contentB }),
    hidden: (f) => ({ content_id: f.contentA2 }),
  },
  'kox.contentUpdate': {
    own: (f) => ({ content_id: f.contentA1, price_usd: 120 }),
    other: (f) => ({ content_id: f.contentB, price_usd: 120 }),
    hidden: (f) => ({ content_id: f.contentA2, price_usd: 120 }),
    mutates: true,
  },
  'kox.contentDelete': {
    own: (f) => ({ content_ids: [f.contentA1] }),
    other: (f) => ({ content_ids: [f.contentB] }),
    hidden: (f) => ({ content_ids: [f.contentA2] }),
    mutates: true,
  },
  'kox.searchDelete': {
    own: (f, caller) => ({ search_id: f.savedSearchOf[caller] ?? f.savedSearchB }),
    other: (f) => ({ search_id: f.savedSearchB }),
    mutates: true,
  },

  'koxRecommend.list': { own: () => ({ app_name: 'smart_recommend' }) },
  'koxRecommend.create': { own: () => ({ app_name: 'smart_recommend', brief_text: 'tech' }), mutates: true },
  'koxRecommend.runAsync': {
    own: (f) => ({ app_name: 'smart_recommend', session_id: f.recommendationA }),
    other: (f) => ({ app_name: 'smart_recommend', session_id: f.recommendationB }),
    mutates: true,
  },
  'koxRecommend.detail': {
    own: (f) => ({ app_name: 'smart_recommend', session_id: f.recommendationA }),
    other: (f) => ({ app_name: 'smart_recommend', session_id: f.recommendationB }),
  },
  'koxRecommend.teamAdd': {
    own: (f) => ({ app_name: 'smart_recommend', session_id: f.recommendationA, client_id: f.clientA1 }),
    other: (f) => [
      { app_name: 'smart_recommend', session_id: f.recommendationB, client_id: f.clientA1 },
      { app_name: 'smart_recommend', session_id: f.recommendationA, client_id: f.clientB },
    ],
    hidden: (f) => ({ app_name: 'smart_recommend', session_id: f.recommendationA, client_id: f.clientA2 }),
    mutates: true,
  },
  'koxRecommend.similar': { own: () => ({ creator_id: 'sample-000050', count: 3 }) },
  'koxStorage.store': {
    ...byClient('client_id', { links: ['https://www.instagram.com/authz_new'] }),
    mutates: true,
  },
  'koxStorage.list': { own: () => ({}) },
  'koxMyData.summary': { own: () => ({ period: 'all' }) },
  // A mailbox is its user's own, in whatever team: nothing of a team's or a client's to reach.
  'koxMailbox.get': { own: () => ({}) },
  'koxMailbox.presets': { own: () => ({}) },
  'koxMailbox.save': { own: () => ({ kind: 'sandbox', sender_name: 'Authz' }), mutates: true },
  'koxMailbox.delete': { own: () => ({}), mutates: true },
  // The world's callers have no mailbox yet: 10205 "save a mailbox first" is the allowed answer.
  'koxMailbox.test': { own: () => ({}), alsoOk: [10205], mutates: true },
  'koxStorage.monitor': {
    own: (f) => ({ creator_ids: [f.creatorA1], monitoring: true }),
    other: (f) => ({ creator_ids: [f.creatorB], monitoring: true }),
    hidden: (f) => ({ creator_ids: [f.creatorA2], monitoring: true }),
    mutates: true,
  },
  'koxStorage.followerHistory': {
    own: (f) => ({ creator_id: f.creatorA1 }),
    other: (f) => ({ creator_id: f.creatorB }),
    hidden: (f) => ({ creator_id: f.creatorA2 }),
  },
  'koxStorage.retry': {
    own: (f) => ({ record_id: f.storageA1 }),
    other: (f) => ({ record_id: f.storageB }),
    hidden: (f) => ({ record_id: f.storageA2 }),
    mutates: true,
  },
  // The projects have no template (10316); the callers have no mailbox (10312); the e-mails are drafts (10315).
  'koxOutreach.draft': { ...koxProject({ language: 'en' }), alsoOk: [10316], mutates: true },
  'koxOutreach.batch': {
    own: (f) => ({ batch_id: f.outreachBatchA1 }),
    other: (f) => ({ batch_id: f.outreachBatchB }),
    hidden: (f) => ({ batch_id: f.outreachBatchA2 }),
  },
  'koxOutreach.list': koxProject(),
  'koxOutreach.get': outreachEmail(),
  'koxOutreach.update': { ...outreachEmail({ subject: 'Edited' }), mutates: true },
  'koxOutreach.schedule': { ...outreachEmail({}, true), alsoOk: [10312], mutates: true },
  'koxOutreach.returnToDraft': { ...outreachEmail({}, true), alsoOk: [10315], mutates: true },
  'koxOutreach.resend': { ...outreachEmail({}, true), alsoOk: [10315], mutates: true },
  'koxOutreach.followUpCandidates': koxProject(),
  'koxOutreach.followUpNow': { ...koxProject(), alsoOk: [10318], mutates: true },
  'koxOutreach.senderStatus': { own: () => ({}) },
  'koxOutreach.resumeSending': { own: () => ({}), alsoOk: [10312], mutates: true },
  'koxOutreach.senderSettings': { own: () => ({ daily_cap: 100 }), alsoOk: [10312], mutates: true },
  'koxOutreach.attachments': outreachEmail(),
  'koxOutreach.removeAttachment': {
    own: (f) => ({ attachment_id: f.attachmentA1 }),
    other: (f) => ({ attachment_id: f.attachmentB }),
    hidden: (f) => ({ attachment_id: f.attachmentA2 }),
    mutates: true,
  },
  'koxProject.list': { own: () => ({}) },
  'koxProject.create': {
    ...byClient('client_id', { name: 'New KOX project', start_at: '2026-02-01T00:00:00.000Z' }),
    mutates: true,
  },
  'koxProject.update': { ...koxProject({ name: 'Renamed' }), mutates: true },
  'koxProject.delete': { ...koxProject(), mutates: true },
  'koxProject.detail': koxProject(),
  'koxProject.performance': koxProject(),
  'koxProject.addCreators': { ...koxProject({ creator_ids: ['sample-000071'] }), mutates: true },
  'koxProject.removeCreators': { ...koxProject({ creator_ids: ['sample-000070'] }), mutates: true },
  'koxProject.briefUpdate': { ...koxProject({ brief: { topic: 'Trail running' } }), mutates: true },
  'koxTemplate.list': { own: () => ({}) },
  'koxTemplate.detail': template(),
  'koxTemplate.create': { own: () => templateDraft({ name: 'New template' }), mutates: true },
  'koxTemplate.update': { ...template({ ...templateDraft({ name: 'Renamed template' }) }), mutates: true },
  'koxTemplate.delete': { ...template(), mutates: true },
  'koxTemplate.duplicate': { ...template({ name: 'Copied template' }), mutates: true },
  'koxReplies.thread': koxProject({ creator_id: 'sample-000070' }),
  'koxReplies.judgments': koxProject(),
  // The world's projects have no template: a label cannot be one of theirs (10322) for those allowed in.
  'koxReplies.override': {
    ...koxProject({ creator_id: 'sample-000070', label_id: 'some-label', note: 'Checked by phone' }),
    alsoOk: [10322],
    mutates: true,
  },
  'koxReplies.board': koxProject(),
  // No e-mail was sent in the world: the id is missing for everyone; the sandbox suite covers the rest.
  'koxReplies.simulateReply': {
    own: () => ({ email_id: 'no-such-email', kind: 'interested', language: 'en' }),
    alsoOk: [10205],
    mutates: true,
  },
  'koxReplies.pollStatus': { own: () => ({}) },

  'adAccount.samples': { own: () => ({}) },
  'adAccount.list': { own: () => ({}) },
  'adAccount.check': { own: () => ({ platform: 'tiktok', account_id: 'sample-tiktok' }) },
  'adAccount.add': {
    ...byClient('client_id', { platform: 'tiktok', account_id: 'sample-tiktok' }),
    mutates: true,
  },
  'adAccount.update': {
    own: (f) => ({ dataset_id: f.adAccountA1, name: 'Renamed ads' }),
    other: (f) => [
      { dataset_id: f.adAccountB, name: 'Renamed ads' },
      { dataset_id: f.adAccountA1, client_id: f.clientB },
    ],
    hidden: (f) => [
      { dataset_id: f.adAccountA2, name: 'Renamed ads' },
      { dataset_id: f.adAccountA1, client_id: f.clientA2 },
    ],
    mutates: true,
  },
  'adAccount.delete': { ...adAccount(), mutates: true },
  'adAccount.sync': { ...adAccount(), mutates: true },
  'adData.list': { own: () => ({}) },
  'adData.detail': adFile(),
  'adData.update': { ...adFile({ name: 'Renamed export' }), mutates: true },
  'adData.budget': { ...adAccount({ monthly_budget_usd: 1200 }), mutates: true },
  'adData.delete': { ...adFile(), mutates: true },
  'adTags.rules': adFile(),
  'adTags.saveRules': { ...adFile({ rules: { product: 'shoe, Shoes' } }), mutates: true },
  'adTags.list': adFile(),
  // The forks' analytics stores hold no rows: the ad is not in the data (10448) for those allowed in.
  'adTags.correct': {
    ...adFile({ ad_ids: ['ad-1'], dimension: 'product', tag: 'Shoes' }),
    alsoOk: [10448],
    mutates: true,
  },
};
