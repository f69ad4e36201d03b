import { i18n } from './index.ts';
import type { Language } from './index.ts';

/**
 * Adds a namespace's texts in both languages. Each namespace outside the core (resources.ts) has a module in
 * namespaces/ that calls this when imported, and every file that uses the namespace imports that module: the
 * texts then travel in the same chunk as the code that shows them, loaded before it runs (a test checks the
 * imports, tests/shared/i18n-namespace-imports.test.ts).
 */
export function addNamespace(ns: string, texts: Record<Language, Record<string, unknown>>): void {
  for (const [lng, bundle] of Object.entries(texts)) i18n.addResourceBundle(lng, ns, bundle);
}
