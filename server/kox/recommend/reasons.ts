import type { CreatorColumns } from '../index/creator-columns.ts';
import { cpmOf, FOLLOWER_TIERS, tierOf } from './peer-stats.ts';
import { sharesWorthQuoting, type AudienceShares } from './audience-match.ts';
import type { RecommendReason } from './recommend-query.ts';
import type { TextQuery } from './text-index.ts';

const JOINER = /^[\s\-–]*$/;
const PHRASE_MAX = 60;
/** Chinese particles a bigram drags onto a phrase's edge (试试爆火的越野跑 → 的越): cut off when quoting. */
const EDGE_PARTICLES = /^[的了和与及在是为给把个]+|[的了和与及在是为给把个]+$/g;

/**
 * The words of the brief the creator's own words share, quoted from the brief: overlapping or neighbouring
 * matched tokens make one phrase (bigrams 越野 + 野跑 → "越野跑"; trail + running → "trail running"), and the
 * phrase carrying the most weight wins.
 */
export function matchedPhrase(text: string, query: TextQuery, creatorTerms: Set<number>): string | null {
  const weightOf = new Map(query.terms.map((t, k) => [t, query.weights[k]!]));
  const matched = query.tokens.filter((t) => creatorTerms.has(t.id)).sort((a, b) => a.start - b.start);
  let best: { start: number; end: number; weight: number } | null = null;
  let run: { start: number; end: number; ids: Set<number> } | null = null;
  const close = () => {
    if (!run) return;
    const weight = [...run.ids].reduce((sum, id) => sum + weightOf.get(id)!, 0);
    if (!best || weight > best.weight) best = { start: run.start, end: run.end, weight };
  };
  for (const token of matched) {
    if (run && (token.start <= run.end || JOINER.test(text.slice(run.end, token.start)))) {
      run.end = Math.max(run.end, token.end);
      run.ids.add(token.id);
      continue;
    }
    close();
    run = { start: token.start, end: token.end, ids: new Set([token.id]) };
  }
  close();
  const found = best as { start: number; end: number } | null;
  if (!found) return null;
  const phrase = text.slice(found.start, found.end);
  const trimmed = phrase.replace(EDGE_PARTICLES, '');
  return (trimmed.length >= 2 ? trimmed : phrase).slice(0, PHRASE_MAX);
}

export const cadenceOf = (postsPerMonth: number) =>
  postsPerMonth >= 20 ? 'daily' : postsPerMonth >= 4 ? 'weekly' : 'monthly';

export interface ReasonInputs {
  phrase: string | null;
  content: number | null;
  audience: number | null;
  shares: AudienceShares;
  percentile: number;
  cpmScore: number | null;
  teamMedianCpm: number | null;
}

/**
 * Up to three reasons, the strongest first: each only when it speaks for the creator (a matched phrase, the
 * audience shares at least half as close as asked, engagement in the top half of its tier, a CPM below the team's).
 */
export function reasonsFor(
  c: CreatorColumns,
  i: number,
  weights: { content: number; audience: number; performance: number },
  r: ReasonInputs,
): RecommendReason[] {
  const found: { strength: number; reason: RecommendReason }[] = [];
  if (r.phrase && r.content !== null && r.content > 0)
    found.push({
      strength: weights.content * r.content,
      reason: { kind: 'content', phrase: r.phrase, cadence: cadenceOf(c.postsPerMonth[i]!) },
    });
  const quoted = r.audience === null ? null : sharesWorthQuoting(r.shares);
  if (quoted && r.audience !== null)
    found.push({ strength: weights.audience * r.audience, reason: { kind: 'audience', ...quoted } });
  if (r.percentile >= 0.5)
    found.push({
      strength: weights.performance * r.percentile,
      reason: {
        kind: 'engagement',
        top_pct: Math.max(1, Math.ceil((1 - r.percentile) * 100)),
        tier: FOLLOWER_TIERS[tierOf(c.followers[i]!)]!,
      },
    });
  if (r.cpmScore !== null && r.teamMedianCpm !== null && cpmOf(c, i) < r.teamMedianCpm)
    found.push({
      strength: weights.performance * r.cpmScore,
      reason: {
        kind: 'cpm',
        cpm_usd: Math.round(cpmOf(c, i) * 100) / 100,
        team_median_usd: Math.round(r.teamMedianCpm * 100) / 100,
      },
    });
  return found
    .sort((a, b) => b.strength - a.strength)
    .slice(0, 3)
    .map((f) => f.reason);
}
