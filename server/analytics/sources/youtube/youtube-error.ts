export type YoutubeFailureKind =
  'quota_budget' | 'quota_exceeded' | 'rate_limited' | 'forbidden' | 'bad_request' | 'not_found' | 'server';

/** A failed YouTube call with a reason a person can act on; the collection job records `message`. */
export class YoutubeApiError extends Error {
  readonly kind: YoutubeFailureKind;
  readonly status: number;
  readonly reason: string | null;

  constructor(kind: YoutubeFailureKind, message: string, status = 0, reason: string | null = null) {
    super(message);
    this.name = 'YoutubeApiError';
    this.kind = kind;
    this.status = status;
    this.reason = reason;
  }
}
