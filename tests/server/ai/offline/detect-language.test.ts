import { describe, expect, it } from 'vitest';
import { detectLanguage } from '../../../../server/ai/offline/detect-language.ts';

describe('the language a request is written in', () => {
  it.each([
    ['export this report as PDF', 'en'],
    ['把这个报告导出为PDF', 'zh'],
    ['track 耐克 on YouTube', 'zh'],
    // A quoted name or a mention is in its own language.
    ['export “Export 跑鞋/对比: 28” as PDF', 'en'],
    ['find creators like @小鹿跑步 please', 'en'],
    ['把“Nike vs Adidas”报告导出', 'zh'],
    ['和@priyaruns1类似的达人', 'zh'],
    // Only a name: the name tells.
    ['“跑鞋对比”', 'zh'],
    ['123', 'en'],
  ] as const)('"%s" → %s', (text, lang) => {
    expect(detectLanguage(text, 'en')).toBe(lang);
  });
});
