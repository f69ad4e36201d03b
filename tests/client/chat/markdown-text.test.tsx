import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { MarkdownText } from '@/chat/thread/markdown-text';

const origin = window.location.origin;
const renderText = (text: string) => render(<MarkdownText text={text} />).container;
const links = (root: HTMLElement) => [...root.querySelectorAll('a')].map((a) => a.getAttribute('href'));

describe('MarkdownText: markdown from data or a model cannot reach out', () => {
  it('renders no image from another origin, only its alt text as plain text', () => {
    const root = renderText(
      'Look ![tracking pixel](https://evil.example/p.png?u=1) and ![](//evil.example/x.png) and ![inline](data:image/png;base64,AAAA)',
    );
    expect(root.querySelectorAll('img')).toHaveLength(0);
    expect(root.textContent).toContain('tracking pixel');
    expect(root.textContent).toContain('inline');
    expect(root.innerHTML).not.toContain('evil.example');
  });

  it('renders an image from our own origin, relative or absolute', () => {
    const root = renderText(`![logo](/favicon.svg) ![abs](${origin}/favicon.ico)`);
    expect([...root.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toEqual([
      '/favicon.svg',
      `${origin}/favicon.ico`,
    ]);
  });

  it('shows a foreign link as plain text with its URL, not as a link', () => {
    const root = renderText('[Your account is locked, sign in here](https://evil.example/login)');
    expect(links(root)).toEqual([]);
    expect(root.textContent).toBe('Your account is locked, sign in here (https://evil.example/login)');
  });

  it('does not link bare URLs, www addresses or e-mail addresses, and shows them once', () => {
    const root = renderText('Go to https://evil.example/a or www.evil.example or mail help@evil.example');
    expect(links(root)).toEqual([]);
    expect(root.textContent).toBe(
      'Go to https://evil.example/a or www.evil.example or mail help@evil.example',
    );
  });

  it('never links javascript:, data: or protocol-relative URLs, nor reference-style links elsewhere', () => {
    const root = renderText(
      [
        '[a](javascript:alert(1)) [b](JaVaScRiPt:alert(1)) [c](data:text/html,<script>alert(1)</script>)',
        '[d](//evil.example/x) [e](https://www.youtube.com@evil.example/watch?v=dQw4w9WgXcQ) [f][ref]',
        '',
        '[ref]: https://evil.example/ref',
      ].join('\n'),
    );
    expect(links(root)).toEqual([]);
    expect(root.textContent).not.toMatch(/javascript/i);
  });

  it("keeps links to our own pages and to a post's platform page clickable, in a new tab", () => {
    const posts = [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.tiktok.com/@runner.lab/video/7301234567890123456',
      'https://www.instagram.com/p/C1a2B3c4D5e/',
      'https://www.instagram.com/reel/C1a2B3c4D5e/',
    ];
    const root = renderText(
      [`[report](/writer/app/report?dashboard_id=1)`, ...posts.map((p, i) => `[post ${i}](${p})`)].join(' '),
    );
    expect(links(root)).toEqual(['/writer/app/report?dashboard_id=1', ...posts]);
    for (const a of root.querySelectorAll('a')) {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toContain('noopener');
    }
  });

  it('does not link other pages of the platforms (channels, search, lookalike hosts)', () => {
    const root = renderText(
      [
        '[a](https://www.youtube.com/@nike)',
        '[b](https://www.youtube.com/redirect?q=https://evil.example)',
        '[c](https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ)',
        '[d](http://www.youtube.com/watch?v=dQw4w9WgXcQ)',
        '[e](https://www.instagram.com/nike/)',
        '[f](https://www.tiktok.com/@nike)',
      ].join(' '),
    );
    expect(links(root)).toEqual([]);
  });

  it('shows raw HTML as text instead of rendering it', () => {
    const root = renderText(
      '<img src="https://evil.example/x.png" onerror="alert(1)"><script>alert(1)</script>',
    );
    expect(root.querySelectorAll('img, script')).toHaveLength(0);
    expect(root.textContent).toContain('<script>alert(1)</script>');
  });

  it('still renders ordinary markdown: emphasis, lists, tables, code', () => {
    const root = renderText('**bold** and `code`\n\n- one\n- two\n\n| a | b |\n| - | - |\n| 1 | 2 |');
    expect(root.querySelector('strong')?.textContent).toBe('bold');
    expect(root.querySelectorAll('li')).toHaveLength(2);
    expect(root.querySelectorAll('td')).toHaveLength(2);
    expect(root.querySelector('code')?.textContent).toBe('code');
  });
});
