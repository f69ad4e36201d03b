import { describe, expect, it } from 'vitest';
import { checkAccountLinks, MAX_ACCOUNT_LINKS } from '@/lib/account-links/index.ts';

describe('checkAccountLinks', () => {
  it('checks one link per line, skipping blank lines and keeping line numbers', () => {
    const text =
      '  https://www.youtube.com/@Nike  \r\n\n https://www.instagram.com/p/abc/\ntiktok.com/@adidas/video/1\n   \n';
    expect(checkAccountLinks(text)).toEqual({
      lines: [
        {
          line: 1,
          input: 'https://www.youtube.com/@Nike',
          status: 'ok',
          platform: 'youtube',
          kind: 'handle',
          id: 'nike',
        },
        { line: 3, input: 'https://www.instagram.com/p/abc/', status: 'unsupported' },
        {
          line: 4,
          input: 'tiktok.com/@adidas/video/1',
          status: 'ok',
          platform: 'tiktok',
          kind: 'handle',
          id: 'adidas',
        },
      ],
      tooMany: null,
    });
  });

  it('allows 1000 links and reports more', () => {
    const links = (n: number) =>
      Array.from({ length: n }, (_, i) => `https://www.tiktok.com/@user${i}`).join('\n');
    expect(checkAccountLinks(links(MAX_ACCOUNT_LINKS)).tooMany).toBeNull();
    expect(checkAccountLinks(`${links(MAX_ACCOUNT_LINKS + 1)}\n\n`).tooMany).toEqual({
      max: 1000,
      count: 1001,
    });
  });

  it('returns nothing for empty input', () => {
    expect(checkAccountLinks(' \n \n')).toEqual({ lines: [], tooMany: null });
  });
});
