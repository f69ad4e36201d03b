import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '../../../../src/tools/switch-language/contract.ts';
import { serverFile } from '../../../lib/server-paths.ts';
import type { CorpusExample, Slots } from './corpus-example.ts';
import { expandTemplate, type Filler, type Template } from './expand-templates.ts';

interface CorpusFile {
  fillers?: Record<string, Filler[]>;
  examples: { text: string; slots?: Slots }[];
  templates?: Template[];
}

const CORPUS_DIR = serverFile('ai/offline/nlu/corpus');
/** `<intent>.<lang>.json`: the intent is a tool name, or help, small_talk, unsupported, other. */
const CORPUS_FILE = /^([a-z_]+)\.([a-z]{2})\.json$/;
const FILLERS = 'fillers';

const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(CORPUS_DIR, file), 'utf8')) as T;
const isLanguage = (s: string): s is Language => (LANGUAGES as readonly string[]).includes(s);

/**
 * Every labelled example of the corpus folder, hand-written and generated from templates. A new intent is new
 * files there; the classifier learns its label from the file name.
 */
export function loadCorpus(): CorpusExample[] {
  for (const steps = corpusLoadSteps(); ;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** loadCorpus, pausing (yield) after each file, so a caller can let other work run between files. */
export function* corpusLoadSteps(): Generator<void, CorpusExample[]> {
  const files = readdirSync(CORPUS_DIR).sort();
  const shared = new Map<Language, Record<string, Filler[]>>();
  for (const lang of LANGUAGES) {
    const file = `${FILLERS}.${lang}.json`;
    shared.set(lang, files.includes(file) ? readJson<Record<string, Filler[]>>(file) : {});
  }
  const examples: CorpusExample[] = [];
  for (const file of files) {
    const m = CORPUS_FILE.exec(file);
    const [intent, lang] = [m?.[1], m?.[2]];
    if (!intent || !lang || intent === FILLERS || !isLanguage(lang)) continue;
    yield;
    const corpus = readJson<CorpusFile>(file);
    for (const e of corpus.examples)
      examples.push({ text: e.text, intent, lang, slots: e.slots ?? {}, hand: true });
    const fillers = { ...shared.get(lang), ...corpus.fillers };
    for (const template of corpus.templates ?? []) {
      for (const e of expandTemplate(template, fillers)) examples.push({ ...e, intent, lang, hand: false });
    }
  }
  return examples;
}
