import { SAMPLE_LINK_ORIGIN } from '../../../../src/lib/api/endpoints.ts';
import type { PostFact } from '../../store/fact-rows.ts';
import type { Random } from './prng.ts';

type Format = PostFact['format'];

const formatsByPlatform: Record<string, readonly (readonly [Format, number])[]> = {
  youtube: [
    ['video', 55],
    ['short', 37],
    ['live', 8],
  ],
  tiktok: [
    ['short', 92],
    ['live', 8],
  ],
  instagram: [
    ['image', 40],
    ['short', 45],
    ['video', 15],
  ],
};

export function pickFormat(platform: string, random: Random): Format {
  return random.weighted(formatsByPlatform[platform] ?? formatsByPlatform.youtube!);
}

/** Regions where channels of an unrestricted subject come from, weighted like a global platform audience. */
export const regionWeights: readonly (readonly [string, number])[] = [
  ['US', 30],
  ['GB', 8],
  ['CA', 5],
  ['AU', 4],
  ['IN', 8],
  ['CN', 8],
  ['TW', 5],
  ['HK', 3],
  ['SG', 4],
  ['MY', 3],
  ['JP', 5],
  ['DE', 5],
  ['FR', 4],
  ['BR', 4],
];

/** zh for Chinese-speaking regions, mixed in Singapore and Malaysia, en elsewhere. */
export function languageFor(region: string, random: Random): 'zh' | 'en' {
  if (['CN', 'TW', 'HK'].includes(region)) return random.chance(0.9) ? 'zh' : 'en';
  if (['SG', 'MY'].includes(region)) return random.chance(0.5) ? 'zh' : 'en';
  return random.chance(0.04) ? 'zh' : 'en';
}

/** A sample channel's page: on the reserved sample origin, never a platform's (docs/decisions.md). */
export function sampleChannelUrl(platform: string, handle: string): string {
  return `${SAMPLE_LINK_ORIGIN}/${platform}/@${encodeURIComponent(handle)}`;
}

/** A sample post's page, on the reserved sample origin. */
export function samplePostUrl(platform: string, postId: string): string {
  return `${SAMPLE_LINK_ORIGIN}/${platform}/posts/${postId}`;
}

/** The handle of an account link (`…/@nike`, `…/channel/UC…`, `instagram.com/nike/`), lower-case. */
export function handleOfLink(link: string): string {
  const trimmed = link
    .trim()
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '');
  const last = trimmed.split('/').pop() ?? trimmed;
  return last.replace(/^@/, '').toLowerCase();
}

/** Plausible interaction counts for a post with this many views; engagements is their sum. */
export function interactions(views: number, platform: string, random: Random) {
  const likeRate = Math.min(0.2, random.logNormal(platform === 'tiktok' ? 0.07 : 0.035, 0.5));
  const likes = Math.round(views * likeRate);
  const comments = Math.round(likes * Math.min(0.3, random.logNormal(0.05, 0.6)));
  const shares = Math.round(likes * Math.min(0.4, random.logNormal(0.04, 0.7)));
  const saves = Math.round(
    likes * Math.min(0.5, random.logNormal(platform === 'youtube' ? 0.02 : 0.08, 0.6)),
  );
  const reposts = platform === 'youtube' ? 0 : Math.round(shares * random.next() * 0.3);
  return {
    likes,
    comments,
    shares,
    saves,
    reposts,
    engagements: likes + comments + shares + saves + reposts,
  };
}

const HOUR = 3_600_000;
/** Relative posting activity by weekday (Sunday first) and hour (UTC): evenings and weekends are busier. */
function activity(time: number): number {
  const d = new Date(time);
  const day = d.getUTCDay();
  const hour = d.getUTCHours();
  const weekday = day === 0 || day === 6 ? 1.35 : day === 5 ? 1.15 : 1;
  const daily = hour >= 17 && hour <= 22 ? 1.6 : hour >= 8 && hour < 17 ? 1 : 0.35;
  return (weekday * daily) / (1.35 * 1.6);
}

/** A post time in [since, until) with the weekly rhythm, by rejection sampling. */
export function postTime(since: number, until: number, random: Random): number {
  for (;;) {
    const t = since + Math.floor(random.next() * Math.max(HOUR, until - since));
    if (random.next() < activity(t)) return t;
  }
}
