import { describe, expect, it } from 'vitest';
import { sampleCatalogHasHandle } from '../../../server/analytics/sources/sample-catalog.ts';
import { youtubeQuery } from '../../../server/analytics/sources/youtube/search-query.ts';
import { durationSeconds } from '../../../server/analytics/sources/youtube/youtube-mapping.ts';

describe('youtubeQuery', () => {
  it.each([
    ['nike+(running|marathon)', [], 'nike (running|marathon)'],
    ['Air Max + review', [], '"air max" review'],
    ['a|b', ['nikerunning', '#Run'], '(a|b) (#nikerunning|#run)'],
    ['', ['solo'], '#solo'],
    ['c\\+\\+', [], 'c++'],
    ['', [], ''],
  ])('%s with topics %j → %s', (keywords, topics, q) => {
    expect(youtubeQuery(keywords, topics)).toBe(q);
  });
});

describe('durationSeconds', () => {
  it.each([
    ['PT45S', 45],
    ['PT1M', 60],
    ['PT1H2M3S', 3723],
    ['P1DT1S', 86_401],
    ['P0D', 0],
    ['soon', null],
  ])('%s → %s', (iso, seconds) => expect(durationSeconds(iso)).toBe(seconds));
});

describe('sampleCatalogHasHandle', () => {
  it.each([
    ['trailreviews', true],
    ['DailyPicks42', true],
    ['urbantv999', true],
    ['urbantv1', false],
    ['urbantv07', false],
    ['nike', false],
    ['trail', false],
  ])('%s → %s', (handle, known) => expect(sampleCatalogHasHandle(handle)).toBe(known));
});
