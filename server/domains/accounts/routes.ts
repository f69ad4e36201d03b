import { Hono } from 'hono';
import { endpoints } from '../../../src/lib/api/endpoints.ts';
import { ledgerFor } from '../../analytics/sources/youtube/quota-ledger.ts';
import { createYoutubeApi } from '../../analytics/sources/youtube/youtube-api.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { implement } from '../../lib/implement.ts';
import { checkAccountExistence } from './account-existence.ts';

export function accountRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();

  implement(router, endpoints['dashboard.checkAccounts'], async (input, c) => {
    const { config, analytics } = c.var.deps;
    const key = config.YOUTUBE_API_KEY;
    const results = await checkAccountExistence({
      links: input.links,
      media: input.media,
      store: analytics,
      youtube: key ? createYoutubeApi({ apiKey: key, ledger: ledgerFor(key), maxAttempts: 2 }) : undefined,
      signal: c.req.raw.signal,
    });
    return { results };
  });

  return router;
}
