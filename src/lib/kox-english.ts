/**
 * "Written in English" for a label's reply strategy and completion criteria (spec §5; docs/kox.md "Templates"):
 * at least one letter, and every letter a Latin one (accents allowed: "café", "naïve"). Digits, punctuation,
 * symbols and emoji do not count either way. A strategy with Chinese, Cyrillic or any other script is refused,
 * since the drafts and the model read these as instructions in English.
 */
export function isWrittenInEnglish(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  return letters.length > 0 && letters.every((letter) => /\p{Script=Latin}/u.test(letter));
}
