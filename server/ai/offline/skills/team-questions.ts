import type { Language } from '../../../../src/tools/switch-language/contract.ts';
import type { AskUserInput } from '../nlu/ask-user-input.ts';
import { openScreenChoice } from '../nlu/screen-choices.ts';

/** A question back when a team request lacks its subject, with the screen where the answer can be found. */
export function teamQuestion(
  question: Record<Language, string>,
  screen: Record<Language, string>,
  lang: Language,
): AskUserInput {
  return { question: question[lang], choices: [{ label: screen[lang], message: screen[lang] }] };
}

/** A team request the tool does not do, answered with where it is done and a button to that screen. */
export function doneElsewhere(
  question: Record<Language, string>,
  screen: string,
  lang: Language,
): AskUserInput {
  return { question: question[lang], choices: [openScreenChoice(screen, lang)] };
}
