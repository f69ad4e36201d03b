import type { EndpointKey } from '../../../src/lib/api/endpoints.ts';
import type { CallerName, Fixture } from './authz-world.ts';

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
  /** The same request for team B's things: missing (10205) for every caller. */
  other?(f: Fixture): Input;
  /** The same request for team A's things under client A2: missing for the restricted member only. */
  hidden?(f: Fixture): Input;
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
const newBoard = (clientId: string, projectId: string) => ({
  name: 'New board',
  media: ['youtube'],
  client_id: clientId,
  project_id: projectId,
  subjects: [{ name: 'Adidas', keywords: 'adidas' }],
});
const ownSession = (f: Fixture, caller: CallerName) => f.sessionOf[caller] ?? f.sessionB;

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
  'dashboard.componentReorder': { ...dashboard(A1, { component_ids: [] }), mutates: true, alsoOk: [10201] },
  'dashboard.compute': { ...dashboard(A1, { range: '1m' }), alsoOk: [10206] },
  'dashboard.posts': dashboard(A1),
  'dashboard.checkAccounts': { own: () => ({ links: 'https://www.youtube.com/@nike' }) },
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
};
