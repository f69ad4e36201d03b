/** `href` (path + search + hash) with one query parameter removed, e.g. a spent `blueaicode` or OAuth `code`. */
export function withoutSearchParams(href: string, names: readonly string[]): string {
  const url = new URL(href, 'http://studio.invalid');
  for (const name of names) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}
