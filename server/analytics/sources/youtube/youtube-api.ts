import { setTimeout as sleep } from 'node:timers/promises';
import type { QuotaLedger } from './quota-ledger.ts';
import { YoutubeApiError } from './youtube-error.ts';

export const YOUTUBE_API_BASE = 'https://www.googleapis.com/youtube/v3';

/** Quota units per call (YouTube Data API v3 cost table): a search costs 100, every list call here costs 1. */
export const QUOTA_COST = {
  search: 100,
  videos: 1,
  channels: 1,
  commentThreads: 1,
  playlistItems: 1,
} as const;
export type YoutubeResource = keyof typeof QUOTA_COST;

export interface YoutubeApiOptions {
  apiKey: string;
  ledger: QuotaLedger;
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Attempts for a 5xx or network failure (default 4), waiting `retryDelayMs * 2^n` between them. */
  maxAttempts?: number;
  retryDelayMs?: number;
}

export type YoutubeParams = Record<string, string | number | undefined>;

interface GoogleErrorBody {
  error?: { code?: number; message?: string; errors?: { reason?: string; message?: string }[] };
}

function failure(status: number, body: GoogleErrorBody, resource: YoutubeResource): YoutubeApiError {
  const reason = body.error?.errors?.[0]?.reason ?? null;
  const detail = body.error?.message ?? `HTTP ${status}`;
  if (reason === 'quotaExceeded' || reason === 'dailyLimitExceeded')
    return new YoutubeApiError(
      'quota_exceeded',
      `YouTube Data API quota exceeded for this API key (${resource}.list): ${detail} The quota resets at midnight Pacific Time.`,
      status,
      reason,
    );
  if (reason === 'rateLimitExceeded' || reason === 'userRateLimitExceeded' || status === 429)
    return new YoutubeApiError(
      'rate_limited',
      `YouTube Data API rate limit exceeded (${resource}.list): ${detail} Try again later.`,
      status,
      reason,
    );
  if (status === 403)
    return new YoutubeApiError(
      'forbidden',
      `YouTube Data API refused ${resource}.list (${reason ?? 'forbidden'}): ${detail}`,
      status,
      reason,
    );
  if (status === 404)
    return new YoutubeApiError('not_found', `YouTube ${resource}.list: ${detail}`, status, reason);
  if (status >= 500)
    return new YoutubeApiError(
      'server',
      `YouTube Data API ${resource}.list failed: ${detail}`,
      status,
      reason,
    );
  return new YoutubeApiError(
    'bad_request',
    `YouTube Data API ${resource}.list rejected the request (${reason ?? status}): ${detail}`,
    status,
    reason,
  );
}

export type YoutubeGet = <T>(
  resource: YoutubeResource,
  params: YoutubeParams,
  signal?: AbortSignal,
) => Promise<T>;

/**
 * One GET per call on the YouTube Data API. Quota is charged before each attempt (a failed call costs quota
 * too), so the ledger refuses a call that would pass the daily budget instead of finding out from Google.
 */
export function createYoutubeApi(opts: YoutubeApiOptions): YoutubeGet {
  const base = opts.baseUrl ?? YOUTUBE_API_BASE;
  const maxAttempts = opts.maxAttempts ?? 4;
  const retryDelay = opts.retryDelayMs ?? 500;

  return async function get<T>(resource: YoutubeResource, params: YoutubeParams, signal?: AbortSignal) {
    const url = new URL(`${base}/${resource}`);
    for (const [k, v] of Object.entries(params))
      if (v !== undefined && v !== '') url.searchParams.set(k, String(v));
    url.searchParams.set('key', opts.apiKey);
    for (let attempt = 1; ; attempt++) {
      signal?.throwIfAborted();
      await opts.ledger.charge(QUOTA_COST[resource], resource);
      let error: YoutubeApiError;
      try {
        const res = await (opts.fetch ?? globalThis.fetch)(url, {
          signal,
          headers: { accept: 'application/json' },
        });
        if (res.ok) return (await res.json()) as T;
        const body = (await res.json().catch(() => ({}))) as GoogleErrorBody;
        error = failure(res.status, body, resource);
      } catch (err) {
        if (signal?.aborted || err instanceof YoutubeApiError) throw err;
        error = new YoutubeApiError(
          'server',
          `YouTube Data API ${resource}.list unreachable: ${String(err)}`,
        );
      }
      if (error.kind !== 'server' || attempt >= maxAttempts) throw error;
      await sleep(retryDelay * 2 ** (attempt - 1), undefined, { signal });
    }
  };
}
