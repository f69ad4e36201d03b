import type { Slots } from './corpus-example.ts';

export interface Filler {
  text: string;
  slots?: Slots;
}

export interface Template {
  /** Phrasings with `{filler}` holes; every phrasing is combined with every filler value. */
  patterns: string[];
  slots?: Slots;
  /** At most this many texts per phrasing, spread over the combinations. */
  max?: number;
}

const HOLE = /\{(\w+)\}/g;
const SPREAD = 2_654_435_761;

function tidy(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.?!，。？！、])/g, '$1')
    .trim();
}

/** The `index`-th combination of one value per hole, the last hole varying fastest. */
function combination(values: readonly (readonly Filler[])[], index: number): Filler[] {
  const combo: Filler[] = [];
  for (let i = values.length - 1; i >= 0; i--) {
    const options = values[i] ?? [];
    combo.unshift(options[index % options.length] as Filler);
    index = Math.floor(index / options.length);
  }
  return combo;
}

/** Every text a template stands for, with the slots its pieces add up to (later pieces win). */
export function expandTemplate(
  template: Template,
  fillers: Record<string, readonly Filler[]>,
): { text: string; slots: Slots }[] {
  return template.patterns.flatMap((pattern) => {
    const values = [...pattern.matchAll(HOLE)].map(([, hole = '']) => {
      const options = fillers[hole];
      if (!options?.length) throw new Error(`corpus: no filler "${hole}" for "${pattern}"`);
      return options;
    });
    const count = values.reduce((n, v) => n * v.length, 1);
    const max = Math.min(template.max ?? count, count);
    // Stepping by a prime larger than any count visits distinct combinations that vary every hole.
    const picked = Array.from({ length: max }, (_, i) => combination(values, (i * SPREAD) % count));
    return picked.map((combo) => {
      let k = 0;
      const text = tidy(pattern.replace(HOLE, () => combo[k++]?.text ?? ''));
      const slots = Object.assign({}, template.slots, ...combo.map((f) => f.slots ?? {})) as Slots;
      return { text, slots };
    });
  });
}
