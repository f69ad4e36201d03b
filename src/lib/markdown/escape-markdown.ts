/**
 * ASCII punctuation that opens or closes markdown (CommonMark + GFM) anywhere in a line: emphasis, code, links and
 * images, raw HTML and entities, table pipes, strikethrough; and at a line's start headings, quotes, lists,
 * thematic breaks and setext underlines. CommonMark lets a backslash escape any ASCII punctuation, so escaped
 * text renders as exactly the original characters. `:` and `@` are escaped too: unescaped, GFM's parser reads
 * `https://…` or `a@b.c` raw, backslashes and all, into a link's text and address.
 */
const SYNTAX = /[\\`*_[\]()<>#+\-.!|~&=:@]/g;
// A line break would end a table row or start a block, and four spaces at a line's start make a code block; a
// rendered sentence collapses white space anyway. Other control characters have no business in a sentence.
const SPACES = /[ \r\n\t\v\f\u2028\u2029]+/g;
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;

/**
 * Data (a post or channel title, a dashboard or subject name, an error echoing user text) as markdown that renders
 * as that literal text, on one line, safe in a sentence or a table cell. GFM still turns a bare `https://…` or
 * `www.…` or e-mail address in the text into a link whatever the escaping; the client's markdown renderer shows
 * such links as plain text unless they are our own or a post's platform page.
 */
export function escapeMarkdown(data: string): string {
  return data.replace(SPACES, ' ').replace(CONTROLS, '').replace(SYNTAX, '\\$&');
}

/**
 * Markdown written with escapeMarkdown (sentences with backslash-escaped data) as the plain text it renders to, for a table cell or a spreadsheet: a backslash before ASCII punctuation is dropped.
 */
export const unescapeMarkdown = (markdown: string): string => markdown.replace(/\\([!-/:-@[-`{-~])/g, '$1');
