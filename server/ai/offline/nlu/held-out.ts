/** FNV-1a: a stable hash, so an example stays on its side of the split whatever else the corpus gains. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** About one example in five is held out: the classifier never trains on it and the accuracy test uses it. */
export function isHeldOut(text: string): boolean {
  return fnv1a(text) % 5 === 0;
}
