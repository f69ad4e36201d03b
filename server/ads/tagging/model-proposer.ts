import type { LanguageModel } from 'ai';
import { z } from 'zod';
import type { TagDimension } from '../../../src/lib/ads/ad-values.ts';
import { loadAiSdk } from '../../ai/ai-sdk.ts';
import type { ModelProvider } from '../../ai/model-provider.ts';
import { errorSummary } from '../../lib/error-for-log.ts';
import { checkModelTags, type CheckedModelTags } from './check-model-tags.ts';
import { fieldText, type TaggableAd } from './taggable-ad.ts';

/** Ads asked about in one request: enough to give the model the dataset's picture, short enough to answer. */
export const MODEL_BATCH = 50;
/** How long one batch may take the provider before the built-in analyzer's proposals are used. */
const MODEL_TIMEOUT_MS = 60_000;
/** Creative text sent per ad: the hook is in its first sentences. */
const MODEL_CREATIVE_TEXT = 300;
/** Tags already in use (the rules' tag words) shown per dimension, so the model reuses them. */
const KNOWN_TAGS_SHOWN = 40;

// Every field required (null for "none"): providers with strict structured output accept no optional ones.
const answerSchema = z.object({
  ads: z.array(
    z.object({
      ad_id: z.string(),
      product: z.string().nullable(),
      audience: z.string().nullable(),
      hook: z.string().nullable(),
      reason: z.string(),
    }),
  ),
});

const INSTRUCTIONS =
  'You tag paid social ads for an ad performance dashboard. For each ad given, propose one tag for each ' +
  'dimension listed in its `dimensions`: product (what is advertised), audience (who it targets), hook (the ' +
  "creative angle that catches attention, e.g. discount, UGC, unboxing, testimonial). Read the ad's name, ad " +
  'set name, campaign name and creative text. A tag is a short label of one to three words, plain text, in the ' +
  "language of the ad's names; reuse a tag of known_tags when one fits. Answer null for a dimension when " +
  'nothing in the texts supports a tag, and for a dimension not listed: never guess. Give each ad one short ' +
  'reason naming the words you read. ' +
  'Answer only for the ad_ids given.';

export interface ModelBatchRequest {
  ads: { ad: TaggableAd; dimensions: ReadonlySet<TagDimension> }[];
  knownTags: Partial<Record<TagDimension, readonly string[]>>;
}

export type ModelBatchOutcome =
  ({ ok: true; model: string } & CheckedModelTags) | { ok: false; reason: string; model: string };

export type ModelTagProposer = (
  request: ModelBatchRequest,
  signal?: AbortSignal,
) => Promise<ModelBatchOutcome>;

const modelIdOf = (model: LanguageModel) => (typeof model === 'string' ? model : model.modelId);

/**
 * Tags proposed by the configured provider through structured output, one batch of ads a call, the answer
 * checked (checkModelTags) before use; null for the offline model, whose built-in analyzer is then the only
 * one. Never throws: a provider error or an unreadable answer comes back as its reason.
 */
export function modelTagProposer(models: ModelProvider): ModelTagProposer | null {
  if (models.name === 'offline') return null;
  return async (request, signal) => {
    const model = models.chatModel();
    const asked = new Map(request.ads.map(({ ad, dimensions }) => [ad.adId, dimensions] as const));
    const prompt = {
      known_tags: Object.fromEntries(
        Object.entries(request.knownTags).map(([d, tags]) => [d, tags.slice(0, KNOWN_TAGS_SHOWN)]),
      ),
      ads: request.ads.map(({ ad, dimensions }) => ({
        ad_id: ad.adId,
        dimensions: [...dimensions],
        ad_name: fieldText(ad, 'ad_name'),
        ad_set_name: fieldText(ad, 'ad_set_name'),
        campaign_name: fieldText(ad, 'campaign_name'),
        creative_text: fieldText(ad, 'creative_text').slice(0, MODEL_CREATIVE_TEXT),
      })),
    };
    try {
      const { generateText, Output } = await loadAiSdk();
      const { output } = await generateText({
        model,
        instructions: INSTRUCTIONS,
        prompt: JSON.stringify(prompt),
        output: Output.object({ schema: answerSchema }),
        maxRetries: 1,
        abortSignal: signal
          ? AbortSignal.any([signal, AbortSignal.timeout(MODEL_TIMEOUT_MS)])
          : AbortSignal.timeout(MODEL_TIMEOUT_MS),
      });
      return { ok: true, model: modelIdOf(model), ...checkModelTags(output.ads, asked) };
    } catch (err) {
      return {
        ok: false,
        reason: `provider_error: ${errorSummary(err)}`.slice(0, 500),
        model: modelIdOf(model),
      };
    }
  };
}
