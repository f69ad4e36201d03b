/**
 * `attachment` with the name twice (RFC 6266): an ASCII fallback with every other character, quote and backslash
 * replaced, and the exact name percent-encoded as UTF-8 for browsers that read `filename*`.
 */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
