/** `%keyword%` for ILIKE with the user's `%`, `_` and `\` taken literally (backslash is Postgres' default escape). */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
