import { AUDIENCE_AGES, AUDIENCE_GENDERS, KOX_COUNTRIES } from '../../../src/lib/kox-values.ts';
import { compileFilter } from '../index/query-columns.ts';
import { cpmOf, engagementPercentile, medianCpmOf } from './peer-stats.ts';
import { audienceScore, audienceShares } from './audience-match.ts';
import { reasonsFor } from './reasons.ts';
import type { RecommendModel } from './recommend-model.ts';
import type { AudienceTarget, RecommendQuery, RecommendResult } from './recommend-query.ts';
import { tokenize } from './tokens.ts';
import { matchContent } from './content-match.ts';

const AGES = AUDIENCE_AGES.length;
/** The fit's parts; a part the request gives nothing for is left out and the others share its weight. */
export const FIT_WEIGHTS = { content: 0.5, audience: 0.3, performance: 0.2 };

/** A creator's own audience as a target: the larger gender, the largest age group, the top country. */
function audienceOfCreator(m: RecommendModel, i: number): AudienceTarget {
  const c = m.columns;
  const ages = Array.from({ length: AGES }, (_, k) => c.agePct[i * AGES + k]!);
  return {
    gender: c.femalePct[i]! >= 50 ? AUDIENCE_GENDERS[0] : AUDIENCE_GENDERS[1],
    age: AUDIENCE_AGES[ages.indexOf(Math.max(...ages))]!,
    countries: [KOX_COUNTRIES[c.audienceCountries[i * 6]!]!],
  };
}

/**
 * The creators that pass the hard filters, ranked by fit (0–100): the brief's words against each creator's
 * (cosine, relative to the best match among them), the audience against the target, and performance
 * (engagement among peers of the follower tier; CPM against the team's median when the team has costs).
 */
export function rankCreators(m: RecommendModel, q: RecommendQuery): RecommendResult {
  const c = m.columns;
  if (q.similarTo !== null && !(Number.isInteger(q.similarTo) && q.similarTo >= 0 && q.similarTo < c.size))
    throw new RangeError(`No creator at position ${q.similarTo}`);
  const keep = compileFilter(c, q.filter);
  const similar = q.similarTo !== null;
  // A brief is searched in both languages too; "similar creators" compares a creator's own words as they are.
  const content = matchContent(m.text, similar ? m.textOf(q.similarTo!) : q.brief, { translate: !similar });
  const cos = content.scores;
  const target = similar ? audienceOfCreator(m, q.similarTo!) : q.audience;
  const teamMedianCpm = medianCpmOf(c, q.teamVideoPrices);
  const hasAudience = target.gender !== null || target.age !== null || target.countries.length > 0;

  const candidates: number[] = [];
  const positions = q.filter.within ?? null;
  const consider = (i: number) => {
    if (i !== q.similarTo && keep(i)) candidates.push(i);
  };
  if (positions) for (const i of positions) consider(i);
  else for (let i = 0; i < c.size; i++) consider(i);

  let bestCos = 0;
  if (cos) for (const i of candidates) bestCos = Math.max(bestCos, cos[i]!);
  const weights = {
    content: cos && bestCos > 0 ? FIT_WEIGHTS.content : 0,
    audience: hasAudience ? FIT_WEIGHTS.audience : 0,
    performance: FIT_WEIGHTS.performance,
  };
  const total = weights.content + weights.audience + weights.performance;

  const partsOf = (i: number) => {
    const content = weights.content ? cos![i]! / bestCos : null;
    const shares = audienceShares(c, i, target);
    const audience = hasAudience ? audienceScore(shares) : null;
    const percentile = engagementPercentile(m.peers, c, i);
    const cpmScore = teamMedianCpm === null ? null : Math.min(1, teamMedianCpm / (2 * cpmOf(c, i)));
    const performance = cpmScore === null ? percentile : (percentile + cpmScore) / 2;
    const fit =
      ((content ?? 0) * weights.content +
        (audience ?? 0) * weights.audience +
        performance * weights.performance) /
      total;
    return { content, shares, audience, percentile, cpmScore, performance, fit };
  };

  const fits = new Float64Array(c.size);
  for (const i of candidates) fits[i] = partsOf(i).fit;
  candidates.sort((a, b) => fits[b]! - fits[a]! || a - b);

  const items = candidates.slice(0, q.count).map((i) => {
    const p = partsOf(i);
    const text = m.textOf(i);
    const creatorTerms = new Set(
      tokenize(text).flatMap(({ term }) => {
        const id = m.text.terms.get(term);
        return id === undefined ? [] : [id];
      }),
    );
    const phrase = p.content === null ? null : content.phraseFor(creatorTerms);
    const pct = (v: number | null) => (v === null ? null : Math.round(v * 100));
    return {
      position: i,
      fit: Math.round(p.fit * 100),
      parts: { content: pct(p.content), audience: pct(p.audience), performance: pct(p.performance)! },
      reasons: reasonsFor(c, i, weights, { ...p, phrase, teamMedianCpm }),
      ...(q.withText ? { text } : {}),
    };
  });
  return { items, candidates: candidates.length };
}
