import type { Language } from '../../../../src/tools/switch-language/contract.ts';
import type { OfflineSkill } from '../skills/offline-skill.ts';
import type { AskUserInput, Choice } from './ask-user-input.ts';
import type { Ranked } from './naive-bayes.ts';

/** Below this the classifier is guessing (measured on the held-out split, see docs/performance.md). */
export const SURE = 0.5;
/** Two intents this close are both plausible readings. */
export const CLOSE = 0.2;
const MAX_CANDIDATES = 3;

export function isUnsure(ranked: readonly Ranked[]): boolean {
  const [top, second] = ranked;
  if (!top) return true;
  return top.p < SURE || (second !== undefined && top.p - second.p < CLOSE);
}

/**
 * When the top intents are close, the question "which did you mean?" with each plausible tool's reading of the
 * request as a complete sentence. Null when fewer than two readings can be put that way: then the top one goes.
 */
export function whichDidYouMean(
  ranked: readonly Ranked[],
  readings: (skill: OfflineSkill) => Choice | null,
  skills: readonly OfflineSkill[],
  lang: Language,
): AskUserInput | null {
  if (!isUnsure(ranked)) return null;
  const top = ranked[0]?.p ?? 0;
  const choices = ranked
    .filter((r) => r.p >= top - CLOSE * 2)
    .slice(0, MAX_CANDIDATES)
    .flatMap((r) => {
      const skill = skills.find((s) => s.toolName === r.label);
      const choice = skill ? readings(skill) : null;
      return choice ? [choice] : [];
    });
  if (choices.length < 2) return null;
  return { question: lang === 'zh' ? '你是想做哪一个？' : 'Which of these did you mean?', choices };
}
