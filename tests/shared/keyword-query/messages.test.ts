import { describe, expect, it } from 'vitest';
import { KEYWORD_ERROR_CODES } from '@/lib/keyword-query/index.ts';
import en from '@/locales/en/keywords.json';
import zh from '@/locales/zh/keywords.json';

const WARNING_CODES = ['separator', 'word_operator'] as const;

describe('keyword messages', () => {
  it.each([
    ['en', en],
    ['zh', zh],
  ] as const)('has a %s message for every error and warning code', (_, messages) => {
    for (const code of KEYWORD_ERROR_CODES) expect(messages.error[code]).toMatch(/\S/);
    for (const code of WARNING_CODES) expect(messages.warning[code]).toMatch(/\S/);
    expect(Object.keys(messages.error).sort()).toEqual([...KEYWORD_ERROR_CODES].sort());
  });

  it('uses the wording of the spec for the check dialog and the link check', () => {
    expect(en.check.title).toBe('Keywords do not match the requirements, do you want to modify them?');
    expect(en.links.exists).toBe('Account Exists');
    expect(en.links.unsupported).toBe('Account does not exist or the link is not supported');
  });
});
