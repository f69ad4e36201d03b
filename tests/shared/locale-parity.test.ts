import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const LANGUAGES = ['zh', 'en'] as const;
const localesDir = fileURLToPath(new URL('../../src/locales/', import.meta.url));

const namespaceFiles = (lng: string) =>
  readdirSync(`${localesDir}${lng}`)
    .filter((f) => f.endsWith('.json'))
    .sort();

/** Flattens nested objects to dotted keys; every leaf must be a string. */
function flatten(value: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

const load = (lng: string, file: string) =>
  flatten(JSON.parse(readFileSync(`${localesDir}${lng}/${file}`, 'utf8')) as unknown);

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

describe('locale parity (zh ↔ en)', () => {
  it('every namespace file exists in both languages', () => {
    expect(namespaceFiles('zh')).toEqual(namespaceFiles('en'));
    expect(namespaceFiles('zh')).toEqual(expect.arrayContaining(['common.json', 'errors.json']));
  });

  const files = [...new Set(LANGUAGES.flatMap(namespaceFiles))];

  describe.each(files)('%s', (file) => {
    const [zh, en] = LANGUAGES.map((lng) => load(lng, file)) as [Map<string, unknown>, Map<string, unknown>];

    it('has the same keys in zh and en', () => {
      expect([...zh.keys()].sort()).toEqual([...en.keys()].sort());
    });

    it('has only non-empty strings', () => {
      for (const [lng, map] of [
        ['zh', zh],
        ['en', en],
      ] as const) {
        const bad = [...map]
          .filter(([, v]) => typeof v !== 'string' || v.trim() === '')
          .map(([k]) => `${lng}:${k}`);
        expect(bad).toEqual([]);
      }
    });

    it('uses the same interpolation values in both languages', () => {
      const mismatched = [...zh.keys()].filter((key) => {
        const a = zh.get(key);
        const b = en.get(key);
        return (
          typeof a === 'string' && typeof b === 'string' && placeholders(a).join() !== placeholders(b).join()
        );
      });
      expect(mismatched).toEqual([]);
    });
  });
});
