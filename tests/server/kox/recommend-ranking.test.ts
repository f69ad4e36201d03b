import { beforeAll, describe, expect, it } from 'vitest';
import type { AudienceAge, KoxCountry, KoxTopic } from '../../../src/lib/kox-values.ts';
import { buildColumns } from '../../../server/kox/index/creator-columns.ts';
import { rankCreators } from '../../../server/kox/recommend/rank-creators.ts';
import {
  buildRecommendModel,
  creatorText,
  type RecommendModel,
} from '../../../server/kox/recommend/recommend-model.ts';
import type { RecommendQuery } from '../../../server/kox/recommend/recommend-query.ts';
import type { CreatorFigures } from '../../../server/kox/sample/sample-creators.ts';
import { openFilter } from './helpers/open-filter.ts';

/* A fixed corpus of nine creators written by hand, with the rankings a person expects of it. */

const now = Date.parse('2026-11-24T00:00:00Z');
const DAY = 86_400_000;

interface Made {
  topic: KoxTopic;
  country: KoxCountry;
  language?: 'en' | 'zh';
  female: number;
  ages?: Partial<Record<AudienceAge, number>>;
  audienceHome: number;
  second?: KoxCountry;
  followers?: number;
  engagement?: number;
  price?: number;
  views?: number;
  idleDays?: number;
  posts?: number;
  text: { headline: string; description: string; titles: string[]; hashtags: string[] };
}

const made: Made[] = [
  {
    topic: 'running',
    country: 'US',
    female: 68,
    ages: { '18-24': 44 },
    audienceHome: 70,
    engagement: 4000,
    posts: 6,
    text: {
      headline: 'Trail running in the Rockies',
      description: 'Mountain trail runs and ultra races, gear tested on the trail.',
      titles: ['My first 50k trail race', 'Trail running shoes I trust', 'Hill repeats for trail runners'],
      hashtags: ['trailrunning', 'ultrarunning', 'running'],
    },
  },
  {
    topic: 'running',
    country: 'US',
    female: 45,
    audienceHome: 66,
    engagement: 1500,
    posts: 25,
    text: {
      headline: 'Trail runner and coach',
      description: 'Trail running plans for busy people.',
      titles: ['Trail running on a budget', 'Night trail run'],
      hashtags: ['trailrunning', 'runner'],
    },
  },
  {
    topic: 'running',
    country: 'GB',
    female: 60,
    audienceHome: 72,
    second: 'US',
    text: {
      headline: 'Fell and trail running in the Lakes',
      description: 'Trail running across the Lake District.',
      titles: ['Trail running in the rain', 'Best trail shoes for mud'],
      hashtags: ['trailrunning', 'fellrunning'],
    },
  },
  {
    topic: 'running',
    country: 'US',
    female: 52,
    audienceHome: 68,
    text: {
      headline: 'Road marathon training',
      description: 'Marathon plans, tempo runs and race day pacing.',
      titles: ['Sub-3 marathon plan', 'My 10k race recap'],
      hashtags: ['marathon', 'roadrunning'],
    },
  },
  {
    topic: 'beauty',
    country: 'US',
    female: 88,
    audienceHome: 71,
    text: {
      headline: 'Skincare that works',
      description: 'Serums, sunscreen and honest skincare reviews.',
      titles: ['Morning skincare routine', 'Serum review'],
      hashtags: ['skincare', 'beauty'],
    },
  },
  {
    topic: 'running',
    country: 'CN',
    language: 'zh',
    female: 58,
    audienceHome: 80,
    text: {
      headline: '越野跑博主 · 每周更新',
      description: '记录我的越野跑日常：山野训练和比赛。',
      titles: ['第一次越野跑比赛', '越野跑鞋真实测评'],
      hashtags: ['越野跑', '跑步'],
    },
  },
  {
    topic: 'gaming',
    country: 'US',
    female: 20,
    audienceHome: 64,
    text: {
      headline: 'Speedruns every night',
      description: 'Ranked matches and boss fights.',
      titles: ['Boss fight speedrun', 'Ranked grind'],
      hashtags: ['gaming', 'speedrun'],
    },
  },
  {
    topic: 'running',
    country: 'US',
    female: 70,
    audienceHome: 75,
    idleDays: 200,
    text: {
      headline: 'Trail running stories',
      description: 'Trail running and mountain races, trail shoes and trail runs.',
      titles: ['Trail running all summer'],
      hashtags: ['trailrunning'],
    },
  },
  {
    topic: 'food',
    country: 'US',
    female: 55,
    audienceHome: 60,
    text: {
      headline: 'Weeknight dinners',
      description: 'Easy recipes after a long run.',
      titles: ['Pasta in 15 minutes'],
      hashtags: ['food', 'recipe'],
    },
  },
];

function figuresOf(m: Made): CreatorFigures {
  const ages: Record<AudienceAge, number> = { '13-17': 5, '18-24': 25, '25-34': 35, '35-44': 25, '45+': 10 };
  Object.assign(ages, m.ages);
  const followers = m.followers ?? 100_000;
  const avgViews = m.views ?? 20_000;
  const other: KoxCountry = m.second ?? (m.country === 'US' ? 'CA' : 'US');
  const third: KoxCountry = other === 'AU' || m.country === 'AU' ? 'IN' : 'AU';
  return {
    platform: 'youtube',
    topics: [m.topic],
    country: m.country,
    language: m.language ?? 'en',
    followers,
    postsPerMonth: m.posts ?? 8,
    avgViews,
    avgEngagement: m.engagement ?? 2500,
    pricePerPostUsd: 200,
    pricePerVideoUsd: m.price ?? 400,
    lastActiveAt: new Date(now - (m.idleDays ?? 2) * DAY),
    audience: {
      femalePct: m.female,
      ages,
      countries: [
        { country: m.country, pct: m.audienceHome },
        { country: other, pct: 100 - m.audienceHome - 5 },
        { country: third, pct: 5 },
      ],
    },
    hasEmail: true,
  };
}

let model: RecommendModel;
beforeAll(async () => {
  const columns = buildColumns(made.length, (i) => figuresOf(made[i]!));
  model = await buildRecommendModel(columns, (i) => creatorText(made[i]!.text));
});

const anyFilter = openFilter(now);
const query = (over: Partial<RecommendQuery>): RecommendQuery => ({
  filter: anyFilter,
  brief: '',
  audience: { gender: null, age: null, countries: [] },
  similarTo: null,
  teamVideoPrices: [],
  count: 20,
  ...over,
});

describe('recommendation ranking', () => {
  it('ranks the US trail-running creators first for a US trail-running brief, and says why', () => {
    const r = rankCreators(
      model,
      query({
        brief: 'Trail running shoes launch, looking for trail runners in the US',
        audience: { gender: 'female', age: null, countries: ['US'] },
      }),
    );
    expect(r.candidates).toBe(made.length);
    expect(r.items.slice(0, 3).map((i) => i.position)).toEqual([0, 7, 1]);
    const top = r.items[0]!;
    expect(top.fit).toBeGreaterThan(r.items[3]!.fit);
    expect(top.reasons).toContainEqual({ kind: 'content', phrase: 'Trail running shoes', cadence: 'weekly' });
    expect(top.reasons).toContainEqual({
      kind: 'audience',
      gender: 'female',
      gender_pct: 68,
      age: null,
      age_pct: null,
      country: 'US',
      country_pct: 70,
    });
    // The gaming creator shares no word with the brief; the Chinese trail runner shares its meaning (through
    // the translated words) but not its audience, so it comes after the US trail runners.
    expect(r.items.at(-1)).toMatchObject({ position: 6, parts: { content: 0 } });
    const order = r.items.map((i) => i.position);
    expect(r.items[order.indexOf(5)]!.parts.content).toBeGreaterThan(0);
    for (const trailRunner of [0, 7, 1]) expect(order.indexOf(5)).toBeGreaterThan(order.indexOf(trailRunner));
  });

  it('ranks a brief written in Chinese against creators writing in English, and quotes their words', () => {
    const brief = '越野跑鞋上新，寻找美国的越野跑达人，女性受众';
    const us = rankCreators(model, query({ filter: { ...anyFilter, countries: ['US'] }, brief }));
    expect(us.items.slice(0, 3).map((i) => i.position)).toEqual([0, 7, 1]);
    expect(us.items[0]!.reasons).toContainEqual(
      expect.objectContaining({ kind: 'content', phrase: expect.stringMatching(/running/) }),
    );
    // The gaming creator shares nothing with it, in either language.
    expect(us.items.find((i) => i.position === 6)!.parts.content).toBe(0);

    // Unfiltered, the creator writing in the brief's own language comes first.
    const all = rankCreators(model, query({ brief }));
    expect(all.items[0]!.position).toBe(5);
    expect(all.items[0]!.reasons).toContainEqual(
      expect.objectContaining({ kind: 'content', phrase: '越野跑鞋' }),
    );
  });

  it('applies the hard filters before ranking: country and last active', () => {
    const r = rankCreators(
      model,
      query({
        filter: { ...anyFilter, countries: ['US'], activeWithinDays: 30 },
        brief: 'trail running',
      }),
    );
    const positions = r.items.map((i) => i.position);
    expect(positions).not.toContain(2); // GB
    expect(positions).not.toContain(5); // CN
    expect(positions).not.toContain(7); // last active 200 days ago
    expect(r.candidates).toBe(6);
    expect(positions.slice(0, 2)).toEqual([0, 1]);
  });

  it('does not quote an audience share that argues against the creator', () => {
    const r = rankCreators(
      model,
      query({ brief: 'trail running', audience: { gender: 'female', age: null, countries: ['US'] } }),
    );
    const second = r.items.find((i) => i.position === 1)!;
    const audience = second.reasons.find((x) => x.kind === 'audience');
    expect(audience).toMatchObject({ gender: null, gender_pct: null, country: 'US', country_pct: 66 });
  });

  it('matches a Chinese brief by character bigrams and quotes the matched words', () => {
    const r = rankCreators(model, query({ brief: '给我推荐越野跑达人' }));
    expect(r.items[0]!.position).toBe(5);
    expect(r.items[0]!.reasons[0]).toEqual({ kind: 'content', phrase: '越野跑', cadence: 'weekly' });
  });

  it('weighs the audience when the brief gives no words', () => {
    const r = rankCreators(model, query({ audience: { gender: 'female', age: '18-24', countries: [] } }));
    expect(r.items[0]!.position).toBe(0); // 68 % female, 44 % aged 18–24
    expect(r.items[0]!.parts.content).toBeNull();
  });

  it('finds similar creators from a creator, leaving the creator out', () => {
    const r = rankCreators(model, query({ similarTo: 0 }));
    const positions = r.items.map((i) => i.position);
    expect(positions).not.toContain(0);
    expect([7, 1, 2]).toContain(positions[0]);
    expect(positions.indexOf(4)).toBeGreaterThan(2);
    expect(r.items[0]!.reasons[0]).toMatchObject({ kind: 'content' });
  });

  it('says when the CPM is below the team median, and only then', () => {
    // Every creator: 400 USD a video over 20,000 views, a CPM of 20. The team's prices: a median CPM of 25, then 15.
    const below = rankCreators(
      model,
      query({
        brief: 'trail running',
        teamVideoPrices: [
          [4, 500],
          [6, 500],
        ],
      }),
    );
    expect(below.items[0]!.reasons).toContainEqual({ kind: 'cpm', cpm_usd: 20, team_median_usd: 25 });
    const above = rankCreators(
      model,
      query({
        brief: 'trail running',
        teamVideoPrices: [
          [4, 200],
          [6, 400],
        ],
      }),
    );
    expect(above.items.flatMap((i) => i.reasons).some((x) => x.kind === 'cpm')).toBe(false);
  });

  it('names engagement in the top of its follower tier', () => {
    const r = rankCreators(model, query({ brief: 'trail running' }));
    const top = r.items.find((i) => i.position === 0)!; // the highest engagement of the nine
    expect(top.reasons).toContainEqual({ kind: 'engagement', top_pct: 1, tier: '0-200k' });
    const low = r.items.find((i) => i.position === 1)!; // the lowest
    expect(low.reasons.some((x) => x.kind === 'engagement')).toBe(false);
  });

  it('returns at most the count asked, each with at most three reasons', () => {
    const r = rankCreators(
      model,
      query({
        brief: 'trail',
        audience: { gender: 'female', age: null, countries: ['US'] },
        teamVideoPrices: [[4, 600]],
        count: 3,
      }),
    );
    expect(r.items).toHaveLength(3);
    for (const item of r.items) expect(item.reasons.length).toBeLessThanOrEqual(3);
  });
});
