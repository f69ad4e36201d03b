import type { Language } from '../../../../src/tools/switch-language/contract.ts';
import type { OfflineSkill } from '../skills/offline-skill.ts';
import type { AskUserInput, Choice } from './ask-user-input.ts';
import type { Ranked } from './softmax-regression.ts';

/**
 * Below this the classifier is guessing, and two intents this close are both plausible: on the held-out split
 * 3 of the 4 wrong top intents fell under one of the two, and 2.5 % of all requests (docs/performance.md).
 */
const SURE = 0.4;
const CLOSE = 0.15;
const MAX_CANDIDATES = 3;
/** The second button when only one tool reads the request: what else the model can do. */
const HELP: Record<Language, Choice> = {
  en: { label: 'What can you do?', message: 'What can you do?' },
  zh: { label: '你能做什么？', message: '你能做什么？' },
};

function isUnsure(ranked: readonly Ranked[]): boolean {
  const [top, second] = ranked;
  if (!top) return true;
  return top.p < SURE || (second !== undefined && top.p - second.p < CLOSE);
}

/**
 * When the top intents are close, the question "which did you mean?" with each plausible tool's reading of the
 * request as a complete sentence (and "what can you do?" beside a single one). Null when no tool reads it
 * completely: then the top intent goes. When every plausible tool would first ask the same thing (creators of a
 * country the databases lack, searched or ranked), that question comes instead: its answer is needed either way.
 */
export function whichDidYouMean(
  ranked: readonly Ranked[],
  readings: (skill: OfflineSkill) => { choice: Choice | null; question: AskUserInput | null },
  skills: readonly OfflineSkill[],
  lang: Language,
): AskUserInput | null {
  if (!isUnsure(ranked)) return null;
  const top = ranked[0]?.p ?? 0;
  const candidates = ranked
    .filter((r) => r.p >= top - CLOSE * 2)
    .slice(0, MAX_CANDIDATES)
    .flatMap((r) => {
      const skill = skills.find((s) => s.toolName === r.label);
      return skill ? [readings(skill)] : [];
    });
  const [first, ...others] = candidates.map((c) => c.question);
  if (first && others.length > 0 && others.every((q) => q?.question === first.question)) return first;
  const choices = candidates.flatMap((c) => (c.choice ? [c.choice] : []));
  if (choices.length === 0) return null;
  if (choices.length === 1) choices.push(HELP[lang]);
  return { question: lang === 'zh' ? '你是想做哪一个？' : 'Which of these did you mean?', choices };
}
