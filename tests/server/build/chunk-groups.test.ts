import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { chunkName, packageOf, vendorGroupOf } from '../../../scripts/chunk-groups.ts';

const NM = '/repo/node_modules';
const SRC = '/repo/src';

const chunk = (moduleIds: string[], extra: Partial<Rolldown.PreRenderedChunk> = {}) =>
  ({
    name: 'whatever-the-bundler-picked',
    moduleIds,
    facadeModuleId: null,
    isEntry: false,
    isDynamicEntry: false,
    exports: [],
    type: 'chunk',
    ...extra,
  }) as unknown as Rolldown.PreRenderedChunk;

describe('vendor groups', () => {
  it('reads the package of a module id, scoped or not', () => {
    expect(packageOf(`${NM}/react-dom/cjs/react-dom-client.production.js`)).toBe('react-dom');
    expect(packageOf(`${NM}/@tanstack/router-core/dist/esm/router.js`)).toBe('@tanstack/router-core');
    expect(packageOf(`${NM}/.pnpm/x/node_modules/zod/v4/core/schemas.js`)).toBe('zod');
    expect(packageOf(`${SRC}/lib/cn.ts`)).toBeNull();
  });

  it.each([
    ['react-dom/index.js', 'react'],
    ['scheduler/index.js', 'react'],
    ['@tanstack/history/dist/index.js', 'router'],
    ['@tanstack/query-core/build/modern/query.js', 'query'],
    ['zustand/esm/vanilla.mjs', 'state'],
    ['@assistant-ui/react/dist/index.js', 'assistant'],
    ['ai/dist/index.js', 'assistant'],
    ['micromark-core-commonmark/lib/index.js', 'markdown'],
    ['react-markdown/lib/index.js', 'markdown'],
    ['@radix-ui/react-menu/dist/index.mjs', 'radix'],
    ['@floating-ui/dom/dist/x.mjs', 'radix'],
    ['zrender/lib/zrender.js', 'charts'],
    ['@pdf-lib/standard-fonts/lib/index.js', 'pdf'],
    ['sonner/dist/index.mjs', 'toasts'],
    ['lucide-react/dist/esm/icons/x.mjs', null],
    ['reactive-thing/index.js', null],
  ])('puts %s in %s', (file, group) => {
    expect(vendorGroupOf(`${NM}/${file}`)).toBe(group);
  });
});

describe('chunk names', () => {
  it('names a route screen by its path', () => {
    const facade = `${SRC}/routes/writer/apps/configuration/$app_doi/base.tsx?tsr-split=component`;
    expect(chunkName(chunk([facade], { facadeModuleId: facade }), SRC)).toBe(
      'route-writer-apps-configuration-app_doi-base',
    );
    const login = `${SRC}/routes/writer_/login.tsx?tsr-split=component`;
    expect(chunkName(chunk([login], { facadeModuleId: login }), SRC)).toBe('route-writer_-login');
  });

  it('names a library group, icons and a lazy module for what they are', () => {
    expect(chunkName(chunk([`${NM}/react/index.js`, `${NM}/react-dom/index.js`]), SRC)).toBe('react');
    expect(chunkName(chunk([`${NM}/lucide-react/dist/esm/icons/x.mjs`]), SRC)).toBe('icons');
    const form = `${SRC}/tools/open-screen/form.tsx`;
    expect(chunkName(chunk([form], { facadeModuleId: form, isDynamicEntry: true }), SRC)).toBe(
      'open-screen-form',
    );
  });

  it('names shared app code by the folder it shares, texts by their namespace', () => {
    const shared = [`${SRC}/chat/runtime/a.ts`, `${SRC}/chat/runtime/b.ts`, `${SRC}/locales/en/chat.json`];
    expect(chunkName(chunk(shared), SRC)).toBe('chat-runtime');
    const texts = [`${SRC}/locales/en/dashboard.json`, `${SRC}/locales/zh/dashboard.json`];
    expect(chunkName(chunk(texts), SRC)).toBe('locales-dashboard');
    const mixed = [`${SRC}/components/ui/badge.tsx`, `${SRC}/lib/format/a.ts`, `${SRC}/lib/format/b.ts`];
    expect(chunkName(chunk(mixed), SRC)).toBe('lib-format');
    expect(chunkName(chunk([`${SRC}/lib/roles.ts`, `${NM}/clsx/dist/clsx.mjs`]), SRC)).toBe('lib-roles');
  });

  it('keeps the entry its name', () => {
    expect(chunkName(chunk([`${SRC}/main.tsx`], { isEntry: true, name: 'index' }), SRC)).toBe('index');
  });
});
