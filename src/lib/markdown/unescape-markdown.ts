/**
 * Markdown that the server wrote (sentences with backslash-escaped data, `server/lib/escape-markdown.ts`) as the
 * plain text it renders to, for a table cell or a spreadsheet: a backslash before ASCII punctuation is dropped.
 */
export const unescapeMarkdown = (markdown: string): string => markdown.replace(/\\([!-/:-@[-`{-~])/g, '$1');
