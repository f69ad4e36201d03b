/** One emitted JS chunk, as much of it as the budget needs. */
export interface ChunkFacts {
  fileName: string;
  isEntry: boolean;
  /** The module the chunk stands for (a route's `…?tsr-split=component`), null for shared chunks. */
  facadeModuleId: string | null;
  /** File names of the chunks it imports statically: they load before it runs. */
  imports: readonly string[];
  rawBytes: number;
  gzipBytes: number;
}

/** What a first visit to a route downloads before the screen can show: the chunks and their sizes. */
export interface RouteJs {
  /** The route file under the routes folder, without extension: `writer_/login`, `writer/app/session`. */
  route: string;
  /** The HTML page a first visit gets instead of the app's (`sign-in.html`), when the route has one. */
  page?: string;
  chunks: string[];
  rawBytes: number;
  gzipBytes: number;
}

const SPLIT_QUERY = /\?tsr-split=([\w-]+)$/;

/**
 * The route whose component a chunk holds, or null. TanStack's code splitting gives every route component its
 * own chunk, named by the route file plus `?tsr-split=<parts>` (parts joined with `---`); only the part called
 * `component` is needed to show the route (error and not-found components load when they are shown).
 */
export function routeOfChunk(facadeModuleId: string | null, routesDir: string): string | null {
  if (!facadeModuleId) return null;
  const split = SPLIT_QUERY.exec(facadeModuleId);
  if (!split || !split[1]!.split('---').includes('component')) return null;
  const file = facadeModuleId.slice(0, split.index);
  const prefix = routesDir.endsWith('/') ? routesDir : `${routesDir}/`;
  if (!file.startsWith(prefix)) return null;
  return file.slice(prefix.length).replace(/\.[jt]sx?$/, '');
}

const isLayout = (route: string) => route === 'route' || route.endsWith('/route');

/**
 * The layouts a page renders inside: `<dir>/route` of each folder above it. The project's routes are
 * folders with a `route.tsx` layout; a folder with a trailing `_` (`writer_/login`) is outside its sibling's
 * layout, which this gets for free since it is another folder.
 */
export function layoutsOf(route: string, layouts: ReadonlySet<string>): string[] {
  const parts = route.split('/').slice(0, -1);
  return parts
    .map((_, i) => `${parts.slice(0, i + 1).join('/')}/route`)
    .filter((layout) => layouts.has(layout));
}

/** The chunks `from` need, transitively through static imports, each once. */
export function staticClosure(from: readonly string[], chunks: ReadonlyMap<string, ChunkFacts>): string[] {
  const seen = new Set<string>();
  const stack = [...from];
  while (stack.length > 0) {
    const fileName = stack.pop()!;
    if (seen.has(fileName)) continue;
    const chunk = chunks.get(fileName);
    if (!chunk) throw new Error(`${fileName} is imported but is not a chunk of the build`);
    seen.add(fileName);
    stack.push(...chunk.imports);
  }
  return [...seen].sort();
}

/** Routes whose first visit the server answers with a page of their own: the page's HTML file → its routes. */
export type PageRoutes = Readonly<Record<string, readonly string[]>>;

const fileNameOf = (moduleId: string | null) => moduleId?.split(/[\\/]/).at(-1) ?? '';

/**
 * The initial JS of every page of the app: the app's entry chunk, the component chunks of the page and of the
 * layouts around it, and everything those import statically; for a route of `pages`, its page's entry chunk and
 * what that imports statically instead. Lazy parts (`import()`) are left out: they load after the screen is up.
 */
export function initialJsPerRoute(
  all: readonly ChunkFacts[],
  routesDir: string,
  pages: PageRoutes = {},
): RouteJs[] {
  const chunks = new Map(all.map((c) => [c.fileName, c]));
  const isPage = (c: ChunkFacts) => Object.hasOwn(pages, fileNameOf(c.facadeModuleId));
  const entries = all.filter((c) => c.isEntry && !isPage(c)).map((c) => c.fileName);
  const pageEntries = new Map(
    all.filter((c) => c.isEntry && isPage(c)).map((c) => [fileNameOf(c.facadeModuleId), c.fileName]),
  );
  const pageOfRoute = new Map(
    Object.entries(pages).flatMap(([page, routes]) => routes.map((r) => [r, page])),
  );
  const routeChunks = new Map<string, string>();
  for (const chunk of all) {
    const route = routeOfChunk(chunk.facadeModuleId, routesDir);
    if (route !== null) routeChunks.set(route, chunk.fileName);
  }
  const layouts = new Set([...routeChunks.keys()].filter(isLayout));
  return [...routeChunks.keys()]
    .filter((route) => !isLayout(route))
    .sort()
    .map((route) => {
      const page = pageOfRoute.get(route);
      const own = [...layoutsOf(route, layouts), route].map((r) => routeChunks.get(r)!);
      const needed = staticClosure(page ? [pageEntry(page)] : [...entries, ...own], chunks);
      const sum = (key: 'rawBytes' | 'gzipBytes') => needed.reduce((n, f) => n + chunks.get(f)![key], 0);
      return {
        route,
        ...(page ? { page } : {}),
        chunks: needed,
        rawBytes: sum('rawBytes'),
        gzipBytes: sum('gzipBytes'),
      };
    });

  function pageEntry(page: string): string {
    const entry = pageEntries.get(page);
    if (!entry) throw new Error(`${page} is named for routes but is not an entry of the build`);
    return entry;
  }
}
