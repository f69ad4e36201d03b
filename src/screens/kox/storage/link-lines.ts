/** The links pasted into the dialog: one a line, blank lines dropped. */
export function linkLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((s) => s.trim())
    .filter(Boolean);
}
