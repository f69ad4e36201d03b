import { escapeMarkdown } from '../../../../src/lib/markdown/escape-markdown.ts';
import type { Language } from '../../../../src/tools/switch-language/contract.ts';
import { updateDashboardTool } from '../../../../src/tools/update-dashboard/contract.ts';
import type { AskUserInput } from '../nlu/ask-user-input.ts';
import { dashboardChoice } from '../nlu/dashboard-request-choices.ts';
import { readDashboardRequest } from '../nlu/read-dashboard-request.ts';
import { openScreenChoice } from '../nlu/screen-choices.ts';
import { dashboardNameOf } from '../nlu/slots/dashboard-name.ts';
import { budgetOf, windowOf } from '../nlu/slots/ad-terms.ts';
import { newDashboardNameOf, updateFrequencyOf } from '../nlu/slots/dashboard-update.ts';
import { foldText } from '../nlu/slots/fold-text.ts';
import type { OfflineSkill, Slots } from './offline-skill.ts';

const FREQUENCY_WORDS = {
  en: { once: 'update only once', daily: 'update daily', weekly: 'update weekly', monthly: 'update monthly' },
  zh: { once: '不再更新', daily: '每天更新', weekly: '每周更新', monthly: '每月更新' },
} as const;

/** An attribution window as a request says it, which `windowOf` reads back. */
const WINDOW_WORDS = {
  en: {
    none: 'default attribution',
    '1d_view': '1-day view',
    '1d_click': '1-day click',
    '7d_click': '7-day click',
  },
  zh: { none: '默认归因', '1d_view': '1天浏览', '1d_click': '1天点击', '7d_click': '7天点击' },
} as const;

type Frequency = keyof (typeof FREQUENCY_WORDS)['en'];
type Window = keyof (typeof WINDOW_WORDS)['en'];
const frequencyOf = (slots: Slots) =>
  typeof slots.frequency === 'string' ? (slots.frequency as Frequency) : null;

const whatChanges = (lang: Language): AskUserInput => ({
  question:
    lang === 'zh'
      ? '要怎么改这个看板？说出新名称，或更新频率（每天、每周、每月）。'
      : 'What should change: a new name, or how often it updates (daily, weekly, monthly)?',
  choices: [
    lang === 'zh'
      ? { label: '每周更新', message: '把这个看板改为每周更新' }
      : { label: 'Update weekly', message: 'make this dashboard update weekly' },
  ],
});

/** "add Puma to the Nike dashboard", "给耐克看板加上彪马": what a dashboard tracks is set when it is made. */
const ADDS_SUBJECTS = /\b(?:add|include)\b|加上|添加|加入|加一个|再加/iu;
const REMOVES_SUBJECTS = /\b(?:remove|drop|take out)\b|去掉|删掉|移除|拿掉/iu;
/** "给耐克看板加上彪马" said as the request for a dashboard of both: "耐克和彪马". */
const asBothSubjects = (text: string) =>
  text
    .replace(/^(?:请|帮我|麻烦)?(?:给|在|把|往)/u, '')
    .replace(/看板|报告/gu, '')
    .replace(/(?:里|中)?(?:再)?(?:加上|添加|加入|加一个|加)/u, '和');

function subjectsQuestion(text: string, lang: Language): AskUserInput {
  const request = readDashboardRequest(asBothSubjects(text));
  const media = request.media.length ? request.media : (['youtube'] as const);
  const create = ADDS_SUBJECTS.test(text) ? dashboardChoice({ ...request, media }, lang) : null;
  return {
    question:
      lang === 'zh'
        ? '看板的分析主体在创建时就定下了，不能在已有看板里增减。可以按需要的主体新建一个看板。'
        : 'A dashboard’s subjects are set when it is created and cannot be added or removed later. Make a new dashboard with the subjects you want.',
    choices: [create ?? openScreenChoice('app-report', lang)],
  };
}

export const updateDashboardSkill: OfflineSkill = {
  toolName: updateDashboardTool.name,
  read(text) {
    const renamed = newDashboardNameOf(text);
    // The new name is not the dashboard to rename ("rename “Nike” to “Nike 2027”"), nor a setting.
    const rest = renamed?.rest ?? text;
    const { name: target } = dashboardNameOf(foldText(rest));
    const frequency = updateFrequencyOf(rest);
    const window = windowOf(rest)?.value;
    const budget = budgetOf(rest);
    return {
      ...(target ? { dashboard_name: target } : {}),
      ...(renamed ? { name: renamed.name } : {}),
      ...(frequency ? { frequency } : {}),
      ...(window ? { attribution_window: window } : {}),
      ...(budget !== undefined ? { budget_usd: budget } : {}),
    };
  },
  ask: (slots, lang, text) =>
    slots.name || slots.frequency || slots.attribution_window || slots.budget_usd !== undefined
      ? null
      : ADDS_SUBJECTS.test(text) || REMOVES_SUBJECTS.test(text)
        ? subjectsQuestion(text, lang)
        : whatChanges(lang),
  choice(slots, lang) {
    const frequency = frequencyOf(slots);
    const window = typeof slots.attribution_window === 'string' ? (slots.attribution_window as Window) : null;
    const budget = typeof slots.budget_usd === 'number' ? slots.budget_usd : null;
    const newName = typeof slots.name === 'string' ? slots.name : null;
    if (!newName && !frequency && !window && budget === null) return null;
    const target = typeof slots.dashboard_name === 'string' ? slots.dashboard_name : null;
    if (lang === 'zh') {
      const which = target ? `「${target}」看板` : '这个看板';
      const parts = [
        ...(frequency ? [`改为${FREQUENCY_WORDS.zh[frequency]}`] : []),
        ...(window ? [`归因窗口改为${WINDOW_WORDS.zh[window]}`] : []),
        ...(budget !== null ? [`预算改为${budget}美元`] : []),
        ...(newName ? [`重命名为「${newName}」`] : []),
      ];
      return { label: '修改看板', message: `把${which}${parts.join('，并')}` };
    }
    const which = target ? `the ${target} dashboard` : 'this dashboard';
    const parts = [
      ...(frequency ? [`make ${which} ${FREQUENCY_WORDS.en[frequency]}`] : []),
      ...(window ? [`set ${which}'s attribution window to ${WINDOW_WORDS.en[window]}`] : []),
      ...(budget !== null ? [`set ${which}'s budget to ${budget}`] : []),
      ...(newName ? [`rename ${which} to “${newName}”`] : []),
    ];
    // Named once: the changes after the first are of "it".
    const message = parts
      .map((p, i) => (i === 0 ? p : p.replace(`${which}'s`, 'its').replace(which, 'it')))
      .join(' and ');
    return { label: 'Change the dashboard', message };
  },
  help: {
    en: '**Change a dashboard**: “rename the Nike dashboard to Nike 2027”, “make this dashboard update weekly”, “set the budget to 5000 dollars”, “change the attribution window to 7-day click”.',
    zh: '**修改看板**：“把耐克看板重命名为耐克2027”、“把这个看板改为每周更新”、“把预算改成5000美元”、“归因窗口改成7天点击”。',
  },
  can: {
    en: 'rename a dashboard, set how often it updates, or an ad dashboard’s budget and attribution window (“make this dashboard update weekly”)',
    zh: '重命名看板、设置更新频率，或广告看板的预算和归因窗口（“把这个看板改为每周更新”）',
  },
  close(output, lang) {
    const { name, previous_name, frequency, attribution_window, budget_usd, changed } =
      updateDashboardTool.output.parse(output);
    const now = escapeMarkdown(name);
    const before = escapeMarkdown(previous_name);
    const window = WINDOW_WORDS[lang][attribution_window ?? 'none'];
    const budget = budget_usd == null ? null : `$${budget_usd.toLocaleString('en-US')}`;
    const recomputed = changed.some((c) => c === 'attribution_window' || c === 'budget_usd');
    if (lang === 'zh') {
      const said = [
        ...(changed.includes('name') ? [`已把「${before}」重命名为「${now}」`] : []),
        ...(changed.includes('frequency') ? [`「${now}」改为${FREQUENCY_WORDS.zh[frequency]}`] : []),
        ...(changed.includes('attribution_window') ? [`归因窗口改为${window}`] : []),
        ...(changed.includes('budget_usd') ? [`预算改为${budget ?? '数据源的月预算'}`] : []),
      ];
      return said.length
        ? `${said.join('，')}。${recomputed ? '看板会按新设置重新计算。' : ''}`
        : `「${now}」本来就是这样，没有改动。`;
    }
    const said = [
      ...(changed.includes('name') ? [`Renamed **${before}** to **${now}**`] : []),
      ...(changed.includes('frequency') ? [`**${now}** will ${FREQUENCY_WORDS.en[frequency]}`] : []),
      ...(changed.includes('attribution_window') ? [`its attribution window is now ${window}`] : []),
      ...(changed.includes('budget_usd')
        ? [`its budget is now ${budget ?? "the data sources' monthly budgets"}`]
        : []),
    ];
    if (!said.length) return `**${now}** already was so; nothing changed.`;
    const sentence = said.join('; ');
    return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.${recomputed ? ' The dashboard is computed again with it.' : ''}`;
  },
};
