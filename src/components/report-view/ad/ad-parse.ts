import { z } from 'zod';
import {
  adAnalysisResultSchema,
  adDetailResultSchema,
  adEntitySchema,
  adResultSchemas,
  adTopResultSchema,
  type AdComponentKey,
  type AdResult,
} from '@/lib/report-components/ad-results';
import { AD_VIEW_KINDS, isKnownAdKey } from './ad-view-kinds.ts';

/**
 * An ad's creative text is read as optional: results stored before the server added it (docs/ads.md "Rendering
 * the AD components") still parse, and show the creative without its words.
 */
const shownEntity = adEntitySchema.extend({ creativeText: z.string().nullable().optional() });
const topAdsSchema = adTopResultSchema.extend({
  items: z.array(shownEntity.extend({ rank: z.number().int().positive() })),
});
const detailSchema = adDetailResultSchema.extend({ rows: z.array(shownEntity) });
const analysisSchema = adAnalysisResultSchema;

export type ShownEntity = z.infer<typeof shownEntity>;
export type TopAdsResult = z.infer<typeof topAdsSchema>;
export type DetailResult = z.infer<typeof detailSchema>;
export type AnalysisResult = z.infer<typeof analysisSchema>;

type Keys<Kind extends string> = {
  [K in AdComponentKey]: (typeof AD_VIEW_KINDS)[K] extends Kind ? K : never;
}[AdComponentKey];

/** An AD result checked against its schema, with the kind of view that shows it. */
export type ParsedAd =
  | { kind: 'metrics'; key: Keys<'metrics'>; data: AdResult<'db_ad_performance_overview'> }
  | { kind: 'trend'; key: Keys<'trend'>; data: AdResult<'db_ad_ads_data_trends'> }
  | { kind: 'breakdown'; key: Keys<'breakdown'>; data: AdResult<'db_ad_country_data'> }
  | { kind: 'topAds'; key: Keys<'topAds'>; data: TopAdsResult }
  | { kind: 'progress'; key: Keys<'progress'>; data: AdResult<'db_ad_ads_consumption_progress'> }
  | { kind: 'detail'; key: Keys<'detail'>; data: DetailResult }
  | { kind: 'pivot'; key: Keys<'pivot'>; data: AdResult<'db_ad_custom_multi_dimensional_data'> }
  | { kind: 'analysis'; key: Keys<'analysis'>; data: AnalysisResult };

const SCHEMAS: Record<AdComponentKey, z.ZodType> = {
  ...adResultSchemas,
  db_ad_excellent_ads_display: topAdsSchema,
  db_ad_poor_ads_display: topAdsSchema,
  db_ad_data_detail: detailSchema,
  llm_ad_fluctuating_products_analysis: analysisSchema,
  llm_ad_potential_audiences_analysis: analysisSchema,
  llm_ad_potential_hooks_analysis: analysisSchema,
  llm_ad_potential_ads_analysis: analysisSchema,
};

/** The result checked against its api_key's schema; null for an unknown key or another shape (never a throw). */
export function parseAdResult(key: string, result: unknown): ParsedAd | null {
  if (!isKnownAdKey(key)) return null;
  const parsed = SCHEMAS[key].safeParse(result);
  return parsed.success ? ({ kind: AD_VIEW_KINDS[key], key, data: parsed.data } as ParsedAd) : null;
}
