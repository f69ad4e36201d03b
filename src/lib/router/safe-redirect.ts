/**
 * The `redirect` query parameter after sign-in, if it is a same-origin path; null otherwise. Rejects absolute
 * URLs, protocol-relative `//host` and `/\host` (browsers treat a backslash as a slash), and anything that
 * resolves to another origin.
 */
export function safeRedirectPath(value: unknown, origin = 'http://studio.invalid'): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are stripped by URL parsers, hiding a host
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
