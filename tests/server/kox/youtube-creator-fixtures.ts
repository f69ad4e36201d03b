import { readFileSync } from 'node:fs';
import path from 'node:path';
import { http, HttpResponse } from 'msw';
import { API, fixture as sourceFixture, type Calls } from '../sources/youtube-fixtures.ts';

export const ANNA_CHANNEL = 'UCrunwithannaAAAAAAAAAAA';

const fixture = (name: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, 'fixtures', `${name}.json`), 'utf8')) as object;

/** The YouTube Data API for creators over the fixtures: one known channel (@runwithanna), its uploads, videos. */
export function youtubeCreatorHandlers(calls: Calls) {
  const record = (resource: string, request: Request) => {
    const params = new URL(request.url).searchParams;
    calls.push({ resource, params });
    return params;
  };
  return [
    http.get(`${API}/channels`, ({ request }) => {
      const params = record('channels', request);
      // forHandle ignores case on YouTube.
      const known =
        params.get('forHandle')?.toLowerCase() === '@runwithanna' || params.get('id') === ANNA_CHANNEL;
      return HttpResponse.json(known ? fixture('creator-channel') : sourceFixture('channel-none'));
    }),
    http.get(`${API}/playlistItems`, ({ request }) => {
      record('playlistItems', request);
      return HttpResponse.json(fixture('creator-uploads'));
    }),
    http.get(`${API}/videos`, ({ request }) => {
      record('videos', request);
      return HttpResponse.json(fixture('creator-videos'));
    }),
  ];
}
