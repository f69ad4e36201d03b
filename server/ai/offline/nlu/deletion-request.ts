import type { Language } from '../../../../src/tools/switch-language/contract.ts';
import { screenTitle } from '../screen-titles.ts';
import type { AskUserInput } from './ask-user-input.ts';
import { openScreenChoice } from './screen-choices.ts';

/*
 * "删除耐克看板", "delete this project": the assistant deletes nothing (a deletion is confirmed on its screen, where
 * what goes with it is said), so it answers where that is, with a button to the screen, instead of reading the
 * request as something else ("create a dashboard named 删除耐克").
 */

const EN_DELETE = /\b(?:delete|remove|erase|trash|get\s+rid\s+of)\b/iu;
const ZH_DELETE = /删除|删掉|删了|删去|删光|移除|(?:把|将).{1,20}?删/u;

/** What can be deleted, the screen where it is, and how the answer names it; the first that a request names wins. */
const DELETABLE = [
  {
    screen: 'teammanage-ad-data',
    en: /\bad\s+(?:data|accounts?|files?|exports?)\b/iu,
    zh: /广告(?:数据|账户|账号|文件)/u,
    one: { en: 'the ad data', zh: '广告数据' },
  },
  {
    screen: 'app-report',
    // "remove Adidas from this dashboard" changes what it tracks (update_dashboard answers that), not deletes it.
    en: /^(?!.*\bfrom\s+(?:the\s+|this\s+|my\s+|our\s+)?(?:\S+\s+){0,3}(?:dashboard|report)).*\b(?:dashboards?|reports?)\b/iu,
    zh: /^(?!.*从.{0,20}(?:看板|报告|报表)).*(?:看板|报告|报表)/u,
    one: { en: 'the dashboard', zh: '看板' },
  },
  {
    screen: 'kox-projects',
    en: /\bprojects?\b/iu,
    zh: /项目/u,
    one: { en: 'the project', zh: '项目' },
  },
  {
    screen: 'teammanage-client',
    en: /\bclients?\b/iu,
    zh: /客户/u,
    one: { en: 'the client', zh: '客户' },
  },
  {
    screen: 'teammanage-placement',
    en: /\bplacements?\b/iu,
    zh: /投放位/u,
    one: { en: 'the placement', zh: '投放位' },
  },
  {
    screen: 'kox-list',
    en: /\b(?:creators?|influencers?|kols?|koxs?|bloggers?)\b/iu,
    zh: /达人|博主|网红|红人|KOL/iu,
    one: { en: 'the creator in the team database', zh: '团队库里的达人' },
    action: { en: 'Remove', zh: '移除' },
  },
] as const;
type Deletable = (typeof DELETABLE)[number] & { action?: Record<Language, string> };

/** The answer to a request to delete something the studio has a screen for; null for any other request. */
export function deletionAnswer(text: string, lang: Language): AskUserInput | null {
  if (!EN_DELETE.test(text) && !ZH_DELETE.test(text)) return null;
  const found: Deletable | undefined = DELETABLE.find((d) => d.en.test(text) || d.zh.test(text));
  if (!found) return null;
  const screen = screenTitle(found.screen, lang);
  const action = found.action ?? { en: 'Delete', zh: '删除' };
  const question =
    lang === 'zh'
      ? `我不能在对话中删除内容：删除要在页面上确认，页面会说明哪些数据会一并删除。请在「${screen}」中找到要删除的${found.one.zh}，用它的“${action.zh}”操作。`
      : `I cannot delete anything from the chat: a deletion is confirmed on its screen, which says what goes with it. Find ${found.one.en} in ${screen} and use its ${action.en} action.`;
  return { question, choices: [openScreenChoice(found.screen, lang)] };
}
