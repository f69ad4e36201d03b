import type { Resource } from 'i18next';

/** Every `src/locales/<lng>/<namespace>.json`, bundled; adding a file adds a namespace. */
const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json', {
  eager: true,
});

function collect(): { resources: Resource; namespaces: string[] } {
  const resources: Resource = {};
  const namespaces = new Set<string>();
  for (const [path, module] of Object.entries(files)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, lng, ns] = match as unknown as [string, string, string];
    (resources[lng] ??= {})[ns] = module.default;
    namespaces.add(ns);
  }
  return { resources, namespaces: [...namespaces].sort() };
}

export const { resources, namespaces } = collect();
