import type { ErrorCodeName } from '../../../src/lib/api/error-codes.ts';
import type { Language } from '../../../src/tools/switch-language/contract.ts';
import { UserFacingError } from '../../lib/errors.ts';

/* The messages of the outreach chat tools (add_to_kox_project, draft_outreach, send_outreach, project_status). */
const MESSAGES = {
  noProjectWriteRole: {
    en: 'Your role cannot change projects: ask an admin or editor of the team.',
    zh: '你的角色不能修改项目，请联系团队的管理员或编辑。',
  },
  whichProject: {
    en: 'Several projects match “{name}”. Which one did you mean?',
    zh: '有多个项目与“{name}”匹配，你指的是哪一个？',
  },
  whichOfYourProjects: {
    en: 'Which project? Here are your latest ones.',
    zh: '哪个项目？以下是你最近的项目。',
  },
  noProjects: {
    en: 'You have no creator projects yet (a client’s projects are not these): create one on the Projects screen of the KOX workstation, or ask “create the project Spring Launch and add these creators”.',
    zh: '你还没有达人项目（客户下的项目不是达人项目）：请在「项目中心」新建，或者说“新建春季新品项目，把这些达人加进去”。',
  },
  noSuchProject: {
    en: 'No project named “{name}” was found among your projects. Create it?',
    zh: '在你的项目中没有找到名为“{name}”的项目。要新建吗？',
  },
  newProjectClient: {
    en: 'A new project must be filed under one of your clients: create it on the Projects screen, where you choose the client, then ask again.',
    zh: '新项目需要归属到你负责的某个客户：请在项目页面新建并选择客户，然后再来找我。',
  },
  projectNotFound: {
    en: 'No project named “{name}” was found among your projects.',
    zh: '在你的项目中没有找到名为“{name}”的项目。',
  },
  noRecommendation: {
    en: 'Which creators? Name them, or recommend creators first (“recommend 50 creators for …”).',
    zh: '要添加哪些达人？请说出达人名字，或先推荐达人（“推荐50个适合……的达人”）。',
  },
  creatorNotFound: {
    en: 'No creator “{name}” was found: give its id, or a name from the last recommendation or creator search.',
    zh: '没有找到达人“{name}”：请给出达人 ID，或上一次推荐、搜索结果中的名字。',
  },
  noTemplate: {
    en: 'The project “{name}” has no connection template yet: choose one in its settings, then ask again.',
    zh: '项目「{name}」还没有建联模板：请先在项目设置中选择模板，再来找我。',
  },
  nothingToRewrite: {
    en: 'No invitation of “{name}” is left to write again: each is sent, on its way or edited by a person (and every creator has one).',
    zh: '项目「{name}」没有可以重写的邀约邮件：都已发送、正在发送或经人修改过（且每位达人都已有邀约邮件）。',
  },
  noCreatorsToDraft: {
    en: 'Every creator of “{name}” has an invitation already (or the project has none): add creators first.',
    zh: '项目「{name}」的达人都已有邀约邮件（或项目中还没有达人）：请先添加达人。',
  },
  nothingWaiting: {
    en: 'Nothing of the project “{name}” waits to be sent: no invitation or follow-up is scheduled. Later follow-ups are written by each progress label’s rule (count and days): a label without follow-ups, in the project’s template, stops them.',
    zh: '项目「{name}」没有待发送的邮件：没有已排期的邀约或跟进邮件。之后的跟进邮件按各进展标签的规则（次数和天数）撰写：在项目模板中把标签的跟进次数设为 0 即可停止。',
  },
  noFailed: {
    en: 'None of your e-mails of the project “{name}” failed to send: nothing to send again.',
    zh: '项目「{name}」中没有你发送失败的邮件，无需重发。',
  },
  noFollowUpsLeft: {
    en: 'Nobody of “{name}” is left to follow up with: they replied or got a follow-up since the card was prepared.',
    zh: '项目「{name}」已没有需要跟进的达人：在准备卡片之后他们已回复或已收到跟进邮件。',
  },
  noDrafts: {
    en: 'The project “{name}” has no draft invitation to send: write them first (“write invitations for the project {name}”).',
    zh: '项目「{name}」没有可发送的邀约草稿：请先写邀约邮件（“给{name}项目的达人写邀约邮件”）。',
  },
  emptyDrafts: {
    en: 'Some drafts of “{name}” have no subject or body: complete them on the project’s e-mails before sending.',
    zh: '项目「{name}」有草稿缺少主题或正文：请先在项目的邮件中补全再发送。',
  },
  badSendTime: {
    en: 'That sending time is in the past: give a later one.',
    zh: '这个发送时间已经过去了，请给一个之后的时间。',
  },
} satisfies Record<string, Record<Language, string>>;

export type OutreachMessage = keyof typeof MESSAGES;

export function outreachText(key: OutreachMessage, locale: Language, values: Record<string, string> = {}) {
  return MESSAGES[key][locale].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}

export function outreachError(
  code: ErrorCodeName,
  key: OutreachMessage,
  locale: Language,
  values: Record<string, string> = {},
): UserFacingError {
  // Written for the user in their language: the card shows it, not the code's general words.
  return new UserFacingError(code, outreachText(key, locale, values));
}
