import { AdSourceError, redactToken, type AdSourceFailure } from '../ad-source-error.ts';
import { wait as realWait, type Wait } from '../wait.ts';
import type { TiktokEnvelope } from './tiktok-types.ts';

export const TIKTOK_API_BASE = 'https://business-api.tiktok.com/open_api/v1.3';

export interface TiktokApiOptions {
  token: string;
  baseUrl?: string;
  fetch?: typeof fetch;
  wait?: Wait;
  /** Attempts per call for a rate limit or a passing platform failure (default 4). */
  maxAttempts?: number;
  /** First back-off; doubles per attempt (default 2 s). TikTok says nothing of when a limit ends. */
  backoffMs?: number;
}

/**
 * TikTok's return codes (in the body, with HTTP 200): 40100 too many requests (QPS / QPM / QPD), 40102 token
 * expired, 40104 token empty, 40105 token incorrect or revoked, 40001 no permission on the advertiser,
 * 40002 a parameter TikTok refused, 5xxxx its own failures.
 */
function kindOf(code: number): AdSourceFailure {
  if (code === 40100) return 'rate_limited';
  if (code === 40102 || code === 40104 || code === 40105) return 'token';
  if (code === 40001) return 'permission';
  if (code >= 50000) return 'platform_down';
  return 'rejected';
}

/** TikTok counts calls per minute: a limit without a stated end is assumed over after this. */
const RATE_WINDOW_SECONDS = 60;

export type TiktokGet = <T>(path: string, params: Record<string, string>, signal?: AbortSignal) => Promise<T>;

/** GETs on the TikTok API for Business with the `Access-Token` header; returns `data` of a `code: 0` answer. */
export function createTiktokApi(opts: TiktokApiOptions): TiktokGet {
  const base = (opts.baseUrl ?? TIKTOK_API_BASE).replace(/\/$/, '');
  const doFetch = opts.fetch ?? globalThis.fetch;
  const wait = opts.wait ?? realWait;
  const maxAttempts = opts.maxAttempts ?? 4;
  const backoff = opts.backoffMs ?? 2000;

  return async function get<T>(path: string, params: Record<string, string>, signal?: AbortSignal) {
    const url = new URL(`${base}/${path.replace(/^\//, '')}`);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    for (let attempt = 1; ; attempt++) {
      signal?.throwIfAborted();
      let failure: AdSourceError;
      try {
        const res = await doFetch(url, {
          signal,
          headers: { accept: 'application/json', 'Access-Token': opts.token },
        });
        const body = (await res.json().catch(() => null)) as TiktokEnvelope<T> | null;
        if (res.ok && body && body.code === 0 && body.data !== undefined) return body.data;
        const code = body?.code ?? res.status;
        const kind = body
          ? kindOf(body.code)
          : res.status === 429
            ? 'rate_limited'
            : res.status >= 500
              ? 'platform_down'
              : 'rejected';
        const detail = redactToken(
          `${code}: ${body?.message ?? res.statusText}${body?.request_id ? ` (request ${body.request_id})` : ''}`,
          opts.token,
        );
        failure = new AdSourceError(kind, `TikTok ${path}: ${detail}`, {
          platformCode: code,
          retryAfterSeconds: kind === 'rate_limited' ? RATE_WINDOW_SECONDS : undefined,
        });
      } catch (err) {
        if (signal?.aborted || err instanceof AdSourceError) throw err;
        failure = new AdSourceError(
          'platform_down',
          `TikTok ${path} unreachable: ${redactToken(String(err), opts.token)}`,
        );
      }
      if ((failure.kind !== 'rate_limited' && failure.kind !== 'platform_down') || attempt >= maxAttempts)
        throw failure;
      await wait(backoff * 2 ** (attempt - 1), signal);
    }
  };
}
