import { AD_REPORT_APP_DOI } from './ads/ad-dashboard-values.ts';
/**
 * Every screen of the spec's route table (§2) as data: shared by the route files, the artifact registry,
 * the ⌘K palette, the `open_screen` tool contract and the offline model. No React here.
 *
 * `keywords` are what a user might type to mean the screen (lower-case, zh and en); the offline model
 * matches them. `artifact: false` marks screens that make no sense inside the side panel.
 */
export interface ScreenEntry {
  id: string;
  path: string;
  /** i18n key in the `screens` namespace, under `title.` */
  titleKey: string;
  group: 'apps' | 'kox' | 'analytics' | 'team' | 'backstage' | 'stats' | 'benchmark' | 'workspace' | 'other';
  keywords: readonly string[];
  artifact: boolean;
  /** The route shows the real screen; until its issue lands it shows "not available yet". */
  built: boolean;
  /**
   * For developers, not marketers (debug logs, previews): its route works by URL, but ⌘K, `/open`, the
   * assistant and the start page never offer it.
   */
  internal: boolean;
  /** Views of the screen reached by search parameters that the start page offers as apps of their own. */
  views?: readonly ScreenView[];
}

export interface ScreenView {
  /** Its title is `screens:viewTitle.<id>`, its description `apps:views.<id>.description`. */
  id: string;
  search: Readonly<Record<string, string>>;
  /** What a user might type to mean the view, like a screen's `keywords`. */
  keywords: readonly string[];
}

const BUILT_SCREENS: ReadonlySet<string> = new Set([
  'app-store',
  'app-session',
  'app-report',
  'knowledge',
  'select-role',
  'teammanage-member',
  'teammanage-teamsetting',
  'teammanage-client',
  'teammanage-project',
  'teammanage-placement',
  'teammanage-ad-data',
  'backstage-customer',
  'backstage-project',
  'backstage-placement',
  'backstage-team',
  'backstage-usermanage',
  'backstage-group',
  'debug-audit',
  'kox-list',
  'kox-detail',
  'kox-content-detail',
  'kox-my-data',
  'kox-recommendation',
  'kox-projects',
  'kox-project-detail',
  'kox-mailbox',
  'kox-templates',
  'kox-outreach',
]);
const INTERNAL_SCREENS: ReadonlySet<string> = new Set([
  'backstage-debug',
  'debug-audit',
  'debug-questlog',
  'preview-document',
  'dev',
]);

const screen = (
  id: string,
  path: string,
  group: ScreenEntry['group'],
  keywords: readonly string[],
  artifact = true,
): ScreenEntry => ({
  id,
  path,
  titleKey: id,
  group,
  keywords,
  artifact,
  built: BUILT_SCREENS.has(id),
  internal: INTERNAL_SCREENS.has(id),
});

export const SCREENS = [
  screen(
    'app-store',
    '/writer/app/store',
    'workspace',
    ['app store', 'apps', 'ai apps', 'start page', 'home', '应用', '应用商店', '首页', 'ai应用'],
    false,
  ),
  screen(
    'app-session',
    '/writer/app/session',
    'workspace',
    ['assistant', 'chat', 'session', '助手', '对话', '会话'],
    false,
  ),
  {
    ...screen('app-report', '/writer/app/report', 'analytics', [
      'report',
      'reports',
      'report builder',
      'my dashboards',
      'dashboard list',
      'all dashboards',
      'what dashboards',
      'which dashboards',
      '报告',
      '报表',
      '我的看板',
      '我们的看板',
      '团队的看板',
      '看板列表',
      '所有看板',
      '哪些看板',
      '几个看板',
    ]),
    // The AD report's list of ad dashboards (spec §2: the report app by its app_doi).
    views: [
      {
        id: 'ad-dashboards',
        search: { app_doi: AD_REPORT_APP_DOI },
        keywords: [
          'ad dashboards',
          'ad dashboard list',
          'ads dashboards',
          'ad reports',
          'ads report',
          'ad report list',
          // One ad dashboard with nothing naming it ("show me the ad dashboard"); "the Nike ad dashboard" is not this.
          'the ad dashboard',
          'my ad dashboard',
          'the ads dashboard',
          'my ads dashboard',
          'the ad report',
          'my ad report',
          '广告看板',
          '广告看板列表',
          '广告报告',
          '广告报表',
        ],
      },
    ],
  },
  screen('app-aitag', '/writer/app/aitag', 'apps', ['ai tag', 'ai tags', 'tags', '标签', 'ai标签'], true),
  screen(
    'app-hotideas',
    '/writer/app/hotideas',
    'apps',
    ['hot ideas', 'hotideas', 'ideas', '热点', '爆款创意', '热门创意'],
    true,
  ),
  screen(
    'app-strategydoc',
    '/writer/app/strategydoc',
    'apps',
    ['strategy doc', 'strategy document', 'strategy', '策略文档', '策略'],
    true,
  ),
  screen(
    'knowledge',
    '/writer/knowledge',
    'workspace',
    ['knowledge', 'knowledge base', '知识库', '知识'],
    false,
  ),
  {
    ...screen(
      'kox-list',
      '/writer/kox/list',
      'kox',
      [
        'kox list',
        'kox',
        'kol',
        'kol list',
        'influencers',
        'influencer list',
        'creators',
        '达人',
        '达人列表',
        'kox列表',
        '红人',
        '网红',
        'creator database',
        'public database',
        '达人库',
        '红人库',
        '公共达人库',
        // The storage by link is a tab of this screen (decision 101).
        'kox storage',
        'store links',
        'storage status',
        '达人入库',
        '链接入库',
        '入库状态',
      ],
      true,
    ),
    views: [
      // The list's team tab: the creators the team saved, imported or stored.
      {
        id: 'kox-team',
        search: { scope: 'team' },
        keywords: [
          'team database',
          'team creator database',
          'team creators',
          'our creators',
          'our creator database',
          'saved creators',
          'creators we saved',
          'creators our team saved',
          '团队达人库',
          '团队库',
          '我们的达人库',
          '团队的达人库',
          '团队达人',
          '已保存的达人',
          '我们保存的达人',
        ],
      },
      // The team database with its import dialog open (spec §5: KOX import, with the template to download).
      {
        id: 'kox-import',
        search: { scope: 'team', import: 'creators' },
        keywords: [
          'import creators',
          'import influencers',
          'import kols',
          'import kox',
          'creator import',
          'kox import',
          'import template',
          'creator import template',
          'kox import template',
          'bulk import creators',
          'upload creators',
          '导入达人',
          '达人导入',
          '批量导入达人',
          '导入红人',
          '导入博主',
          '导入模板',
          '达人导入模板',
          '上传达人',
        ],
      },
    ],
  },
  screen(
    'kox-detail',
    '/writer/kox/detail',
    'kox',
    [
      'kox detail',
      'influencer detail',
      'creator detail',
      'creator profile',
      '达人详情',
      '红人详情',
      '达人资料',
    ],
    true,
  ),
  screen(
    'kox-my-data',
    '/writer/kox/myData',
    'kox',
    [
      'my data',
      'kox spend',
      'cpm',
      'cpv',
      'kox tasks',
      'campaign spend',
      '我的数据',
      '投放花费',
      '达人投放数据',
      '任务列表',
    ],
    true,
  ),
  screen(
    'kox-mailbox',
    '/writer/kox/mailbox',
    'kox',
    [
      'mailbox',
      'email settings',
      'smtp',
      'imap',
      'sender email',
      'email account',
      '邮箱设置',
      '发件邮箱',
      '邮箱配置',
      '我的邮箱',
      '邮箱账号',
      '授权码',
    ],
    true,
  ),
  screen(
    'kox-templates',
    '/writer/kox/templates',
    'kox',
    [
      'templates',
      'business templates',
      'outreach template',
      'email template',
      'progress labels',
      'progress label',
      'reply labels',
      'follow-up interval',
      'follow-up days',
      'follow-up count',
      'follow-up rules',
      'follow-up settings',
      '模板',
      '业务模板',
      'ai业务模板',
      '邮件模板',
      '进展标签',
      '跟进标签',
      '跟进间隔',
      '跟进天数',
      '跟进次数',
      '跟进规则',
      '跟进设置',
    ],
    true,
  ),
  screen(
    'kox-outreach',
    '/writer/kox/outreach',
    'kox',
    [
      'outreach',
      'email invitations',
      'invitation emails',
      'send invitations',
      'outreach progress',
      'creator replies',
      '邮件邀约',
      '邀约邮件',
      '发送邀约',
      '建联进展',
      '达人回复',
      '批量建联',
    ],
    true,
  ),
  screen('kox-expert-detail', '/writer/kox/expertDetail', 'kox', ['expert detail', '专家详情'], true),
  screen(
    'kox-content-detail',
    '/writer/kox/contentDetail',
    'kox',
    [
      'content detail',
      'post cost',
      'cpm',
      'cpv',
      'cooperation',
      '内容详情',
      '作品详情',
      '合作内容',
      '投放效果',
    ],
    true,
  ),
  screen(
    'kox-recommendation',
    '/writer/kox/intelligentRecommendation',
    'kox',
    [
      'recommendation',
      'smart recommend',
      'intelligent recommendation',
      'recommend kox',
      '智能推荐',
      '推荐达人',
    ],
    true,
  ),
  screen(
    'kox-projects',
    '/writer/kox/projects',
    'kox',
    [
      'kox projects',
      'project center',
      'campaigns',
      'outreach projects',
      '项目中心',
      '达人项目',
      '项目列表',
      '建联项目',
    ],
    true,
  ),
  screen(
    'kox-project-detail',
    '/writer/kox/project',
    'kox',
    ['project detail', 'project brief', 'project performance', '项目详情', '项目简报', '项目数据'],
    true,
  ),
  screen(
    'stats-dashboard',
    '/writer/stats/dashboard',
    'stats',
    ['usage stats', 'statistics', 'stats', '统计', '数据统计', '使用统计'],
    true,
  ),
  screen(
    'stats-user-dashboard',
    '/writer/stats/user-dashboard',
    'stats',
    ['user stats', 'user statistics', '用户统计'],
    true,
  ),
  screen(
    'stats-app-dashboard',
    '/writer/stats/app-dashboard',
    'stats',
    ['app stats', 'app statistics', '应用统计'],
    true,
  ),
  screen(
    'teammanage-member',
    '/writer/teammanage/member',
    'team',
    [
      'team members',
      'members',
      'team',
      'invite',
      'invite member',
      'audit log',
      '团队成员',
      '审计日志',
      '成员',
      '团队',
      '邀请',
      '邀请成员',
      '操作日志',
    ],
    true,
  ),
  screen(
    'teammanage-client',
    '/writer/teammanage/client',
    'team',
    ['clients', 'team clients', 'brands', '客户', '客户列表', '品牌'],
    true,
  ),
  screen(
    'teammanage-project',
    '/writer/teammanage/project',
    'team',
    ['projects', 'team projects', 'campaigns', '项目', '项目列表', '团队项目'],
    true,
  ),
  screen(
    'teammanage-placement',
    '/writer/teammanage/placement',
    'team',
    ['placements', 'placement', 'media plan', 'media buys', 'budget', '投放', '投放计划', '排期', '预算'],
    true,
  ),
  screen(
    'teammanage-ad-data',
    '/writer/teammanage/adData',
    'team',
    [
      'ad data',
      'ad accounts',
      'ad account',
      'upload ad data',
      'meta ads',
      'tiktok ads',
      'ad tags',
      'tag rules',
      'tag ads',
      'tag my ads',
      'tag the ads',
      '广告数据',
      '广告账户',
      '上传广告数据',
      '广告标签',
      '标签规则',
      '给广告打标签',
      '广告打标签',
    ],
    true,
  ),
  screen(
    'teammanage-teamsetting',
    '/writer/teammanage/teamsetting',
    'team',
    [
      'team settings',
      'team setting',
      'team logo',
      'transfer ownership',
      'delete team',
      'leave team',
      '团队设置',
      '团队标志',
      '转让团队',
      '删除团队',
      '退出团队',
    ],
    true,
  ),
  screen(
    'backstage-group',
    '/writer/backstage/group',
    'backstage',
    ['groups', 'user groups', 'backstage groups', 'manage groups', '分组', '用户组', '用户组管理'],
    true,
  ),
  screen(
    'backstage-team',
    '/writer/backstage/team',
    'backstage',
    ['backstage', 'admin', 'teams', 'all teams', 'manage teams', '后台', '管理后台', '团队管理', '所有团队'],
    true,
  ),
  screen(
    'backstage-customer',
    '/writer/backstage/customer',
    'backstage',
    ['customers', 'backstage customers', 'all clients', '客户管理', '全部客户'],
    true,
  ),
  screen(
    'backstage-project',
    '/writer/backstage/project',
    'backstage',
    ['backstage projects', 'all projects', '项目管理', '全部项目'],
    true,
  ),
  screen(
    'backstage-placement',
    '/writer/backstage/placement',
    'backstage',
    ['backstage placements', 'all placements', '投放管理', '全部投放'],
    true,
  ),
  screen('backstage-myapp', '/writer/backstage/appmanage/myapp', 'backstage', ['my apps', '我的应用'], true),
  screen(
    'backstage-allapp',
    '/writer/backstage/appmanage/allapp',
    'backstage',
    ['all apps', 'app management', '全部应用', '应用管理'],
    true,
  ),
  screen(
    'backstage-usermanage',
    '/writer/backstage/usermanage',
    'backstage',
    ['users', 'user management', 'accounts', 'manage users', '用户管理', '用户', '账号', '账号管理'],
    true,
  ),
  screen('backstage-debug', '/writer/backstage/debug', 'backstage', ['backstage debug', '调试'], true),
  screen('debug-audit', '/writer/debug/audit', 'backstage', ['audit log', 'audit', '审计日志', '审计'], true),
  screen(
    'debug-questlog',
    '/writer/debug/questlog',
    'backstage',
    ['quest log', 'workflow log', '任务日志', '工作流日志'],
    true,
  ),
  screen(
    'benchmark-strategydoc',
    '/benchmark/strategydoc',
    'benchmark',
    ['benchmark strategy', 'benchmark', '基准', '竞品策略'],
    true,
  ),
  screen('benchmark-hotideas', '/benchmark/hotideas', 'benchmark', ['benchmark hot ideas', '基准热点'], true),
  screen('benchmark-report', '/benchmark/app/report', 'benchmark', ['benchmark report', '基准报告'], true),
  screen('editor', '/writer/editor', 'other', ['editor', 'document editor', '编辑器'], true),
  screen(
    'usage-guide',
    '/writer/socialBooster/usageGuide',
    'other',
    ['usage guide', 'guide', 'help page', '使用指南', '指南'],
    true,
  ),
  screen('twitch-live', '/twitchLive', 'other', ['twitch', 'twitch live', '直播'], true),
  screen(
    'select-role',
    '/selectrole',
    'other',
    [
      'select role',
      'switch role',
      'change role',
      'switch roles',
      'change roles',
      'role',
      '选择角色',
      '切换角色',
      '角色',
    ],
    false,
  ),
  screen('preview-document', '/preview', 'other', ['document preview', '文档预览'], false),
  screen('dev', '/dev', 'other', ['developer tools', '开发者工具'], false),
] as const satisfies readonly ScreenEntry[];

export type ScreenId = (typeof SCREENS)[number]['id'];

/** The screens offered to users: ⌘K, `/open`, the assistant's `open_screen` and its offline model. */
export const OFFERED_SCREENS = SCREENS.filter((s) => !s.internal);
export const OFFERED_SCREEN_IDS = OFFERED_SCREENS.map((s) => s.id) as [ScreenId, ...ScreenId[]];

const byId = new Map<string, ScreenEntry>(SCREENS.map((s) => [s.id, s]));
export function findScreen(id: string): ScreenEntry | undefined {
  return byId.get(id);
}

/** The views `open_screen` can open, each of its screen. */
export const OFFERED_VIEWS = OFFERED_SCREENS.flatMap((screen) =>
  ((screen as ScreenEntry).views ?? []).map((view) => ({ screen: screen as ScreenEntry, view })),
);
export const OFFERED_VIEW_IDS = OFFERED_VIEWS.map(({ view }) => view.id) as [string, ...string[]];

/** A view of a screen by id; none when the screen has no such view. */
export function findScreenView(screenId: string, viewId: string): ScreenView | undefined {
  return findScreen(screenId)?.views?.find((v) => v.id === viewId);
}

/** The view a panel tab's params show: the one whose search they are. */
export function viewOfParams(
  screenId: string,
  params: Readonly<Record<string, unknown>> | undefined,
): ScreenView | undefined {
  if (!params) return undefined;
  const matching = (findScreen(screenId)?.views ?? []).filter((view) =>
    Object.entries(view.search).every(([key, value]) => params[key] === value),
  );
  // The most specific: the team database's import is also the team database.
  return matching.sort((a, b) => Object.keys(b.search).length - Object.keys(a.search).length)[0];
}

/** The i18n key of a screen's title, or of its view's. */
export const screenTitleKey = (screenId: string, viewId?: string) =>
  viewId ? `screens:viewTitle.${viewId}` : `screens:title.${screenId}`;

/** Where a screen, or one of its views, is as a page. */
export function screenHref(screen: ScreenEntry, view?: ScreenView): string {
  return view ? `${screen.path}?${new URLSearchParams({ ...view.search }).toString()}` : screen.path;
}
