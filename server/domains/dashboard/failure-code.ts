import type { FailureCode } from '../../../src/lib/api/endpoints.ts';
import { YoutubeApiError, type YoutubeFailureKind } from '../../analytics/sources/youtube/youtube-error.ts';
import type { JobFailure } from '../../jobs/job-registry.ts';
import { isStorageFull } from '../../jobs/storage-full.ts';

/** Thrown by the collection job of a server without a collection source (no analytics store). */
export class CollectionNotWiredError extends Error {
  constructor() {
    super('Collection source not wired: no collection source is installed on this server yet.');
    this.name = 'CollectionNotWiredError';
  }
}

/** What the user can do differs: wait for the quota day, fix the key or its settings, or just retry later. */
const YOUTUBE_CODES: Record<YoutubeFailureKind, FailureCode> = {
  quota_budget: 'source_quota',
  quota_exceeded: 'source_quota',
  forbidden: 'source_rejected',
  bad_request: 'source_rejected',
  not_found: 'source_rejected',
  rate_limited: 'source_unavailable',
  server: 'source_unavailable',
};

/** The code users see for an error of a collection or analysis; anything we cannot name is `fallback`. */
export function failureCodeOf(
  error: unknown,
  fallback: 'collection_failed' | 'analysis_failed',
): FailureCode {
  if (isStorageFull(error)) return 'storage_full';
  if (error instanceof CollectionNotWiredError) return 'not_wired';
  if (error instanceof YoutubeApiError) return YOUTUBE_CODES[error.kind];
  return fallback;
}

export function jobFailureCode(
  failure: JobFailure,
  fallback: 'collection_failed' | 'analysis_failed',
): FailureCode {
  return failure.kind === 'interrupted' ? 'interrupted' : failureCodeOf(failure.error, fallback);
}
