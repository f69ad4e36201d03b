/** The one seed of the fuzz suite: change it to explore other cases, keep it fixed so failures reproduce. */
export const FUZZ_SEED = 20_260_517;

/** FNV-1a of the parts and the suite seed: a stable seed per operation and caller. */
export function seedOf(...parts: string[]): number {
  let hash = 0x811c9dc5 ^ FUZZ_SEED;
  for (const char of parts.join('\u0001')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small, fast PRNG that is the same on every machine. */
export function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Fisher–Yates with the given PRNG; the input is left alone. */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
