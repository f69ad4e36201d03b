import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SafeMarkdown } from '../../../src/components/markdown/safe-markdown.tsx';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };

/** Markdown as the studio renders it (the client's SafeMarkdown), to HTML: which elements it makes. */
export const renderedHtml = (markdown: string): string =>
  renderToStaticMarkup(createElement(SafeMarkdown, null, markdown));

/** The text a reader sees of the rendered markdown. */
export const renderedText = (markdown: string): string =>
  renderedHtml(markdown)
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name] ?? '');

/**
 * Every element of the rendered markdown but paragraphs and the spans SafeMarkdown shows an unfollowed GFM autolink
 * (a bare `https://…`, `www.…` or e-mail address) as, which read exactly as the text.
 */
export const renderedElements = (markdown: string): string[] =>
  [...renderedHtml(markdown).matchAll(/<([a-z][\w-]*)(\s[^>]*)?>/g)]
    .filter(([, tag, attributes]) => tag !== 'p' && !(tag === 'span' && attributes === ' data-unlinked=""'))
    .map(([, tag]) => tag!);
