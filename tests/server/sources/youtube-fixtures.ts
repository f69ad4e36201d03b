import { readFileSync } from 'node:fs';
import path from 'node:path';
import { http, HttpResponse } from 'msw';
import type { SubjectCriteria } from '../../../server/analytics/sources/collection-source.ts';

export const API = 'https://youtube.test/youtube/v3';

export function fixture(name: string): Record<string, unknown> {
  return JSON.parse(
    readFileSync(path.join(import.meta.dirname, 'fixtures', `${name}.json`), 'utf8'),
  ) as Record<string, unknown>;
}

export function criteria(overrides: Partial<SubjectCriteria> = {}): SubjectCriteria {
  return {
    keywords: 'nike+(running|marathon)',
    topics: [],
    accounts: [],
    excludedAccounts: [],
    regions: ['US'],
    languages: [],
    contentLanguages: [],
    industry: null,
    followerMin: null,
    followerMax: null,
    searchScope: ['title', 'description', 'hashtag'],
    paidOnly: false,
    appPromotionOnly: false,
    since: '2025-11-22',
    until: '2026-11-22',
    ...overrides,
  };
}

/** Every call the fake API received, in order. */
export type Calls = { resource: string; params: URLSearchParams }[];

const only = <T extends { id: string }>(body: Record<string, unknown>, ids: string[]) => ({
  ...body,
  items: (body.items as T[]).filter((item) => ids.includes(item.id)),
});

/** The YouTube Data API as msw handlers over the fixtures: two search pages, videos, channels, comments. */
export function youtubeHandlers(calls: Calls) {
  const record = (resource: string, request: Request) => {
    const params = new URL(request.url).searchParams;
    calls.push({ resource, params });
    return params;
  };
  return [
    http.get(`${API}/search`, ({ request }) => {
      const params = record('search', request);
      return HttpResponse.json(
        fixture(params.get('pageToken') === 'CAMQAA' ? 'search-page-2' : 'search-page-1'),
      );
    }),
    http.get(`${API}/videos`, ({ request }) => {
      const ids = record('videos', request).get('id')!.split(',');
      return HttpResponse.json(only(fixture('videos'), ids));
    }),
    http.get(`${API}/channels`, ({ request }) => {
      const params = record('channels', request);
      if (params.get('forHandle') === '@nike') return HttpResponse.json(fixture('channel-by-handle'));
      if (!params.get('id')) return HttpResponse.json(fixture('channel-none'));
      return HttpResponse.json(only(fixture('channels'), params.get('id')!.split(',')));
    }),
    http.get(`${API}/commentThreads`, ({ request }) => {
      const params = record('commentThreads', request);
      if (params.get('videoId') === 'vidNikeRun01') return HttpResponse.json(fixture('comment-threads'));
      return HttpResponse.json(fixture('error-comments-disabled'), { status: 403 });
    }),
  ];
}
