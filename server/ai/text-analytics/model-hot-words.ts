import { z } from 'zod';
import type { AskModel } from './model-ask.ts';
import { isHan } from './tokenize.ts';
import type { HotWord } from './text-analytics-provider.ts';

/** Texts the model reads to pick the words; the counts are then taken over every text. */
const SAMPLE = 80;
const CLIP = 200;

const hotWordOutput = z.object({ words: z.array(z.string().trim().min(1).max(40)).max(100) });

const normalize = (text: string) => text.normalize('NFKC').toLowerCase();
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `text` contains `word`: anywhere for Chinese, as a whole word (or phrase) otherwise. */
function matcher(word: string): (text: string) => boolean {
  if (isHan(word)) return (text) => text.includes(word);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, 'u');
  return (text) => pattern.test(text);
}

/** Every `step`-th text, so a long list is read across its whole length and not only its start. */
function sample(texts: readonly string[]): string[] {
  const step = Math.max(1, Math.ceil(texts.length / SAMPLE));
  return texts.filter((_, i) => i % step === 0).map((t) => (t.length > CLIP ? t.slice(0, CLIP) : t));
}

/**
 * The model chooses the evaluation words and short phrases people use (it understands "battery life" and "太贵"
 * as one thing); how many texts contain each is counted here, over all texts, so the numbers are the data's.
 * Words the texts do not contain are dropped; an answer with none left is a failure (the caller falls back).
 */
export async function modelHotWords(
  ask: AskModel,
  texts: readonly string[],
  top: number,
): Promise<HotWord[]> {
  if (texts.length === 0) return [];
  const out = await ask(
    hotWordOutput,
    `These are social-media texts (Chinese or English). List up to ${top * 2} words or short phrases (1–4 words) that people most often use to evaluate or describe what they talk about: opinions, qualities, features, feelings. Copy each exactly as it appears in the texts; no stop words, no hashtags, no user names, no translations.`,
    sample(texts),
  );
  const lowered = texts.map(normalize);
  const words = [...new Set(out.words.map(normalize))];
  const counted = words
    .map((word) => {
      const contains = matcher(word);
      return { word, count: lowered.filter(contains).length };
    })
    .filter((w) => w.count > 0)
    .sort((a, b) => b.count - a.count || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0))
    .slice(0, top);
  if (counted.length === 0) throw new Error('the model named no word that the texts contain');
  return counted;
}
