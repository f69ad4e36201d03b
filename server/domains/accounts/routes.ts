import { Hono } from 'hono';
import { endpoints } from '../../../src/lib/api/endpoints.ts';
import { createQuotaLedger } from '../../analytics/sources/youtube/quota-ledger.ts';
import { createYoutubeApi } from '../../analytics/sources/youtube/youtube-api.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { implement } from '../../lib/implement.ts';
import { checkAccountExistence } from './account-existence.ts';

export function accountRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  implement(router, endpoints['dashboard.checkAccounts'], async (input, c) => {
    const { config, analytics, db } = c.var.deps;
    const key = config.YOUTUBE_API_KEY;
    // The collections' budget: one ledger row per key and day in the database.
    const youtube = key
      ? createYoutubeApi({
          apiKey: key,
          baseUrl: config.YOUTUBE_API_BASE_URL,
          ledger: createQuotaLedger({ db, apiKey: key, budget: config.YOUTUBE_DAILY_QUOTA }),
          maxAttempts: 2,
        })
      : undefined;
    const results = await checkAccountExistence({
      links: input.links,
      media: input.media,
      store: analytics,
      youtube,
      signal: c.req.raw.signal,
    });
    return { results };
  });

  return router;
}
