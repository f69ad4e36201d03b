import path from 'node:path';
import type { Rolldown } from 'vite';

type CodeSplittingGroup = NonNullable<
  Exclude<Rolldown.OutputOptions['codeSplitting'], boolean | undefined>['groups']
>[number];

/**
 * Libraries by what they do, each group one chunk named for it. Only groups whose parts load together: every
 * page needs all of react, router, query, state and classnames; the others load with the feature that uses them.
 * Radix and the helpers are split by which pages use each part (`entriesAware`), so the sign-in page does not
 * fetch the menus.
 */
export const VENDOR_GROUPS: readonly { name: string; packages: RegExp; byUse?: boolean }[] = [
  { name: 'react', packages: /^(react|react-dom|scheduler|use-sync-external-store)$/ },
  // Before the feature groups: a group takes its libraries' dependencies along unless an earlier one has them.
  { name: 'state', packages: /^zustand$/ },
  { name: 'helpers', packages: /^(tslib|@babel\/runtime)$/, byUse: true },
  { name: 'router', packages: /^@tanstack\/(react-router|router-core|history|store|react-store)$/ },
  { name: 'query', packages: /^@tanstack\/(query-core|react-query)$/ },
  { name: 'classnames', packages: /^(clsx|tailwind-merge|class-variance-authority)$/ },
  { name: 'zod', packages: /^zod$/ },
  {
    name: 'radix',
    packages:
      /^(radix-ui|@radix-ui\/.+|@floating-ui\/.+|react-remove-scroll(-bar)?|react-style-singleton|aria-hidden|use-sidecar|use-callback-ref|get-nonce)$/,
    byUse: true,
  },
  {
    name: 'assistant',
    packages:
      /^(@assistant-ui\/.+|assistant-stream|assistant-cloud|ai|@ai-sdk\/.+|eventsource-parser|secure-json-parse|nanoid|throttleit|react-textarea-autosize|use-composed-ref|use-latest|use-isomorphic-layout-effect)$/,
  },
  {
    name: 'markdown',
    packages:
      /^(react-markdown|remark-.+|rehype-.+|micromark.*|mdast-.+|hast-.+|unist-.+|unified|vfile.*|bail|trough|is-plain-obj|extend|devlop|property-information|space-separated-tokens|comma-separated-tokens|decode-named-character-reference|character-entities.*|trim-lines|zwitch|longest-streak|markdown-table|ccount|escape-string-regexp|html-url-attributes|style-to-(js|object)|inline-style-parser|@ungap\/structured-clone|estree-util-is-identifier-name)$/,
  },
  { name: 'charts', packages: /^(echarts|zrender)$/ },
  { name: 'pdf', packages: /^(pdf-lib|@pdf-lib\/.+|pako)$/ },
  { name: 'toasts', packages: /^sonner$/ },
  { name: 'command-menu', packages: /^cmdk$/ },
];

// The last node_modules of the path: a nested install belongs to the innermost package.
const PACKAGE = /.*[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/;

/** The npm package a module id belongs to (`@scope/name` with a forward slash), or null for app code. */
export function packageOf(moduleId: string): string | null {
  const match = PACKAGE.exec(moduleId.split('?')[0]!);
  return match ? match[1]!.replace('\\', '/') : null;
}

/** The vendor group of a module id, or null (app code, or a library that stays with its one user). */
export function vendorGroupOf(moduleId: string): string | null {
  const name = packageOf(moduleId);
  return name === null ? null : (VENDOR_GROUPS.find((g) => g.packages.test(name))?.name ?? null);
}

/** rolldown `output.codeSplitting.groups`: one per vendor group, earlier groups first. */
export function vendorChunkGroups(): CodeSplittingGroup[] {
  return VENDOR_GROUPS.map((group, i) => ({
    name: group.name,
    test: (id: string) => vendorGroupOf(id) === group.name,
    priority: VENDOR_GROUPS.length - i,
    ...(group.byUse ? { entriesAware: true } : {}),
  }));
}

/**
 * A shared chunk under 8 kB (before minifying) is copied into the chunks that use it instead of being a file of
 * its own; rolldown's runtime keeps one instance of each module across the copies. Without it, signing in and
 * opening the start page fetched 224 files, half of them under 1 kB: one round trip each, six at a time over
 * HTTP/1.1. Now 81, and at 50 ms of latency the start page is idle after 1.7 s instead of 2.9 s, for 7 % more
 * bytes; every route's initial JS is as small or smaller (decision 166). Larger limits saved a few files more
 * for more copied bytes. Style sheets stay files, as rolldown asks of a Vite build.
 */
export const INLINE_SMALL_SHARED_CHUNKS = {
  maxSize: 8 * 1024,
  exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
} as const;

const ROUTE_SPLIT = /[\\/]src[\\/]routes[\\/](.+)\.tsx\?tsr-split=/;

/** `folder-file` of a source file: `tools/open-screen/form.tsx` → `open-screen-form`. */
function fileLabel(id: string): string {
  const file = id.split('?')[0]!;
  return `${path.basename(path.dirname(file))}-${path.basename(file).replace(/\.[jt]sx?$/, '')}`.replace(
    /^-+/,
    '',
  );
}

/** The most specific folder all of `dirs` share (`chat-runtime`), else the folder most of them are in. */
function folderLabel(dirs: string[][]): string {
  const common: string[] = [];
  for (const part of dirs[0] ?? []) {
    if (!dirs.every((dir) => dir[common.length] === part)) break;
    common.push(part);
  }
  if (common.length > 0) return common.slice(-2).join('-');
  const counts = new Map<string, number>();
  for (const dir of dirs) {
    const label = dir.slice(-2).join('-');
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return [...counts].reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

const LOCALE = /[\\/]locales[\\/]\w+[\\/]([\w-]+)\.json$|[\\/]i18n[\\/]namespaces[\\/]([\w-]+)\.ts$/;

/**
 * The name of a chunk, from what it holds rather than from whichever module the bundler met first: a route's
 * screen is `route-<path>`, a library group its group's name, lucide icons alone `icons`, a lazy module or a
 * single file `folder-file`, shared app code the folder its modules share (`chat-composer`).
 */
export function chunkName(chunk: Rolldown.PreRenderedChunk, srcDir: string): string {
  const route = chunk.facadeModuleId ? ROUTE_SPLIT.exec(chunk.facadeModuleId) : null;
  if (route) return `route-${route[1]!.replace(/[\\/]/g, '-').replace(/\$/g, '')}`;
  if (chunk.isEntry) return chunk.name;
  const ids = chunk.moduleIds.filter((id) => !id.startsWith('\0'));
  const groups = new Set(ids.map(vendorGroupOf));
  if (groups.size === 1 && !groups.has(null)) return [...groups][0]!;
  if (chunk.facadeModuleId?.startsWith(srcDir)) return fileLabel(chunk.facadeModuleId);
  const packages = new Set(ids.map(packageOf));
  if (packages.size === 1 && packages.has('lucide-react')) return 'icons';
  const appIds = ids.filter((id) => packageOf(id) === null && id.startsWith(srcDir));
  // Texts travel with the code that shows them; they name a chunk only when they are all it holds.
  const code = appIds.filter((id) => !LOCALE.test(id));
  if (code.length === 0 && appIds.length > 0) {
    const namespaces = new Set(appIds.map((id) => LOCALE.exec(id)!.slice(1).find(Boolean)));
    return `locales-${[...namespaces].sort().join('-')}`;
  }
  if (code.length === 1) return fileLabel(code[0]!);
  if (code.length === 0) return chunk.name;
  return folderLabel(code.map((id) => path.relative(srcDir, path.dirname(id)).split(path.sep)));
}
