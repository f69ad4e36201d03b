/** Longest name kept (the platforms allow a few hundred characters); creative text and links get more. */
export const MAX_NAME_CHARS = 400;
export const MAX_LONG_TEXT_CHARS = 2000;

// Control characters (C0, DEL, C1) and the bidi overrides that can disguise a name.
// eslint-disable-next-line no-control-regex
const CONTROL = /\s*[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]+\s*/g;

/**
 * A cell as plain text: control characters (with the spaces around them) become one space, the ends are
 * trimmed, and the text is cut at `max` characters (not in the middle of a surrogate pair). A formula such as
 * `=HYPERLINK(…)` stays the text it is: nothing here or downstream evaluates it.
 */
export function plainText(raw: string, max: number = MAX_NAME_CHARS): string {
  const text = raw.replace(CONTROL, ' ').trim();
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/.test(text[max - 1]!) ? max - 1 : max;
  return text.slice(0, end).trimEnd();
}

/** A creative's link when it is an http(s) URL; anything else is no link. */
export function linkText(raw: string): string | null {
  const text = plainText(raw, MAX_LONG_TEXT_CHARS);
  return /^https?:\/\/[^\s]+$/i.test(text) ? text : null;
}
