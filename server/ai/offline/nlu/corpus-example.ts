import type { Language } from '../../../../src/tools/switch-language/contract.ts';

/** What a corpus example expects the slot reader to find (for a tool: its input). */
export type Slots = Record<string, unknown>;

export interface CorpusExample {
  text: string;
  intent: string;
  lang: Language;
  slots: Slots;
  /** Written by hand rather than generated from a template. */
  hand: boolean;
}
