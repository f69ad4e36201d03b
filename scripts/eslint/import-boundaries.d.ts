import type { ESLint } from 'eslint';

/** Why importing `to` from `from` breaks the one-way rule, or null when it is allowed. Paths are repo-relative. */
export function violation(from: string, to: string): string | null;
declare const plugin: ESLint.Plugin;
export default plugin;
