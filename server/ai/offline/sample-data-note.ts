import type { DashboardSource } from '../../../src/lib/api/endpoints.ts';
import type { Language } from '../../../src/tools/switch-language/contract.ts';

const NOTES = {
  only: { en: ' (sample data)', zh: '（示例数据）' },
  some: { en: ' (includes sample data)', zh: '（含示例数据）' },
} as const;

/** A closing sentence about posts the sample source generated says so, before its final punctuation. */
export function noteSampleData(
  sentence: string,
  sources: readonly DashboardSource[],
  lang: Language,
): string {
  if (!sources.includes('sample')) return sentence;
  const note = NOTES[sources.every((s) => s === 'sample') ? 'only' : 'some'][lang];
  const end = /[.。!！?？]$/u.exec(sentence)?.[0] ?? '';
  return `${sentence.slice(0, sentence.length - end.length)}${note}${end}`;
}
