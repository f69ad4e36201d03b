import { parseAccountLink, type AccountRef } from './parse-account-link.ts';

/** Spec §5: batch links in reports, up to 1000. */
export const MAX_ACCOUNT_LINKS = 1000;

export type AccountLinkLine =
  | ({ line: number; input: string; status: 'ok' } & AccountRef)
  | { line: number; input: string; status: 'unsupported' };

export interface AccountLinksCheck {
  /** One entry per non-blank line; `line` is 1-based in the text as typed. */
  lines: AccountLinkLine[];
  /** Set when there are more than 1000 links; messages `keywords:links.tooMany` ({{max}}, {{count}}). */
  tooMany: { max: number; count: number } | null;
}

/**
 * Checks the account-links field, one link per line. `status` says only whether the link has a supported
 * form (messages `keywords:links.exists` / `keywords:links.unsupported`); whether the account exists at a
 * source is looked up later.
 */
export function checkAccountLinks(text: string): AccountLinksCheck {
  const lines: AccountLinkLine[] = [];
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const input = raw.trim();
    if (input === '') return;
    const ref = parseAccountLink(input);
    lines.push(
      ref
        ? { line: index + 1, input, status: 'ok', ...ref }
        : { line: index + 1, input, status: 'unsupported' },
    );
  });
  const tooMany = lines.length > MAX_ACCOUNT_LINKS ? { max: MAX_ACCOUNT_LINKS, count: lines.length } : null;
  return { lines, tooMany };
}
