import { AdSourceError, redactToken, type AdSourceFailure } from '../ad-source-error.ts';
import { wait as realWait, type Wait } from '../wait.ts';
import { readMetaUsage } from './meta-usage.ts';

/** The Graph API version the source was written against (Marketing API v25.0, docs/ads.md "Sources"). */
export const META_GRAPH_BASE = 'https://graph.facebook.com/v25.0';

export interface MetaApiOptions {
  token: string;
  baseUrl?: string;
  fetch?: typeof fetch;
  wait?: Wait;
  /** Attempts per call for a rate limit or a passing platform failure (default 4). */
  maxAttempts?: number;
  /** The longest the source waits by itself for a limit to end; beyond it the read fails saying when (300 s). */
  maxWaitSeconds?: number;
  /** Usage percent at which the source slows down before the platform refuses (default 90). */
  paceAtPercent?: number;
  /** First back-off after a failure without a stated wait; doubles per attempt (default 2 s). */
  backoffMs?: number;
}

interface GraphErrorBody {
  error?: { message?: string; type?: string; code?: number; error_subcode?: number; error_user_msg?: string };
}

/** Meta's rate-limit codes: 4 app, 17 user, 32 page, 613 calls per time, 80000–80014 business use cases. */
const isRateLimit = (code: number) =>
  code === 4 || code === 17 || code === 32 || code === 613 || (code >= 80000 && code <= 80014);

function kindOf(status: number, code: number | undefined, subcode: number | undefined): AdSourceFailure {
  if (code === undefined)
    return status === 429 ? 'rate_limited' : status >= 500 ? 'platform_down' : 'rejected';
  if (isRateLimit(code)) return 'rate_limited';
  // 190 OAuthException (expired 463, invalidated 460/464/467, app removed 458); 102 session.
  if (code === 190 || code === 102) return 'token';
  // 10 and 200–299: permission not granted (ads_read, ads_management) or not on this account.
  if (code === 10 || (code >= 200 && code <= 299)) return 'permission';
  // 100/33: "Object with ID … does not exist, cannot be loaded due to missing permissions".
  if (code === 100 && subcode === 33) return 'not_found';
  // 1 unknown, 2 service, and the insights timeouts: passing failures worth a retry.
  if (code === 1 || code === 2 || (code === 100 && subcode === 1504018) || status >= 500)
    return 'platform_down';
  return 'rejected';
}

/** What a refusal without a usage header is assumed to last: Meta's limits are counted over rolling minutes. */
const UNSTATED_LIMIT_SECONDS = 60;

export type MetaGet = <T>(
  pathOrUrl: string,
  params?: Record<string, string>,
  signal?: AbortSignal,
) => Promise<T>;

/**
 * GETs on the Graph API with the token in the Authorization header (never in a URL we log), following Meta's
 * usage headers: it slows down near the limit, waits out a limit that ends within `maxWaitSeconds`, and
 * otherwise fails with a rate_limited AdSourceError that says when to come back.
 */
export function createMetaApi(opts: MetaApiOptions): MetaGet {
  const base = new URL(opts.baseUrl ?? META_GRAPH_BASE);
  const doFetch = opts.fetch ?? globalThis.fetch;
  const wait = opts.wait ?? realWait;
  const maxAttempts = opts.maxAttempts ?? 4;
  const maxWait = opts.maxWaitSeconds ?? 300;
  const paceAt = opts.paceAtPercent ?? 90;
  const backoff = opts.backoffMs ?? 2000;
  let paceSeconds = 0;

  const urlOf = (pathOrUrl: string, params: Record<string, string>) => {
    const url = /^https?:/.test(pathOrUrl)
      ? new URL(pathOrUrl)
      : new URL(`${base.href.replace(/\/$/, '')}/${pathOrUrl.replace(/^\//, '')}`);
    // paging.next comes from the answer: follow it only to the API we called, and without a token in it.
    if (url.origin !== base.origin)
      throw new AdSourceError('rejected', `Meta paging pointed outside the Graph API (${url.origin})`);
    url.searchParams.delete('access_token');
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    return url;
  };

  return async function get<T>(pathOrUrl: string, params: Record<string, string> = {}, signal?: AbortSignal) {
    const url = urlOf(pathOrUrl, params);
    const what = url.pathname.replace(/^\/v[\d.]+/, '');
    for (let attempt = 1; ; attempt++) {
      signal?.throwIfAborted();
      if (paceSeconds > 0) {
        await wait(paceSeconds * 1000, signal);
        paceSeconds = 0;
      }
      let failure: AdSourceError;
      let retryAfter: number | null = null;
      try {
        const res = await doFetch(url, {
          signal,
          headers: { accept: 'application/json', authorization: `Bearer ${opts.token}` },
        });
        const usage = readMetaUsage(res.headers);
        if (res.ok) {
          if (usage.percent >= paceAt)
            paceSeconds = Math.min(usage.regainSeconds || UNSTATED_LIMIT_SECONDS, maxWait);
          return (await res.json()) as T;
        }
        const body = (await res.json().catch(() => ({}))) as GraphErrorBody;
        const e = body.error ?? {};
        const kind = kindOf(res.status, e.code, e.error_subcode);
        retryAfter = kind === 'rate_limited' ? usage.regainSeconds || null : null;
        const detail = redactToken(
          `${e.type ?? 'HTTP'} ${e.code ?? res.status}${e.error_subcode ? `/${e.error_subcode}` : ''}: ${e.message ?? res.statusText}`,
          opts.token,
        );
        failure = new AdSourceError(kind, `Meta ${what}: ${detail}`, {
          platformCode: e.code ?? res.status,
          retryAfterSeconds: kind === 'rate_limited' ? (retryAfter ?? UNSTATED_LIMIT_SECONDS) : undefined,
        });
      } catch (err) {
        if (signal?.aborted || err instanceof AdSourceError) throw err;
        failure = new AdSourceError(
          'platform_down',
          `Meta ${what} unreachable: ${redactToken(String(err), opts.token)}`,
        );
      }
      if (failure.kind !== 'rate_limited' && failure.kind !== 'platform_down') throw failure;
      // A limit with a stated end is waited out at once; anything else backs off 2, 4, 8 s.
      const waitSeconds = retryAfter ?? (backoff / 1000) * 2 ** (attempt - 1);
      if (attempt >= maxAttempts || waitSeconds > maxWait) throw failure;
      await wait(waitSeconds * 1000, signal);
    }
  };
}
