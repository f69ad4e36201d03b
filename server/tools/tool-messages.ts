import type { Language } from '../../src/tools/switch-language/contract.ts';
import { UserFacingError } from '../lib/errors.ts';

const MESSAGES = {
  noDashboard: {
    en: 'There is no ready dashboard to use yet. Create one first (for example “track Nike running shoes on YouTube”).',
    zh: '还没有可用的看板。请先创建一个（例如“在YouTube上追踪耐克跑鞋”）。',
  },
  dashboardNotFound: {
    en: 'No dashboard named “{name}” was found among your dashboards.',
    zh: '在你的看板中没有找到名为“{name}”的看板。',
  },
  whichDashboard: {
    en: 'Several dashboards have “{name}” in their name: {names}. Which one? Say its whole name.',
    zh: '有多个看板的名称包含“{name}”：{names}。是哪一个？请说出完整的名称。',
  },
  dashboardIdNotFound: {
    en: 'That dashboard was not found, or it is not yours.',
    zh: '没有找到这个看板，或者它不属于你。',
  },
  notReady: {
    en: 'The dashboard “{name}” is still collecting data; ask again when it is ready.',
    zh: '看板“{name}”仍在采集数据，等它生成完成后再问吧。',
  },
  noAdDashboard: {
    en: 'There is no ad dashboard yet. Create one first (for example “make an ad dashboard from the Meta sample account”).',
    zh: '还没有广告看板。请先创建一个（例如“用Meta示例账户做一个广告看板”）。',
  },
  notAdDashboard: {
    en: '“{name}” is a social dashboard, not an ad dashboard: ask it about posts, or ask an ad dashboard about ads.',
    zh: '“{name}”是社媒看板，不是广告看板：可以问它的帖子数据，或针对广告看板询问广告数据。',
  },
  notSocialDashboard: {
    en: '“{name}” is an ad dashboard: ask it about its ads (spend, ROI, products, hooks).',
    zh: '“{name}”是广告看板：可以问它的广告数据（花费、ROI、产品、钩子等）。',
  },
  adDataReading: {
    en: 'The ad data of “{name}” is still being read; ask again when it is done.',
    zh: '看板“{name}”的广告数据仍在读取中，读取完成后再问吧。',
  },
  adNoSources: {
    en: 'The ad dashboard “{name}” has no ad data left: choose data for it in its settings.',
    zh: '广告看板“{name}”已没有广告数据：请在看板设置中为它选择数据。',
  },
  adSourcesFailed: {
    en: 'None of the ad data of “{name}” could be read (each failed to import or sync): upload the file again or fix the account.',
    zh: '看板“{name}”的广告数据都无法读取（导入或同步均失败）：请重新上传文件或修复账户。',
  },
  adDataIdNotFound: {
    en: 'That ad data was not found, or it is not yours.',
    zh: '没有找到这份广告数据，或者它不属于你。',
  },
  noKoxWriteRole: {
    en: 'Your role cannot change the team database: ask an admin or editor of the team.',
    zh: '你的角色不能修改团队达人库，请联系团队的管理员或编辑。',
  },
  saveKoxClient: {
    en: 'Creators you add are filed under one of your clients: add them on the creator list, where you choose the client.',
    zh: '你添加的达人需要归属到你负责的某个客户：请在达人列表中添加并选择客户。',
  },
  adNoRefresh: {
    en: '“{name}” is an ad dashboard: it shows the ad data it was given and has no refresh to schedule.',
    zh: '“{name}”是广告看板：它展示已导入的广告数据，没有可设置的更新频率。',
  },
  nothingToUpdate: {
    en: 'Say the new name, how often the dashboard should update (once, daily, weekly or monthly), or for an ad dashboard its attribution window or budget.',
    zh: '请说出新名称、看板的更新频率（一次性、每天、每周或每月），或广告看板的归因窗口、预算。',
  },
  socialNoAdSettings: {
    en: '“{name}” is a social dashboard: an attribution window and a budget belong to ad dashboards.',
    zh: '“{name}”是社媒看板：归因窗口和预算只属于广告看板。',
  },
  clientNotFound: {
    en: 'No client named “{name}” was found among your clients.',
    zh: '在你的客户中没有找到名为“{name}”的客户。',
  },
  projectNotFound: {
    en: 'No project named “{name}” was found among your projects.',
    zh: '在你的项目中没有找到名为“{name}”的项目。',
  },
  whichClient: {
    en: 'Which client is this dashboard for? Yours are: {names}.',
    zh: '这个看板是为哪个客户做的？你的客户有：{names}。',
  },
  noWriteRole: {
    en: 'Your role cannot create or share dashboards.',
    zh: '你的角色不能创建或分享看板。',
  },
  notTeamAdmin: {
    en: 'Only the team’s owner and admins can manage members, invitations and clients. Nothing was changed.',
    zh: '只有团队所有者和管理员可以管理成员、邀请和客户，未做任何更改。',
  },
  creatorNotFound: {
    en: 'No creator “{name}” was found: give its id or @handle, or a name from the last creator list.',
    zh: '没有找到达人“{name}”：请给出达人 ID 或 @账号，或上一次达人列表中的名字。',
  },
  recommendNeedsBrief: {
    en: 'Say what the campaign is about (the product, who it is for, where), or name a creator to find others like them.',
    zh: '请说明这次推广的内容（产品、目标人群、地区），或说出一位达人，我来找和他相似的达人。',
  },
  creatorsLike: {
    en: 'Creators like {name}',
    zh: '与「{name}」相似的达人',
  },
  clientsNotFound: {
    en: 'No client named {names} in this team. Its clients are: {known}.',
    zh: '团队中没有名为{names}的客户。团队的客户有：{known}。',
  },
  noClientsYet: {
    en: 'No client named {names} in this team, which has no clients yet. Create one first (“create a client called Nike”).',
    zh: '团队中没有名为{names}的客户，团队还没有任何客户。请先创建（“创建一个叫耐克的客户”）。',
  },
  adminSeesAllClients: {
    en: 'Owners and admins always see every client, so they cannot be limited to some.',
    zh: '所有者和管理员始终能看到全部客户，不能只授权部分客户。',
  },
  ownerFixed: {
    en: '{name} owns the team: the owner’s role changes only by transferring ownership, in the team settings.',
    zh: '{name} 是团队所有者：所有者的角色只能在团队设置中通过转让所有权来变更。',
  },
  nothingToChange: {
    en: '{name} is already in the team. Say which role to give them or which clients they work on.',
    zh: '{name} 已在团队中。请说明要设置的角色或要授权的客户。',
  },
  teamChanged: {
    en: 'You now work in another team than when this was prepared. Switch back to “{team}” to approve it.',
    zh: '你当前所在的团队已不是准备这项操作时的团队。请先切换回「{team}」再确认。',
  },
  alreadyInTeam: {
    en: '{name} is already in the team; change their role or clients instead.',
    zh: '{name} 已在团队中，请改为修改其角色或客户。',
  },
  whichPerson: {
    en: 'Several people match “{person}”. Which one did you mean?',
    zh: '有多个人与“{person}”匹配，你指的是哪一位？',
  },
  didYouMeanPerson: {
    en: 'Nobody is called exactly “{person}”. Did you mean one of these?',
    zh: '没有人正好叫“{person}”。你指的是下面的哪一位？',
  },
  nobodyFound: {
    en: 'I found nobody called “{person}” who can be added. Invite them by e-mail, or look at the team members.',
    zh: '没有找到可以添加的“{person}”。可以通过邮箱邀请对方，或查看团队成员。',
  },
  whichProjectClient: {
    en: 'Which client is the project “{name}” for?',
    zh: '项目「{name}」属于哪个客户？',
  },
  noClientForProject: {
    en: 'A project belongs to a client, and this team has none you can see yet. Create a client first (“create a client called Nike”).',
    zh: '项目需要归属于一个客户，而团队中还没有你能看到的客户。请先创建客户（“创建一个叫耐克的客户”）。',
  },
  whichTeam: {
    en: 'Which team do you want to work in? Yours are listed below.',
    zh: '要切换到哪个团队？下面是你的团队。',
  },
  noOtherTeam: {
    en: 'You are in no team named “{team}”, and you have no other team to switch to.',
    zh: '你不在名为“{team}”的团队中，也没有其他可切换的团队。',
  },
} satisfies Record<string, Record<Language, string>>;

export type ToolMessage = keyof typeof MESSAGES;

/** A tool message in the user's language with its `{placeholders}` filled. */
export function toolText(key: ToolMessage, locale: Language, values: Record<string, string> = {}): string {
  return MESSAGES[key][locale].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}

/** A tool failure in the user's language; the card and the model's closing sentence show its text. */
export function toolError(
  code: 'NOT_FOUND' | 'CONFLICT' | 'FORBIDDEN' | 'VALIDATION',
  key: ToolMessage,
  locale: Language,
  values: Record<string, string> = {},
): UserFacingError {
  return new UserFacingError(code, toolText(key, locale, values));
}

/**
 * A tool's error as the model receives it, without the class's name: the AI SDK hands a thrown error to the model
 * as `error.toString()` ("UserFacingError: …"), and the class is not the user's.
 */
export const toolErrorText = (error: string) => error.replace(/^[A-Z]\w*Error: /, '');

/** Whether a tool's error (as the model receives it) is this message, said in either language. */
export function isToolMessage(error: string, key: ToolMessage): boolean {
  const text = toolErrorText(error).trim();
  return Object.values(MESSAGES[key]).some((said) => said === text);
}
