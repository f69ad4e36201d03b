import { FOLLOWER_BUCKET_BOUNDS } from '../../../src/lib/kox-values.ts';
import type { CreatorColumns } from '../index/creator-columns.ts';

/** Spec §9's follower tiers, as the peers a creator's engagement is compared with. */
export const FOLLOWER_TIERS = Object.keys(FOLLOWER_BUCKET_BOUNDS) as (keyof typeof FOLLOWER_BUCKET_BOUNDS)[];
const TIER_FLOORS = FOLLOWER_TIERS.map((tier) => FOLLOWER_BUCKET_BOUNDS[tier][0]);

export const tierOf = (followers: number) => {
  let tier = 0;
  while (tier + 1 < TIER_FLOORS.length && followers >= TIER_FLOORS[tier + 1]!) tier++;
  return tier;
};

/** Each tier's engagement rates in ascending order, to place a creator among its peers. */
export interface PeerStats {
  ratesByTier: Float32Array[];
}

export function buildPeerStats(c: CreatorColumns): PeerStats {
  const byTier: number[][] = FOLLOWER_TIERS.map(() => []);
  for (let i = 0; i < c.size; i++) byTier[tierOf(c.followers[i]!)]!.push(c.engagementRate[i]!);
  return { ratesByTier: byTier.map((rates) => Float32Array.from(rates).sort()) };
}

/** The share of the creator's tier with a lower engagement rate, 0…1. */
export function engagementPercentile(stats: PeerStats, c: CreatorColumns, i: number): number {
  const rates = stats.ratesByTier[tierOf(c.followers[i]!)]!;
  const rate = c.engagementRate[i]!;
  let low = 0;
  let high = rates.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (rates[mid]! < rate) low = mid + 1;
    else high = mid;
  }
  return rates.length > 1 ? low / (rates.length - 1) : 0.5;
}

/** USD per thousand views at the public price of a video. */
export const cpmOf = (c: CreatorColumns, i: number) =>
  c.avgViews[i]! > 0 ? (c.pricePerVideo[i]! / c.avgViews[i]!) * 1000 : Number.POSITIVE_INFINITY;

/** The median CPM of the team's own video prices at the creators' views; null when it has none. */
export function medianCpmOf(c: CreatorColumns, prices: readonly [number, number][]): number | null {
  const cpms = prices
    .filter(([i]) => i >= 0 && i < c.size && c.avgViews[i]! > 0)
    .map(([i, usd]) => (usd / c.avgViews[i]!) * 1000)
    .sort((a, b) => a - b);
  if (cpms.length === 0) return null;
  const mid = cpms.length >> 1;
  return cpms.length % 2 ? cpms[mid]! : (cpms[mid - 1]! + cpms[mid]!) / 2;
}
