import type { Language } from '../../../../src/tools/switch-language/contract.ts';

export type Localized = Record<Language, string>;

/**
 * What the offline model knows about one tool: how to read a request for it, how to describe it, and what to
 * say once its result is back. The model looks skills up by tool name; a new tool adds one skill.
 */
export interface OfflineSkill {
  toolName: string;
  /** The tool input the normalized user text asks for, or null when the text is not a request for this tool. */
  match(text: string): unknown;
  /** A reply for a request that is clearly meant for this tool but cannot be fulfilled (e.g. unknown screen). */
  miss?(text: string): Localized | null;
  /** One markdown bullet for the help answer. */
  help: Localized;
  /** A short clause for "what I can do" in the fallback answer. */
  can: Localized;
  /** The sentence written after the tool's output arrives. */
  close(output: unknown, lang: Language): string;
}
