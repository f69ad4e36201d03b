import {
  AUDIENCE_AGES,
  KOX_TOPICS,
  type AudienceAge,
  type KoxCountry,
  type KoxLanguage,
  type KoxPlatform,
  type KoxTopic,
} from '../../../src/lib/kox-values.ts';
import { createRandom, type Random } from '../../analytics/sources/sample/prng.ts';
import type { Creator, CreatorAudience, CreatorPost } from '../creator.ts';
import type { CreatorSource } from '../creator-source.ts';
import {
  BIOS,
  COUNTRIES_OF,
  HANDLE_WORDS,
  HEADLINES,
  NAME_PARTS,
  PLATFORM_FACTS,
  PLATFORM_WEIGHTS,
  POST_TITLES,
  TOPIC_AUDIENCE,
  TOPIC_WORDS,
} from './vocabulary.ts';

/** The size of the built-in corpus (issue 12). */
export const SAMPLE_CREATOR_COUNT = 100_000;
const ID_PREFIX = 'sample-';
/** A handle ends with its position in base 36: 100,000 positions take at most four characters ("255r"). */
const MAX_POSITION_CHARS = 4;
const DAY_MS = 86_400_000;
const RECENT_POSTS = 6;

/**
 * Followers follow a Pareto law: P(followers > x) = (MIN / x)^ALPHA. With these values half the creators have
 * under ~11k followers, 3.6 % over 200k and 0.8 % over a million; the mean is pulled far above the median by
 * the few stars, as in real creator databases.
 */
const FOLLOWERS_MIN = 5_000;
const FOLLOWERS_ALPHA = 0.9;
const FOLLOWERS_MAX = 150_000_000;
/** Engagement per follower falls with size: ∝ (followers / 10k)^-0.2. */
const ENGAGEMENT_DECAY = -0.2;
const EMAIL_SHARE = 0.6;

const seedOf = (position: number, salt: number) => (Math.imul(position + 1, 0x9e3779b1) ^ salt) >>> 0;

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w)\}/g, (_, key: string) => String(values[key] ?? ''));

function followersFrom(r: Random): number {
  const u = 1 - r.next();
  return Math.min(FOLLOWERS_MAX, Math.round(FOLLOWERS_MIN / u ** (1 / FOLLOWERS_ALPHA)));
}

/** Whole percentages that sum to exactly 100, the largest remainders rounded up. */
function percentages(weights: number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  const raw = weights.map((w) => (w / total) * 100);
  const out = raw.map(Math.floor);
  const order = raw.map((v, i) => [v - Math.floor(v), i] as const).sort((a, b) => b[0] - a[0]);
  const missing = 100 - out.reduce((a, b) => a + b, 0);
  for (let k = 0; k < missing; k++) out[order[k]![1]]! += 1;
  return out;
}

function audienceOf(
  r: Random,
  topic: KoxTopic,
  platform: KoxPlatform,
  country: KoxCountry,
  language: KoxLanguage,
): CreatorAudience {
  const base = TOPIC_AUDIENCE[topic];
  const femalePct = Math.max(3, Math.min(97, Math.round(r.normal(base.femalePct, 7))));
  const younger = PLATFORM_FACTS[platform].youngerBy;
  const ageWeights = AUDIENCE_AGES.map((age, i) => {
    const lean = i <= 1 ? younger / 2 : i >= 3 ? -younger / 3 : 0;
    return Math.max(0.5, (base.ages[age] + lean) * r.logNormal(1, 0.2));
  });
  const ages = Object.fromEntries(
    percentages(ageWeights).map((pct, i) => [AUDIENCE_AGES[i]!, pct]),
  ) as Record<AudienceAge, number>;
  const others = COUNTRIES_OF[language].filter(([c]) => c !== country);
  const second = r.weighted(others);
  const third = r.weighted(others.filter(([c]) => c !== second));
  const [home, two, three] = percentages([r.int(45, 75), r.int(10, 25), r.int(3, 10)]) as [
    number,
    number,
    number,
  ];
  return {
    femalePct,
    ages,
    countries: [
      { country, pct: home },
      { country: second, pct: two },
      { country: third, pct: three },
    ],
  };
}

/**
 * The built-in sample corpus: SAMPLE_CREATOR_COUNT creators, each made from its position alone (seeded
 * randomness), so every install and every node has the same ones. `asOf` anchors the dates: the last active
 * time and the posts' dates are days before it.
 */
export function createSampleCreatorSource(asOf: Date, size = SAMPLE_CREATOR_COUNT): CreatorSource {
  const creator = (position: number): Creator => sampleCreator(position, asOf);
  return {
    name: 'sample',
    size,
    creator,
    recentPosts: (position) => samplePosts(creator(position), position),
    idOf: sampleCreatorId,
    positionOf(id) {
      if (!id.startsWith(ID_PREFIX)) return null;
      const digits = id.slice(ID_PREFIX.length);
      if (!/^\d{6}$/.test(digits)) return null;
      const position = Number(digits);
      return position < size ? position : null;
    },
    positionOfProfile(platform, handle) {
      // A handle ends with its creator's position in base 36: each possible ending is tried.
      for (let chars = 1; chars <= Math.min(MAX_POSITION_CHARS, handle.length - 1); chars++) {
        const suffix = handle.slice(-chars);
        if (!/^[0-9a-z]+$/.test(suffix)) break;
        const position = parseInt(suffix, 36);
        if (position >= size) continue;
        const profile = sampleProfile(position);
        if (profile.platform === platform && profile.handle.toLowerCase() === handle) return position;
      }
      return null;
    },
  };
}

export const sampleCreatorId = (position: number) => `${ID_PREFIX}${String(position).padStart(6, '0')}`;

/** What the public index keeps of a creator: everything but the words (docs/kox.md). */
export type CreatorFigures = Omit<
  Creator,
  'id' | 'sample' | 'handle' | 'nickname' | 'headline' | 'description' | 'email' | 'profileUrl' | 'hashtags'
> & { hasEmail: boolean };

/**
 * A creator's figures, from a seed of their own: the index computes these for all 100,000 creators, and the
 * words (sampleCreator) only for the creators a page shows.
 */
export function sampleFigures(position: number, asOf: Date): CreatorFigures {
  const r = createRandom(seedOf(position, 0x6b6f78));
  const { platform, language, country, topic } = firstFigures(r);
  const second = r.chance(0.4) ? KOX_TOPICS[r.int(0, KOX_TOPICS.length - 1)]! : topic;
  const facts = PLATFORM_FACTS[platform];

  const followers = followersFrom(r);
  const engagementRate = Math.min(
    0.3,
    facts.engagementAt10k * (followers / 10_000) ** ENGAGEMENT_DECAY * r.logNormal(1, 0.35),
  );
  const avgEngagement = Math.max(1, Math.round(followers * engagementRate));
  const avgViews = Math.max(avgEngagement, Math.round(followers * facts.viewRate * r.logNormal(1, 0.5)));
  const postsPerMonth = r.int(...facts.postsPerMonth);
  // Most creators posted in the last two weeks; a tail has gone quiet for up to a year.
  const idleDays = r.chance(0.7) ? r.int(0, 14) : r.int(15, 365);
  const cpmUsd = r.int(8, 40);
  const pricePerVideoUsd = Math.max(20, Math.round(((avgViews / 1000) * cpmUsd) / 10) * 10);
  const pricePerPostUsd = Math.max(10, Math.round((pricePerVideoUsd * 0.6) / 10) * 10);
  return {
    platform,
    topics: second === topic ? [topic] : [topic, second],
    country,
    language,
    followers,
    postsPerMonth,
    avgViews,
    avgEngagement,
    pricePerPostUsd,
    pricePerVideoUsd,
    lastActiveAt: new Date(asOf.getTime() - idleDays * DAY_MS - r.int(0, DAY_MS - 1)),
    audience: audienceOf(r, topic, platform, country, language),
    hasEmail: r.chance(EMAIL_SHARE),
  };
}

/** The first draws of a creator's figures: what its name and handle depend on. */
function firstFigures(r: Random) {
  const platform = r.weighted(PLATFORM_WEIGHTS);
  const language: KoxLanguage = r.chance(0.35) ? 'zh' : 'en';
  const country = r.weighted(COUNTRIES_OF[language]);
  const topic = KOX_TOPICS[r.int(0, KOX_TOPICS.length - 1)]!;
  return { platform, language, country, topic };
}

/** The creator's nickname and handle, and the seeded randomness its other words go on drawing from. */
function sampleNames(position: number, language: KoxLanguage, topic: KoxTopic) {
  const r = createRandom(seedOf(position, 0x776f7264));
  const words = TOPIC_WORDS[topic][language];
  const name = NAME_PARTS[language];
  const nickname =
    language === 'zh'
      ? `${r.pick(name.first)}${r.pick(name.last)}${words.name}`
      : `${r.pick(name.first)} ${r.pick(name.last)}`;
  const stem =
    language === 'zh' ? `${r.pick(HANDLE_WORDS)}${topic}` : nickname.toLowerCase().replace(/\s+/g, '');
  return { r, words, nickname, handle: `${stem}${position.toString(36)}` };
}

/**
 * A creator's platform and handle without the rest of the creator: a few draws instead of a whole creator
 * (≈ 0.1 ms), for finding the creator a profile link names among a thousand links.
 */
export function sampleProfile(position: number): { platform: KoxPlatform; handle: string } {
  const { platform, language, topic } = firstFigures(createRandom(seedOf(position, 0x6b6f78)));
  return { platform, handle: sampleNames(position, language, topic).handle };
}

export function sampleCreator(position: number, asOf: Date): Creator {
  const { hasEmail, ...figures } = sampleFigures(position, asOf);
  const { language, topics, followers, platform } = figures;
  const { r, words, nickname, handle } = sampleNames(position, language, topics[0]!);
  const profileUrl =
    platform === 'youtube'
      ? `https://www.youtube.com/@${handle}`
      : platform === 'tiktok'
        ? `https://www.tiktok.com/@${handle}`
        : `https://www.instagram.com/${handle}`;
  const about = r.pick(words.nouns);
  return {
    ...figures,
    id: sampleCreatorId(position),
    sample: true,
    handle,
    nickname,
    headline: fill(r.pick(HEADLINES[language]), { t: words.name }),
    description: fill(r.pick(BIOS[language]), {
      c: nickname,
      t: words.name,
      n: followerCountInWords(followers, language),
      a: about,
    }),
    email: hasEmail ? `${handle}@creators.example.com` : null,
    profileUrl,
    hashtags: creatorHashtags(topics, language),
  };
}

/** The hashtags a creator uses most: four of the main topic's, two of the second's. */
function creatorHashtags(topics: readonly KoxTopic[], language: KoxLanguage): string[] {
  return topics.flatMap((t, i) => TOPIC_WORDS[t][language].tags.slice(0, i === 0 ? 4 : 2));
}

/** The creator's latest posts, newest first: their rhythm follows posts a month, their metrics the averages. */
export function samplePosts(c: Creator, position: number): CreatorPost[] {
  const r = createRandom(seedOf(position, 0x706f7374));
  const words = TOPIC_WORDS[c.topics[0]!][c.language];
  const gapMs = (30 * DAY_MS) / c.postsPerMonth;
  return Array.from({ length: RECENT_POSTS }, (_, k) => {
    const views = Math.max(1, Math.round(c.avgViews * r.logNormal(1, 0.6)));
    const engagement = Math.round(views * (c.avgEngagement / c.avgViews) * r.logNormal(1, 0.25));
    const comments = Math.round(engagement * r.next() * 0.08);
    return {
      title: fill(r.pick(POST_TITLES[c.language]), { a: r.pick(words.nouns), n: r.int(3, 10) }),
      url: `${c.profileUrl}/post/${position.toString(36)}${k}`,
      views,
      likes: engagement - comments,
      comments,
      publishedAt: new Date(c.lastActiveAt.getTime() - k * gapMs),
      hashtags: [...new Set([r.pick(words.tags), r.pick(words.tags)])],
    };
  });
}

/** How a creator writes their own follower count in a bio: "12k", "1.5M"; "8000", "3.2万", "1.5亿". */
export function followerCountInWords(followers: number, language: 'zh' | 'en'): string {
  const short = (value: number) => String(Math.round(value * 10) / 10);
  if (language === 'zh') {
    if (followers >= 100_000_000) return `${short(followers / 100_000_000)}亿`;
    if (followers >= 10_000) return `${short(followers / 10_000)}万`;
    return String(followers);
  }
  if (followers >= 1_000_000) return `${short(followers / 1_000_000)}M`;
  if (followers >= 1000) return `${Math.round(followers / 1000)}k`;
  return String(followers);
}
