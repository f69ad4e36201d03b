import type { AssignableTeamRole } from '../../../../../src/lib/roles.ts';
import { foldText } from './fold-text.ts';

/**
 * Slot readers of the team tools (manage_member, invite_member, create_org_item, switch_team), on the user's
 * own text with its capitals: names of people, clients, projects and teams are kept as written.
 */

const ROLES: [AssignableTeamRole, RegExp][] = [
  ['admin', /\b(?:admins?|administrators?)\b|管理员|管理者/giu],
  ['viewer', /\b(?:viewers?|read[- ]only|view[- ]only)\b|只读|查看者|观察者|访客/giu],
  ['editor', /\b(?:editors?)\b|编辑/giu],
];

/** The role a request gives: the last one named ("from editor to admin" is admin). */
export function roleOf(text: string): AssignableTeamRole | undefined {
  let best: { role: AssignableTeamRole; at: number } | undefined;
  for (const [role, pattern] of ROLES)
    for (const m of text.matchAll(pattern)) if (!best || m.index > best.at) best = { role, at: m.index };
  return best?.role;
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/u;
export const emailOf = (text: string): string | undefined => EMAIL.exec(text)?.[0];

const LIST_SPLIT = /\s*(?:,|，|、|\band\b|&|和|及|与)\s*/u;
const splitList = (list: string) =>
  list
    .split(LIST_SPLIT)
    .map((s) => s.trim())
    .filter(Boolean);

const EN_NAME = `[A-Z0-9][\\w&'’.-]*(?: [A-Z0-9][\\w&'’.-]*)*`;
const EN_LIST = `${EN_NAME}(?:(?:, | and | & |, and )${EN_NAME})*`;
const EN_CLIENTS = [
  new RegExp(`\\b(?:the )?(${EN_LIST}) clients?\\b`, 'u'),
  new RegExp(`\\bclients? (${EN_LIST})`, 'u'),
  new RegExp(`\\b(?:access to|work on|working on|responsible for|for) (?:the )?(${EN_LIST})`, 'u'),
];
const ZH_CLIENTS = [
  /(?:到|进|开通|授权|分配|负责|访问|管理|看|查看)([^，,。；;\s]+?)(?:这个|这些|这两个|两个|的)?客户/u,
  /客户[：:「“]?([\p{Script=Han}A-Za-z0-9&'’.\- 、和]+?)[」”]?(?:的|$|[，,。；;])/u,
  /负责([^，,。；;\s]+?)(?:的|$|[，,。；;])/u,
];

/** The clients a request names: "to the Nike and Adidas clients", "耐克和阿迪达斯客户", "负责阿迪达斯". */
export function clientsOf(raw: string): string[] {
  const text = foldText(raw);
  for (const pattern of /\p{Script=Han}/u.test(text) ? ZH_CLIENTS : EN_CLIENTS) {
    const m = pattern.exec(text);
    const names = m?.[1] ? splitList(m[1]).filter((n) => !/^(?:the|team|a|all)$/iu.test(n)) : [];
    if (names.length) return names;
  }
  return [];
}

const EN_PERSON_END = `(?=(?:'s|’s)\\b|\\s+(?:to|as|an?|the|into|in|for|on|access|role|see|work|from|with|editors?|admins?|administrators?|viewers?|read-only|view-only)\\b|[,.!?]|$)`;
const EN_PERSON = [
  new RegExp(
    `\\b(?:add|make|set|promote|demote|change|give|let|assign|grant|put|turn|move|update)\\s+(?:(?:team )?member |user |account |colleague )?(.+?)${EN_PERSON_END}`,
    'iu',
  ),
  new RegExp(`\\bof\\s+(.+?)${EN_PERSON_END}`, 'iu'),
];
const ZH_PERSON = [
  /[把将](?:成员|用户|同事)?(.+?)(?:从|的角色|的权限|加|添加|拉|设|改|调|升|降|提|变|分配|授权|放)/u,
  /(?:给|让|为)(?:成员|用户|同事)?(.+?)(?:也|能|开通|分配|授权|访问|负责|加|设|看|查看|改|权限)/u,
  /(?:添加|加入|拉入|拉)(?:成员|用户|同事)?[：: ]?(.+?)(?:到|进|加入|为|，|,|作为|当|$)/u,
];

/** Whom a member request names: "Li Lei", "lilei@brand.com", "韩梅梅". */
export function personOf(raw: string): string | undefined {
  const text = foldText(raw);
  const email = emailOf(text);
  if (email) return email;
  for (const pattern of /\p{Script=Han}/u.test(text) ? ZH_PERSON : EN_PERSON) {
    const person = pattern.exec(text)?.[1]?.trim();
    if (person && !/^(?:the|a|an|me|my|him|her|them|role|团队|成员)$/iu.test(person)) return person;
  }
  return undefined;
}

const EN_ITEM_NAME = [
  /\b(?:called|named|titled|name it)\s+["“']?(.+?)["”']?(?=\s+(?:for|under|in)\s|[.!?]?$)/iu,
  /\b(?:client|project)\s+["“](.+?)["”]/iu,
  /\b(?:new|add|create|make)\s+(?:a\s+|the\s+)?(?:new\s+)?(?:client|project)\s+(?!called|named|titled|for|under|in\b)(.+?)(?=\s+(?:for|under|in|to|please)\b|[.!?]?$)/iu,
];
const ZH_ITEM_NAME = [
  /(?:叫做|叫|名为|名叫|命名为|名字是|名称为)[「“"]?(.+?)[」”"]?(?:的项目|的客户|的新项目|的新客户|$|[，。,！!])/u,
  /(?:客户|项目)[「“"](.+?)[」”"]/u,
  /(?:新建|创建|建|添加|加|新增)(?:一个)?(?:新)?(?:的)?(?:客户|项目)[：: ]?(.+?)(?:$|[，。,！!])/u,
  // "创建夏日新品项目": the name before the word.
  /(?:新建|创建|建立|新增|建)(?:一个)?(?:新的)?[「“"]?([^，。,！!「“"」”]+?)[」”"]?(?:客户|项目)(?:$|[，。,！!吧])/u,
];
const EN_UNDER =
  /\b(?:under|for|in)\s+(?:the\s+)?(?:client\s+)?["“]?([A-Z0-9][\w&'’.-]*(?: [A-Z0-9][\w&'’.-]*)*)["”]?/u;
const ZH_UNDER = [
  /在(?:客户)?[「“"]?(.+?)[」”"]?(?:客户)?(?:下面|下边|下|里面|里|中|名下|旗下)/u,
  // "客户是欧莱雅", "，客户欧莱雅", "客户：欧莱雅"
  /(?:[，,]\s*客户(?:是|为|[:：])?|客户(?:是|为|[:：]))\s*[「“"]?([^，,。；;「“"」”]+?)[」”"]?(?:[，,。；;]|$)/u,
  /(?:给|为)(?:客户)?[「“"]?(.+?)[」”"]?(?:客户)?(?:新建|创建|建|添加|加|新增)/u,
];

const PLACEMENT = /\bplacements?\b|版位|投放位|广告位/iu;
/** A creator project's progress label ("add a progress label called Sample sent"): a template's, not a client. */
const LABEL = /\blabels?\b|标签/iu;
const NEW_TEAM =
  /\b(?:create|make|add|start|set up|open)\s+(?:a\s+|an\s+|the\s+|new\s+|another\s+)*team\b|\bnew team\b|(?:新建|创建|建立|新增|添加|建)(?:一个|个)?(?:新的?)?团队/iu;

/**
 * What a request asks to create that create_org_item does not: a placement (the team's placements screen), a
 * team (a studio administrator's, in Backstage) or a progress label (a template's). Read first, so none becomes
 * a client of that name.
 */
export function otherOrgKindOf(raw: string): 'placement' | 'team' | 'label' | undefined {
  const text = foldText(raw);
  if (PLACEMENT.test(text)) return 'placement';
  if (LABEL.test(text)) return 'label';
  return NEW_TEAM.test(text) ? 'team' : undefined;
}

const REMOVES_MEMBER =
  /\b(?:remove|kick|delete|drop)\b.*\b(?:from|out of|off)\s+(?:the\s+|my\s+|our\s+)?team\b|\b(?:remove|delete)\s+(?:the\s+)?(?:team\s+)?members?\b|(?:从|在)团队(?:里|中)?(?:移除|删除|删掉|去掉|踢出|移出)|(?:移除|删除|删掉|踢出|移出)(?:团队)?成员|踢出团队|移出团队/iu;

/** Whether a request asks to take someone out of the team, which manage_member cannot do (the members screen can). */
export const removesMember = (raw: string) => REMOVES_MEMBER.test(foldText(raw));

/** "create a client called Nike", "在耐克下面建一个项目叫 2026 春季上新". */
export function orgItemOf(raw: string): { kind?: 'client' | 'project'; name?: string; client?: string } {
  const text = foldText(raw);
  const zh = /\p{Script=Han}/u.test(text);
  // Only what the request names: "create a group called Designers" is neither, and no client of that name.
  const kind = /\bprojects?\b|项目/iu.test(text)
    ? 'project'
    : /\b(?:clients?|customers?)\b|客户/iu.test(text)
      ? 'client'
      : undefined;
  let name: string | undefined;
  for (const pattern of zh ? ZH_ITEM_NAME : EN_ITEM_NAME) {
    name = pattern.exec(text)?.[1]?.trim();
    if (name) break;
  }
  let client: string | undefined;
  if (kind === 'project') {
    const withoutName = name ? text.replace(name, ' ') : text;
    for (const pattern of zh ? ZH_UNDER : [EN_UNDER]) {
      client = pattern.exec(withoutName)?.[1]?.trim();
      if (client) break;
    }
  }
  return { ...(kind ? { kind } : {}), ...(name ? { name } : {}), ...(client ? { client } : {}) };
}

const EN_TEAM = [
  /\b(?:switch|change)\s+(?:my\s+)?teams?\s+(?:to|into)\s+(?:the\s+)?["“]?(.+?)["”]?(?:\s+team)?[.!?]?$/iu,
  /\b(?:switch|change|move|go|jump|take me|get me|bring me)(?:\s+me)?(?:\s+over|\s+back)?\s+(?:to|into)\s+(?:the\s+|my\s+)?(?:team\s+)?["“]?(.+?)["”]?\s+team\b/iu,
  /\b(?:switch|change|move|go|jump|take me|get me|bring me)(?:\s+me)?(?:\s+over|\s+back)?\s+(?:to|into)\s+(?:the\s+)?team\s+["“]?(.+?)["”]?[.!?]?$/iu,
  /\b(?:work|working)\s+in\s+(?:the\s+)?["“]?(.+?)["”]?\s+team\b/iu,
  /\b(?:open|enter|use)\s+(?:the\s+)?["“]?(.+?)["”]?\s+team\b/iu,
];
const ZH_TEAM = [
  /(?:切换|切|换|转)团队(?:到|至|为|成)[「“"]?(.+?)[」”"]?(?:团队)?(?:吧|$|[。！!，,])/u,
  /(?:切换|切|换|转|进入|回到)(?:到|至|去|成)?团队[「“"]?(.+?)[」”"]?(?:吧|$|[。！!，,])/u,
  /(?:切换|切|换|转|进入|回到|去)(?:到|至|去|成)?[「“"]?(.+?)[」”"]?(?:这个)?团队/u,
];

/** The team a switch names: "switch to the Acme team", "切换到 Acme 团队". */
export function teamOf(raw: string): string | undefined {
  const text = foldText(raw);
  for (const pattern of /\p{Script=Han}/u.test(text) ? ZH_TEAM : EN_TEAM) {
    const team = pattern.exec(text)?.[1]?.trim();
    if (team && !/^(?:a|another|other|my|the|a different|另一个|其他|别的|换|一下|下|个)$/iu.test(team))
      return team;
  }
  return undefined;
}
