const HAN = /\p{Script=Han}/u;
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
/** "nike shoes" → "Nike shoes"; "iPhone" keeps its own spelling. */
const capitalize = (s: string) =>
  /^\p{Ll}[^\s\p{Lu}]*(?:\s|$)/u.test(s) ? s.replace(/^\p{Ll}/u, (c) => c.toUpperCase()) : s;
/** The keyword language's operators cannot come from a name. */
const withoutOperators = (s: string) =>
  s
    .replace(/[+|()\\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const term = (s: string) => withoutOperators(s).toLowerCase();

export interface RequestedSubject {
  name: string;
  keywords: string;
}

function lastChineseWord(s: string): string {
  return [...segmenter.segment(s)].at(-1)?.segment ?? '';
}

function commonSuffix(parts: readonly string[]): string {
  const first = parts[0] ?? '';
  let n = 0;
  while (
    n < first.length &&
    parts.every((p) => p.length > n && p[p.length - 1 - n] === first[first.length - 1 - n])
  )
    n++;
  return first.slice(first.length - n);
}

/**
 * The product or topic the brands of a list share ("Nike and Adidas running shoes", "耐克和阿迪达斯跑鞋",
 * "小米手机和华为手机"): said once after the last brand, or after each. Empty when they share none.
 */
function sharedTail(parts: readonly string[]): string {
  if (parts.length < 2) return '';
  const last = parts.at(-1) ?? '';
  if (HAN.test(last)) {
    // "耐克的跑鞋和阿迪达斯的跑鞋": the 的 joins each brand to the product and belongs to neither.
    const suffix = commonSuffix(parts).replace(/^的/u, '');
    if (suffix.length >= 2 && parts.every((p) => p.length > suffix.length)) return suffix;
    const word = lastChineseWord(last);
    const brand = last.length - word.length;
    // "完美日记和花西子" are two brands; "耐克和阿迪达斯跑鞋" two brands of running shoes.
    const bare = parts.slice(0, -1).every((p) => !p.endsWith(word) && p.length <= brand);
    return word.length >= 2 && brand > 0 && bare ? word : '';
  }
  const words = last.split(' ');
  const tail = words.slice(1).join(' ');
  // "Lululemon vs Alo Yoga": a capitalized word after the brand belongs to its name, not to a product all share.
  const productWord = /^\p{Ll}/u.test(tail) || last === last.toLowerCase() || last === last.toUpperCase();
  return parts.slice(0, -1).every((p) => !p.includes(' ')) && words.length > 1 && productWord ? tail : '';
}

/**
 * Analysis subjects from the brand phrases of a request: a shared tail (said after the last brand, or given as
 * `product`) goes to every brand, and the keyword query ANDs the brand with its product ("Nike running shoes" →
 * `nike+running shoes`).
 */
export function subjectsFrom(names: readonly string[], product?: string): RequestedSubject[] {
  const parts = names.map(withoutOperators).filter(Boolean);
  const tail = product ? withoutOperators(product) : sharedTail(parts);
  const cjk = HAN.test(parts.at(-1) ?? '');
  return parts.slice(0, 5).map((part) => {
    const brand = (
      tail && part.endsWith(tail) ? part.slice(0, part.length - tail.length).trim() : part
    ).replace(/(?<=\p{Script=Han})的$/u, '');
    if (tail)
      return {
        name: capitalize(`${brand}${cjk ? '' : ' '}${tail}`),
        keywords: `${term(brand)}+${term(tail)}`,
      };
    const words = part.split(' ');
    const keywords =
      !HAN.test(part) && words.length > 1
        ? `${term(words[0] ?? '')}+${term(words.slice(1).join(' '))}`
        : term(part);
    return { name: capitalize(part), keywords };
  });
}

/** A cut is marked with a private-use character no one types; it splits like a comma. */
const CUT = '\uE000';
const LIST_BREAK =
  /\uE000|[,;:!?。，；：！？、"“”‘’「」『』()（）]|(?<!\p{L})'|'(?!\p{L})|\s+(?:and|or|vs\.?|versus|&)\s+|\s*(?:&|\/|\bvs\b\.?|和|与|跟|及|以及|还有|或者|或)\s*/iu;

const isNamePart = (text: string, mask: readonly boolean[], i: number) =>
  i >= 0 && i < text.length && !mask[i] && HAN.test(text[i] ?? '');

/**
 * "小米的评价": 的 next to a cut word or an edge is grammar and goes; between two name characters
 * ("我的世界") it belongs to the name.
 */
function maskLooseDe(text: string, mask: boolean[]): void {
  for (let changed = true; changed;) {
    changed = false;
    for (let i = 0; i < text.length; i++) {
      if (text[i] !== '的' || mask[i]) continue;
      if (isNamePart(text, mask, i - 1) && isNamePart(text, mask, i + 1)) continue;
      mask[i] = true;
      changed = true;
    }
  }
}

/** A name left over from a request, and whether it qualifies the name said before it. */
export interface LeftoverName {
  name: string;
  /**
   * Said after the previous name with only cut words and a 的 between them ("耐克和阿迪达斯在抖音上的跑鞋"):
   * the product or topic of the brands before it, not a brand of its own.
   */
  qualifies: boolean;
}

/**
 * Analysis subjects from the names of a request: a last name that qualifies the ones before it is their shared
 * product; one that qualifies a single name in mid-list joins it.
 */
export function subjectsOf(parts: readonly LeftoverName[]): RequestedSubject[] {
  const last = parts.at(-1);
  const shared = last?.qualifies && parts.length > 1 ? last.name : undefined;
  const names: string[] = [];
  for (const part of shared ? parts.slice(0, -1) : parts) {
    if (part.qualifies && names.length) names[names.length - 1] += part.name;
    else names.push(part.name);
  }
  return subjectsFrom(names, shared);
}

/**
 * What is left of a request once every known phrase is cut out, in order: the names it mentions. Each cut
 * splits, as do list words ("and", "和", "vs").
 */
export function leftoverNames(text: string, cuts: readonly (RegExp | [number, number])[]): string[] {
  return leftoverParts(text, cuts).map((part) => part.name);
}

/** As leftoverNames, saying of each name whether it qualifies the one before it. */
export function leftoverParts(text: string, cuts: readonly (RegExp | [number, number])[]): LeftoverName[] {
  const mask: boolean[] = Array.from({ length: text.length }, () => false);
  const masked = () =>
    text
      .split('')
      .map((c, i) => (mask[i] ? CUT : c))
      .join('');
  for (const cut of cuts) {
    if (Array.isArray(cut)) {
      for (let i = cut[0]; i < cut[1]; i++) mask[i] = true;
      continue;
    }
    const flags = cut.flags.includes('g') ? cut.flags : `${cut.flags}g`;
    for (const m of masked().matchAll(new RegExp(cut.source, flags))) {
      for (let i = m.index; i < m.index + m[0].length; i++) mask[i] = true;
    }
  }
  maskLooseDe(text, mask);
  const parts: LeftoverName[] = [];
  // Only cut characters since the last name kept: no list word, no punctuation, no name dropped.
  let onlyCutSince = false;
  let at = 0;
  for (const piece of masked().split(new RegExp(`(${LIST_BREAK.source})`, LIST_BREAK.flags))) {
    const start = at;
    at += piece.length;
    const name = piece.replace(/\s+/g, ' ').trim();
    if (!name) continue;
    if (/^[\uE000\s]+$/u.test(piece)) continue;
    if (LIST_BREAK.test(piece) || !(name.length > 1 || HAN.test(name))) {
      onlyCutSince = false;
      continue;
    }
    const saidAfterDe = text.slice(0, start).trimEnd().endsWith('的');
    parts.push({ name, qualifies: onlyCutSince && saidAfterDe && HAN.test(name) });
    onlyCutSince = true;
  }
  return parts;
}
