import {
  OFFERED_SCREENS as SCREENS,
  OFFERED_VIEWS,
  findScreen,
  findScreenView,
} from '../../../../src/lib/screen-catalog.ts';
import { escapeMarkdown } from '../../../../src/lib/markdown/escape-markdown.ts';
import { DASHBOARDS_SCREEN, openScreenTool } from '../../../../src/tools/open-screen/contract.ts';
import { findPhrase, mentionsAny, normalizeText } from '../normalize-text.ts';
import { screenChoice, unknownScreenQuestion } from '../nlu/screen-choices.ts';
import { dashboardNameOf } from '../nlu/slots/dashboard-name.ts';
import { foldText } from '../nlu/slots/fold-text.ts';
import { screenTitle, viewTitle } from '../screen-titles.ts';
import type { Language } from '../../../../src/tools/switch-language/contract.ts';
import type { OfflineSkill } from './offline-skill.ts';

const PAGE_WORDS = [
  'as a page',
  'as page',
  'as a full page',
  'full page',
  'fullpage',
  'new page',
  'full screen',
  'fullscreen',
  '页面打开',
  '以页面',
  '整页',
  '全屏',
  '新页面',
  '单独页面',
  '作为页面',
];

/** What a request opens: a screen, or one of its views ("ad dashboards" of the report app). */
export interface ScreenMatch {
  screen: string;
  view?: string;
}

const NAMED: { match: ScreenMatch; keywords: readonly string[] }[] = [
  ...SCREENS.map((s) => ({ match: { screen: s.id }, keywords: s.keywords })),
  ...OFFERED_VIEWS.map(({ screen, view }) => ({
    match: { screen: screen.id, view: view.id },
    keywords: view.keywords,
  })),
];

/** The screen or view whose keyword matches the text longest; ties go to the earlier catalog entry. */
export function matchScreen(text: string): ScreenMatch | null {
  let best: { match: ScreenMatch; length: number } | null = null;
  for (const { match, keywords } of NAMED) {
    for (const keyword of keywords) {
      const length = normalizeText(keyword).length;
      if ((!best || length > best.length) && findPhrase(text, keyword) >= 0) best = { match, length };
    }
  }
  return best?.match ?? null;
}

const CREATOR_NOUN = String.raw`(?:creators?|influencers?|kols?|kox|bloggers?|达人|博主|红人|网红)`;
const IMPORT_VERB = String.raw`(?:import(?!ed)|upload(?!ed)|(?<!已)(?:导入|上传|导进))`;
/** "an Excel of influencers to import", "导入一批博主": the verb and the noun apart, which no one keyword says. */
const IMPORTS_CREATORS = new RegExp(`${IMPORT_VERB}.*${CREATOR_NOUN}|${CREATOR_NOUN}.*${IMPORT_VERB}`, 'iu');
const CREATOR_IMPORT: ScreenMatch = { screen: 'kox-list', view: 'kox-import' };

function readScreen(text: string): ScreenMatch | null {
  const match = matchScreen(text);
  const listOrNothing = !match || match.screen === CREATOR_IMPORT.screen;
  return listOrNothing && IMPORTS_CREATORS.test(text) ? CREATOR_IMPORT : match;
}

/** What a look for dashboards found, and where they are listed; none found says how to look again. */
function searchedReply(looked: string, found: number, target: 'artifact' | 'page', lang: Language): string {
  if (lang === 'zh') {
    if (found === 0)
      return `没有看板的名称、分析对象或关键词含「${looked}」。可以换个写法再找（例如品牌的英文名），或新建一个看板来追踪它。`;
    return `找到 ${found} 个名称、分析对象或关键词含「${looked}」的看板，${target === 'page' ? '正在整页打开列表' : '已在侧边面板列出'}。`;
  }
  if (found === 0)
    return `No dashboard’s name, subjects or keywords contain **${looked}**. Try another spelling (the brand’s name in another language, say), or create a dashboard to track it.`;
  const what = found === 1 ? '1 dashboard' : `${found} dashboards`;
  return `Found ${what} whose name, subjects or keywords contain **${looked}**; ${target === 'page' ? 'the list opens as a full page' : 'they are listed in the side panel'}.`;
}

export const openScreenSkill: OfflineSkill = {
  toolName: openScreenTool.name,
  read(raw) {
    const text = normalizeText(raw);
    const match = readScreen(text);
    const target = mentionsAny(text, PAGE_WORDS) ? 'page' : 'artifact';
    // "打开耐克看板", "open the Nike report": one dashboard, in the report app, rather than a screen of that name.
    const reports = !match || (match.screen === DASHBOARDS_SCREEN && !match.view);
    const dashboard = reports ? dashboardNameOf(foldText(raw)).name : undefined;
    if (dashboard) return { screen: DASHBOARDS_SCREEN, dashboard_name: dashboard, target };
    return { ...(match ?? {}), target };
  },
  ask: unknownScreenQuestion,
  choice: screenChoice,
  help: {
    en: '**Open a screen**: “open KOX list”, “show the reports”. It opens in the side panel; add “as a page” to go there instead.',
    zh: '**打开页面**：“打开达人列表”“查看报告”。默认在侧边面板打开；加上“整页”则直接跳转过去。',
  },
  can: {
    en: 'open any screen of the studio (“open KOX list”)',
    zh: '打开工作室的任意页面（“打开达人列表”）',
  },
  close(output, lang) {
    const { screen, view, target, dashboard, search, found = 0 } = openScreenTool.output.parse(output);
    if (search) return searchedReply(escapeMarkdown(search), found, target, lang);
    const shown = view ? findScreenView(screen, view) : undefined;
    const title = dashboard
      ? escapeMarkdown(dashboard.name)
      : shown
        ? viewTitle(shown.id, lang)
        : screenTitle(findScreen(screen)?.id ?? screen, lang);
    if (lang === 'zh')
      return target === 'page' ? `正在以整页打开「${title}」。` : `已在侧边面板打开「${title}」。`;
    return target === 'page'
      ? `Opening **${title}** as a full page.`
      : `Opened **${title}** in the side panel.`;
  },
};
