import { OFFERED_SCREENS } from '../../../../src/lib/screen-catalog.ts';
import type { Language } from '../../../../src/tools/switch-language/contract.ts';
import { normalizeText } from '../normalize-text.ts';
import { screenTitle, viewTitle } from '../screen-titles.ts';
import type { Slots } from '../skills/offline-skill.ts';
import type { AskUserInput, Choice } from './ask-user-input.ts';

const CHOICES = 4;

const bigrams = (text: string) => {
  const chars = [...normalizeText(text).replace(/\s+/g, '')];
  return new Set(chars.slice(1).map((c, i) => `${chars[i]}${c}`));
};

/** How much of a screen's names (keywords, titles) the text shares, by character pairs. */
function likeness(text: Set<string>, id: string, keywords: readonly string[]): number {
  const names = [...keywords, screenTitle(id, 'en'), screenTitle(id, 'zh')];
  return Math.max(...names.map((n) => [...bigrams(n)].filter((b) => text.has(b)).length));
}

const openChoice = (title: string, page: boolean, lang: Language): Choice =>
  lang === 'zh'
    ? { label: title, message: `${page ? '整页' : ''}打开${title}` }
    : { label: title, message: `Open ${title}${page ? ' as a page' : ''}` };

export function screenChoice(slots: Slots, lang: Language): Choice | null {
  if (typeof slots.screen !== 'string') return null;
  if (typeof slots.dashboard_name === 'string') {
    const name = slots.dashboard_name;
    const page = slots.target === 'page';
    return lang === 'zh'
      ? { label: name, message: `${page ? '整页' : ''}打开「${name}」看板` }
      : { label: name, message: `Open the “${name}” dashboard${page ? ' as a page' : ''}` };
  }
  const title =
    typeof slots.view === 'string' ? viewTitle(slots.view, lang) : screenTitle(slots.screen, lang);
  return openChoice(title, slots.target === 'page', lang);
}

/** A button that opens a screen in the side panel, worded as the request open_screen reads back. */
export const openScreenChoice = (screen: string, lang: Language): Choice =>
  openChoice(screenTitle(screen, lang), false, lang);

/**
 * No screen by that name: offer the screens whose names come closest, in catalog order on a tie. Internal screens
 * ("audit log") are never among them: the model cannot open them.
 */
export function unknownScreenQuestion(slots: Slots, lang: Language, text = ''): AskUserInput | null {
  if (typeof slots.screen === 'string') return null;
  const grams = bigrams(text);
  const ranked = OFFERED_SCREENS.filter((s) => s.artifact || slots.target === 'page')
    .map((s, order) => ({ id: s.id, score: likeness(grams, s.id, s.keywords), order }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, CHOICES);
  return {
    question:
      lang === 'zh'
        ? '没有找到这个页面，你想打开哪一个？'
        : 'I could not find that screen. Which one do you mean?',
    choices: ranked.flatMap((s) => screenChoice({ ...slots, screen: s.id }, lang) ?? []),
  };
}
