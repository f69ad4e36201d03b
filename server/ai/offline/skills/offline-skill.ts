import type { Language } from '../../../../src/tools/switch-language/contract.ts';
import type { AskUserInput, Choice } from '../nlu/ask-user-input.ts';

export type Localized = Record<Language, string>;

/** What a request says for one tool: its input as far as the text tells (it may lack what the tool needs). */
export type Slots = Record<string, unknown>;

/**
 * What the offline model knows about one tool: how to read a request for it (the classifier decides which
 * tool a request is for), what to ask when the request lacks something, how to describe the tool, and what to
 * say once its result is back. The model looks skills up by tool name; a new tool adds one skill and corpus
 * files.
 */
export interface OfflineSkill {
  toolName: string;
  /**
   * The tool input the user's text asks for, from the raw text; `today` dates "last month", `timeZone` (the
   * user's, IANA) places "tomorrow at 9".
   */
  read(text: string, today: Date, timeZone?: string): Slots;
  /**
   * Slots a request may leave to the conversation (conversationSlots): "send them tomorrow at 9am" after the
   * invitations of Summer Drop were drafted sends Summer Drop's. Taken only when the request names none.
   */
  carries?: readonly string[];
  /** A question back when the reading of `text` lacks something the tool needs; null when the input is complete. */
  ask?(slots: Slots, lang: Language, text: string): AskUserInput | null;
  /**
   * The request as a sentence the user could have typed, for a choice when the model is unsure; null if it cannot
   * be complete. `text` is the request, for what the slots leave out (the places a search cannot filter by).
   */
  choice(slots: Slots, lang: Language, text: string): Choice | null;
  /**
   * True when the reading alone shows the request is for this tool ("creators like @x"): as the classifier's top
   * intent it is then taken even when another intent comes close, instead of asking which was meant.
   */
  unmistakable?(slots: Slots): boolean;
  /** One markdown bullet for the help answer. */
  help: Localized;
  /** A short clause for "what I can do" in the fallback answer; none for a tool the user cannot ask for. */
  can?: Localized;
  /** The sentence written after the tool's output arrives. */
  close(output: unknown, lang: Language): string;
  /**
   * A question back once the tool's output arrives, when it says the request was unclear (create_ad_dashboard's
   * "choose_source"): asked with ask_user instead of the closing sentence. Null when the output is an answer.
   */
  followUp?(output: unknown, lang: Language): AskUserInput | null;
}
