import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '../../../../src/tools/switch-language/contract.ts';
import { serverFile } from '../../../lib/server-paths.ts';
import type { CorpusExample, Slots } from './corpus-example.ts';
import { rateExamples, type Rates } from './evaluate.ts';

const NATURAL_DIR = serverFile('ai/offline/nlu/corpus-natural');

interface NaturalFile {
  examples: { text: string; intent: string; slots?: Slots }[];
}

/**
 * Requests written by hand the way people type them, never from a template and never trained on: the corpus
 * folder does not read this one, so these measure how the model does on what it has not seen.
 */
export function loadNaturalSet(): CorpusExample[] {
  return LANGUAGES.flatMap((lang: Language) => {
    const file = JSON.parse(
      readFileSync(path.join(NATURAL_DIR, `natural.${lang}.json`), 'utf8'),
    ) as NaturalFile;
    return file.examples.map((e) => ({
      text: e.text,
      intent: e.intent,
      lang,
      slots: e.slots ?? {},
      hand: true,
    }));
  });
}

/** Right-intent and exact-slot rates on the natural set, per language. */
export function scoreNatural(
  examples: readonly CorpusExample[] = loadNaturalSet(),
): (Rates & { lang: Language })[] {
  return LANGUAGES.map((lang) => ({ lang, ...rateExamples(examples.filter((e) => e.lang === lang)) }));
}
