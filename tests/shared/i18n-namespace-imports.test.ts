import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('../../src/', import.meta.url));
const read = (file: string) => readFileSync(path.join(src, file), 'utf8');

/** The namespaces bundled in the first chunk: the braces of resources.ts's glob. */
const core = /locales\/\*\/\{([\w,]+)\}\.json/.exec(read('lib/i18n/resources.ts'))![1]!.split(',');
const all = readdirSync(path.join(src, 'locales/en')).map((f) => f.replace(/\.json$/, ''));
const others = all.filter((ns) => !core.includes(ns));

const sourceFiles = (readdirSync(src, { recursive: true }) as string[])
  .filter((f) => /\.tsx?$/.test(f) && !f.startsWith(path.join('lib', 'i18n', 'namespaces')))
  .sort();

/** Code without its comments, which name keys of other files' namespaces. */
const code = (file: string) =>
  read(file)
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');

const usesNamespace = (text: string, ns: string) =>
  [
    new RegExp(`useTranslation\\(\\s*'${ns}'`),
    new RegExp(`useTranslation\\(\\s*\\[[^\\]]*'${ns}'`),
    new RegExp(`['\`"]${ns}:`),
    new RegExp(`ns:\\s*'${ns}'`),
  ].some((re) => re.test(text));

const importsNamespace = (text: string, ns: string) =>
  new RegExp(`^import '(@/lib/i18n/|\\./)namespaces/${ns}(\\.ts)?';$`, 'm').test(text);

/**
 * The ad tools', /kox's and /recommend's slash-command descriptions sit in the command list, which every workspace page loads: importing
 * their words there would put the start page over its bundle budget. `describe` runs only after the tool's form
 * was submitted or its card asked, and both (loaded lazily) import these namespaces; the forms and cards are
 * checked above like any file.
 */
const LOADED_BEFORE_USE: Record<string, readonly string[]> = {
  [path.join('tools', 'create-ad-dashboard', 'ad-settings-text.ts')]: [
    'adChat',
    'adData',
    'adReport',
    'adSources',
  ],
  [path.join('tools', 'query-ad-dashboard', 'ad-ask-text.ts')]: ['adChat', 'adReport', 'adSources'],
  [path.join('tools', 'query-ad-dashboard', 'command.ts')]: ['adChat'],
  [path.join('tools', 'find-kox', 'command.ts')]: ['kox'],
  // The bounds of /kox and /recommend, said by both describe lines; both forms import the kox words.
  [path.join('tools', 'creator-bound-words.ts')]: ['kox'],
};

describe('namespaces outside the first chunk', () => {
  it('each has a module that adds it', () => {
    expect(core).toEqual(expect.arrayContaining(['common', 'errors', 'shell']));
    const modules = readdirSync(path.join(src, 'lib/i18n/namespaces')).map((f) => f.replace(/\.ts$/, ''));
    expect(modules.sort()).toEqual(others.sort());
  });

  it('is imported by every file that uses it, so its texts load with that code', () => {
    const missing = sourceFiles.flatMap((file) => {
      const text = code(file);
      return others
        .filter((ns) => usesNamespace(text, ns) && !importsNamespace(text, ns))
        .filter((ns) => !LOADED_BEFORE_USE[file]?.includes(ns))
        .map((ns) => `${file} uses "${ns}"`);
    });
    expect(missing).toEqual([]);
  });

  it('sees a use it must check', () => {
    // The check above is only as good as usesNamespace: it must see this file's own use of the chat namespace.
    expect(usesNamespace(code('chat/thread/thread.tsx'), 'chat')).toBe(true);
    expect(importsNamespace(code('chat/thread/thread.tsx'), 'chat')).toBe(true);
    expect(usesNamespace("const { t } = useTranslation(['palette', 'chat']);", 'chat')).toBe(true);
    expect(usesNamespace("t('dashboard:title')", 'dashboard')).toBe(true);
    expect(usesNamespace("t('dashboards:title')", 'dashboard')).toBe(false);
  });
});
