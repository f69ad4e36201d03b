import { setImmediate as nextTurn } from 'node:timers/promises';
import type { AdTags, BuiltinTag, TagCorrection } from '../../../src/lib/ads/ad-tags.ts';
import { TAG_DIMENSIONS, type TagDimension } from '../../../src/lib/ads/ad-values.ts';
import type { ModelProvider } from '../../ai/model-provider.ts';
import { compileRules, ruleTags, type RulesByDimension } from './apply-rules.ts';
import { BuiltinAnalyzer } from './builtin-analyzer.ts';
import { applyCorrections, correctionsByAd } from './corrections.ts';
import { forEachInSlices } from '../../lib/in-slices.ts';
import { MODEL_BATCH, modelTagProposer, type ModelTagProposer } from './model-proposer.ts';
import type { NormalizedText } from './normalized-text.ts';
import { readAd, type ReadAd, type TaggableAd } from './taggable-ad.ts';

/**
 * The most ads of one tagging run the model is asked about (40 calls); the rest get the built-in analyzer's
 * proposals, saying so. A dataset's ads are tagged again on every re-import, and a person corrects the rest.
 */
export const MODEL_MAX_ADS = 2_000;
/** After this many failed calls in a row the provider is taken as down for the run. */
const MODEL_FAILURES_TOLERATED = 2;

export interface TagAdsOptions {
  /** The configured provider; without one (or the offline model) the built-in analyzer proposes. */
  model?: ModelProvider;
  /** The dataset's corrections by people: they win, "no tag" included. */
  corrections?: readonly TagCorrection[];
  signal?: AbortSignal;
}

const emptyTags = (): AdTags => ({ product: null, audience: null, hook: null });

/**
 * Tags a dataset's distinct ads (an ad id given twice counts once, as first given) in every dimension: the
 * rules first; what they leave untagged the model proposes (or, without one, or when its answer is refused,
 * the built-in analyzer); then the corrections win. Runs in slices on the event loop. See docs/ads.md.
 */
export async function tagAds(
  ads: readonly TaggableAd[],
  rulesByDimension: RulesByDimension,
  options: TagAdsOptions = {},
): Promise<Map<string, AdTags>> {
  const { signal } = options;
  const seen = new Set<string>();
  const unique = ads.filter((ad) => !seen.has(ad.adId) && seen.add(ad.adId));
  const compiled = compileRules(rulesByDimension);
  const corrected = correctionsByAd(options.corrections ?? []);
  const proposer = options.model ? modelTagProposer(options.model) : null;
  const analyzer = new BuiltinAnalyzer();
  const texts = new Map<string, NormalizedText>();
  const tags = new Map<string, AdTags>();
  /** Per ad, the dimensions left for the model to propose. */
  const open = new Map<string, Set<TagDimension>>();
  const propose = (
    read: ReadAd,
    wanted: ReadonlySet<TagDimension>,
    fallbacks?: Map<TagDimension, string>,
  ) => {
    const adTags = tags.get(read.ad.adId)!;
    for (const [dimension, proposal] of analyzer.propose(read, wanted)) {
      const fallback = fallbacks?.get(dimension);
      const tag: BuiltinTag = fallback ? { ...proposal, model_fallback: fallback } : proposal;
      adTags[dimension] = tag;
    }
  };
  await nextTurn();

  // The analyzer's product segments count across the dataset, so it sees every ad before it proposes.
  await forEachInSlices(unique, (ad) => analyzer.count(ad), signal);

  // Each ad's texts are read once here and not kept (20,000 ads' would only weigh on the garbage collector),
  // unless the model is asked first: then the ads it leaves open are read again below.
  await forEachInSlices(
    unique,
    (ad) => {
      const read = readAd(ad, texts);
      const adTags = emptyTags();
      for (const [dimension, tag] of ruleTags(read, compiled)) adTags[dimension] = tag;
      tags.set(ad.adId, adTags);
      const corrections = corrected.get(ad.adId);
      const untagged = TAG_DIMENSIONS.filter((d) => adTags[d] === null && !corrections?.has(d));
      if (untagged.length === 0) return;
      if (proposer) open.set(ad.adId, new Set(untagged));
      else propose(read, new Set(untagged));
    },
    signal,
  );

  if (proposer) {
    const asked = unique.filter((ad) => open.has(ad.adId));
    const fallbacks = await proposeWithModel(
      proposer,
      asked,
      open,
      tags,
      knownTags(rulesByDimension),
      signal,
    );
    await forEachInSlices(
      asked,
      (ad) => {
        const wanted = open.get(ad.adId)!;
        if (wanted.size) propose(readAd(ad, texts), wanted, fallbacks.get(ad.adId));
      },
      signal,
    );
  }

  return applyCorrections(tags, options.corrections ?? []);
}

/** The rules' tag words per dimension, each once: the model is asked to reuse them. */
function knownTags(rules: RulesByDimension): Partial<Record<TagDimension, string[]>> {
  const known: Partial<Record<TagDimension, string[]>> = {};
  for (const dimension of TAG_DIMENSIONS) {
    const words = [...new Set((rules[dimension] ?? []).map((r) => r.tag))];
    if (words.length) known[dimension] = words;
  }
  return known;
}

/**
 * Asks the model about the open dimensions, batch by batch, and fills `tags` with what it answered well;
 * removes those from `open`. Returns, per ad and dimension left open, why the model's tag is not there.
 */
async function proposeWithModel(
  propose: ModelTagProposer,
  asked: readonly TaggableAd[],
  open: Map<string, Set<TagDimension>>,
  tags: Map<string, AdTags>,
  known: Partial<Record<TagDimension, string[]>>,
  signal: AbortSignal | undefined,
): Promise<Map<string, Map<TagDimension, string>>> {
  const fallbacks = new Map<string, Map<TagDimension, string>>();
  const note = (adId: string, dimension: TagDimension, reason: string) => {
    let ad = fallbacks.get(adId);
    if (!ad) fallbacks.set(adId, (ad = new Map()));
    ad.set(dimension, reason);
  };
  let failuresInRow = 0;
  let down: string | null = null;
  for (let start = 0; start < asked.length; start += MODEL_BATCH) {
    const batch = asked.slice(start, start + MODEL_BATCH).map((ad) => ({
      ad,
      dimensions: new Set(open.get(ad.adId)!),
    }));
    if (start >= MODEL_MAX_ADS || down) {
      const reason = down ?? 'over_model_limit';
      for (const { ad, dimensions } of batch) for (const d of dimensions) note(ad.adId, d, reason);
      continue;
    }
    signal?.throwIfAborted();
    const outcome = await propose({ ads: batch, knownTags: known }, signal);
    if (!outcome.ok) {
      console.warn(`[ad tagging] model batch of ${batch.length} ads refused: ${outcome.reason}`);
      if (++failuresInRow >= MODEL_FAILURES_TOLERATED) down = outcome.reason;
      for (const { ad, dimensions } of batch) for (const d of dimensions) note(ad.adId, d, outcome.reason);
      continue;
    }
    failuresInRow = 0;
    if (outcome.unknownAds.length)
      console.warn(`[ad tagging] model answered ads it was not asked about: ${outcome.unknownAds.length}`);
    for (const [adId, answered] of outcome.tags)
      for (const [dimension, { tag, reason }] of answered) {
        tags.get(adId)![dimension] = { tag, source: 'model', reason, model: outcome.model };
        open.get(adId)!.delete(dimension);
      }
    for (const [adId, refused] of outcome.refused)
      for (const [dimension, why] of refused) note(adId, dimension, why);
  }
  return fallbacks;
}
