/** One entry of Vite's `dist/.vite/manifest.json`. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The manifest keys of a route file's chunks: TanStack's code splitting adds `?tsr-split=…` to the file. */
function routeKeys(manifest: Manifest, routeFile: string): string[] {
  return Object.keys(manifest).filter((key) => key === routeFile || key.startsWith(`${routeFile}?`));
}

/**
 * The JS files the browser loads before a route shows: the entry chunk, the split chunks of every route file the
 * URL matches (layouts included), and every chunk those import statically, transitively. Dynamic imports are
 * left out: they load later.
 */
export function initialFiles(manifest: Manifest, routeFiles: readonly string[]): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const queue = [...entries, ...routeFiles.flatMap((file) => routeKeys(manifest, file))];
  const seen = new Set<string>();
  for (const key of queue) {
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk ${key}.`);
    seen.add(key);
    queue.push(...(chunk.imports ?? []));
  }
  return [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
}
