import type { z } from 'zod';
import {
  checkAccountLinks,
  parseAccountLink,
  type AccountPlatform,
  type AccountRef,
} from '../../../src/lib/account-links/index.ts';
import type { accountCheckSchema } from '../../../src/lib/api/endpoints.ts';
import { sampleCatalogHasHandle } from '../../analytics/sources/sample-catalog.ts';
import { lookupChannel } from '../../analytics/sources/youtube/channel-lookup.ts';
import type { YoutubeGet } from '../../analytics/sources/youtube/youtube-api.ts';
import { YoutubeApiError } from '../../analytics/sources/youtube/youtube-error.ts';
import type { AnalyticsStore } from '../../analytics/store/analytics-store.ts';

export type AccountCheck = z.output<typeof accountCheckSchema>;

/** Whether the collected facts hold this account: by channel id, or by the handle in a channel's URL. */
async function knownInFacts(store: AnalyticsStore, ref: AccountRef): Promise<boolean> {
  const rows = await store.all<{ channel_id: string; url: string | null }>(
    `select distinct channel_id, url from analytics.channels
      where platform = $1 and (channel_id = $2 or strpos(lower(coalesce(url, '')), $3) > 0)
      limit 50`,
    [ref.platform, ref.id, ref.id.toLowerCase()],
  );
  return rows.some((row) => {
    if (row.channel_id === ref.id) return true;
    const own = row.url ? parseAccountLink(row.url) : null;
    return own !== null && own.kind !== 'channel_id' && own.id === ref.id;
  });
}

/**
 * The existence rule of `dashboard.checkAccounts`:
 * - a line that is not a supported account link (or whose platform is not among `media`) → not_found;
 * - a YouTube link with an API key → channels.list (forHandle / id / forUsername) decides;
 * - otherwise (no key, a failed YouTube call, TikTok and Instagram, which have no public lookup API here)
 *   the account exists when a dashboard has collected it (analytics.channels) or when the sample source's
 *   search can produce it (sampleCatalogHasHandle).
 */
export async function checkAccountExistence(opts: {
  links: string;
  media?: readonly AccountPlatform[];
  store: AnalyticsStore;
  youtube?: YoutubeGet;
  signal?: AbortSignal;
}): Promise<AccountCheck[]> {
  const results: AccountCheck[] = [];
  for (const line of checkAccountLinks(opts.links).lines) {
    const base = { line: line.line, link: line.input };
    if (line.status !== 'ok' || (opts.media?.length && !opts.media.includes(line.platform))) {
      results.push({ ...base, platform: null, handle: null, status: 'not_found' });
      continue;
    }
    const ref: AccountRef = { platform: line.platform, kind: line.kind, id: line.id };
    let exists: boolean | null = null;
    if (ref.platform === 'youtube' && opts.youtube) {
      try {
        exists = (await lookupChannel(opts.youtube, ref, opts.signal)) !== null;
      } catch (err) {
        if (!(err instanceof YoutubeApiError)) throw err;
        console.warn(`[accounts] YouTube lookup of ${line.input} failed, using known facts: ${err.message}`);
      }
    }
    exists ??=
      (await knownInFacts(opts.store, ref)) || (ref.kind !== 'channel_id' && sampleCatalogHasHandle(ref.id));
    results.push({
      ...base,
      platform: ref.platform,
      handle: ref.id,
      status: exists ? 'exists' : 'not_found',
    });
  }
  return results;
}
