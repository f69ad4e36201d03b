type Resource = Record<string, Record<string, Record<string, unknown>>>;

/**
 * The core namespaces, in the first chunk: what the frame of every page says (the shell, screen titles, errors,
 * common words). The others come with the code that uses them (add-namespace.ts).
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../locales/*/{common,enums,errors,screens,shell}.json',
  { eager: true },
);

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
