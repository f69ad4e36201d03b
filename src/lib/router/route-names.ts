/**
 * Every named route of spec §2: name → full path and, for screens that show a title, the `screens:title.<id>`
 * key. The spec's own names (root, login, bulogin, BuloginPwdbulogin, loginWriter, loginDesigner,
 * previewDocument, dev, 404, reportShare, hotideasShare, benchmark, socialBoosterUsageGuide, twitchLive) are kept
 * verbatim; the rest are named after their path. Route files carry the name in `staticData` (see route-meta.ts).
 */
interface RouteEntry {
  path: string;
  /** Key under `screens:title.` for routes that show a screen. */
  titleKey?: string;
  /** The route only redirects elsewhere (spec §2 "redirects to …"); it never shows anything itself. */
  forwards?: true;
}

const r = (path: string, titleKey: string): RouteEntry => ({ path, titleKey });
const forward = (path: string): RouteEntry => ({ path, forwards: true });

export const ROUTES = {
  root: forward('/'),
  login: forward('/login'),
  '404': forward('/$'),
  loginWriter: r('/writer/login', 'sign-in'),
  loginDesigner: r('/designer/login', 'sign-in-designer'),
  bulogin: forward('/bulogin'),
  BuloginPwdbulogin: r('/bulogin/pwdbulogin', 'password-sign-in'),
  selectRole: r('/selectrole', 'select-role'),
  previewDocument: r('/preview', 'preview-document'),
  dev: r('/dev', 'dev'),
  twitchLive: r('/twitchLive', 'twitch-live'),
  reportShare: r('/writer/reportShare', 'report-share'),
  hotideasShare: r('/writer/hotideasShare', 'hotideas-share'),
  designer: r('/designer', 'designer-home'),

  writer: forward('/writer'),
  appStore: r('/writer/app/store', 'app-store'),
  appSession: r('/writer/app/session', 'app-session'),
  appReport: r('/writer/app/report', 'app-report'),
  appAitag: r('/writer/app/aitag', 'app-aitag'),
  appHotideas: r('/writer/app/hotideas', 'app-hotideas'),
  appStrategydoc: r('/writer/app/strategydoc', 'app-strategydoc'),
  knowledge: r('/writer/knowledge', 'knowledge'),
  editor: r('/writer/editor', 'editor'),
  socialBoosterUsageGuide: r('/writer/socialBooster/usageGuide', 'usage-guide'),

  backstage: forward('/writer/backstage'),
  backstageGroup: r('/writer/backstage/group', 'backstage-group'),
  backstageTeam: r('/writer/backstage/team', 'backstage-team'),
  backstageCustomer: r('/writer/backstage/customer', 'backstage-customer'),
  backstageProject: r('/writer/backstage/project', 'backstage-project'),
  backstagePlacement: r('/writer/backstage/placement', 'backstage-placement'),
  backstageAppmanage: forward('/writer/backstage/appmanage'),
  backstageMyapp: r('/writer/backstage/appmanage/myapp', 'backstage-myapp'),
  backstageAllapp: r('/writer/backstage/appmanage/allapp', 'backstage-allapp'),
  backstageUsermanage: r('/writer/backstage/usermanage', 'backstage-usermanage'),
  backstageDebug: r('/writer/backstage/debug', 'backstage-debug'),

  stats: forward('/writer/stats'),
  statsDashboard: r('/writer/stats/dashboard', 'stats-dashboard'),
  statsUserDashboard: r('/writer/stats/user-dashboard', 'stats-user-dashboard'),
  statsAppDashboard: r('/writer/stats/app-dashboard', 'stats-app-dashboard'),

  teammanage: forward('/writer/teammanage'),
  teammanageMember: r('/writer/teammanage/member', 'teammanage-member'),
  teammanageClient: r('/writer/teammanage/client', 'teammanage-client'),
  teammanageProject: r('/writer/teammanage/project', 'teammanage-project'),
  teammanagePlacement: r('/writer/teammanage/placement', 'teammanage-placement'),
  teammanageTeamsetting: r('/writer/teammanage/teamsetting', 'teammanage-teamsetting'),
  teammanageAdData: r('/writer/teammanage/adData', 'teammanage-ad-data'),

  appConfiguration: forward('/writer/apps/configuration/$app_doi'),
  appConfigurationBase: r('/writer/apps/configuration/$app_doi/base', 'app-config-base'),
  appConfigurationRole: r('/writer/apps/configuration/$app_doi/role', 'app-config-role'),
  appConfigurationBind: r('/writer/apps/configuration/$app_doi/bind', 'app-config-bind'),
  appConfigurationStat: r('/writer/apps/configuration/$app_doi/stat', 'app-config-stat'),
  appConfigurationOverview: r('/writer/apps/configuration/$app_doi/overview', 'app-config-overview'),
  appConfigurationSkill: forward('/writer/apps/configuration/$app_doi/skill'),
  appConfigurationSkillWorkflow: r(
    '/writer/apps/configuration/$app_doi/skill/workflow',
    'app-config-workflow',
  ),
  appConfigurationSkillShortcut: r(
    '/writer/apps/configuration/$app_doi/skill/shortcut',
    'app-config-shortcut',
  ),
  appConfigurationSkillFeedback: r(
    '/writer/apps/configuration/$app_doi/skill/feedback',
    'app-config-feedback',
  ),
  appConfigurationPublish: r('/writer/apps/configuration/$app_doi/publish', 'app-config-publish'),

  debugAudit: r('/writer/debug/audit', 'debug-audit'),
  debugQuestlog: r('/writer/debug/questlog', 'debug-questlog'),

  kox: forward('/writer/kox'),
  koxList: r('/writer/kox/list', 'kox-list'),
  koxDetail: r('/writer/kox/detail', 'kox-detail'),
  koxExpertDetail: r('/writer/kox/expertDetail', 'kox-expert-detail'),
  koxContentDetail: r('/writer/kox/contentDetail', 'kox-content-detail'),
  koxMyData: r('/writer/kox/myData', 'kox-my-data'),
  koxProjects: r('/writer/kox/projects', 'kox-projects'),
  koxProject: r('/writer/kox/project', 'kox-project-detail'),
  koxIntelligentRecommendation: r('/writer/kox/intelligentRecommendation', 'kox-recommendation'),
  koxMailbox: r('/writer/kox/mailbox', 'kox-mailbox'),
  koxTemplates: r('/writer/kox/templates', 'kox-templates'),
  koxOutreach: r('/writer/kox/outreach', 'kox-outreach'),

  benchmark: forward('/benchmark'),
  benchmarkStrategydoc: r('/benchmark/strategydoc', 'benchmark-strategydoc'),
  benchmarkHotideas: r('/benchmark/hotideas', 'benchmark-hotideas'),
  benchmarkReport: r('/benchmark/app/report', 'benchmark-report'),
} as const satisfies Record<string, RouteEntry>;

export type RouteName = keyof typeof ROUTES;
export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

const byPath = new Map<string, RouteName>(ROUTE_NAMES.map((name) => [ROUTES[name].path, name]));

/** The name of the route whose full path (as TanStack writes it: `/writer/`, `/writer/kox/list`) is given. */
export function routeNameOfPath(fullPath: string): RouteName | undefined {
  const trimmed = fullPath.length > 1 ? fullPath.replace(/\/+$/, '') : fullPath;
  return byPath.get(trimmed);
}

export function titleKeyOf(name: RouteName): string | undefined {
  const entry: RouteEntry = ROUTES[name];
  return entry.titleKey;
}

export function isForwardingRoute(name: RouteName): boolean {
  const entry: RouteEntry = ROUTES[name];
  return entry.forwards === true;
}
