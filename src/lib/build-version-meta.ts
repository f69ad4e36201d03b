/**
 * The `<meta>` of index.html that names the build the page booted with (spec §7 version check). The build writes it
 * (scripts/build-version-plugin.ts) instead of compiling the id into the code, so the id stays out of every chunk
 * and a chunk's file name changes only when its own content does.
 */
export const BUILD_VERSION_META = 'booster-build-version';

/** The build id of this page; null without one (Vite's dev server, tests). */
export function bootedBuildVersion(doc: Document = document): string | null {
  const content = doc.querySelector<HTMLMetaElement>(`meta[name="${BUILD_VERSION_META}"]`)?.content;
  return content ? content : null;
}
