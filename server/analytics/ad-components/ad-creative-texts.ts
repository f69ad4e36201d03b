import type { AggregationLevel } from '../../../src/lib/ads/ad-values.ts';
import type { StoreReader } from '../components/store-reader.ts';
import { SqlParams } from './ad-scope.ts';

type Row = Record<string, unknown>;

/**
 * The ads' creative text (`creative_text` of their rows) for the few rows a top list or a detail page shows, so
 * the renderers can show each creative with its words. Read from the facts by dataset and ad for those rows only:
 * the per-ad rollup keeps names and the cover but not the text (up to 2,000 characters an ad), and a page is at
 * most 200 ads. Campaigns and ad sets have no creative: their rows get null.
 */
export async function withCreativeTexts(
  store: StoreReader,
  level: AggregationLevel,
  rows: readonly Row[],
): Promise<Row[]> {
  if (level !== 'ad' || rows.length === 0) return rows.map((row) => ({ ...row, creative_text: null }));
  const params = new SqlParams();
  const datasets = [...new Set(rows.map((r) => String(r.dataset_id)))].map((d) => params.add(d));
  const ads = [...new Set(rows.map((r) => String(r.id)))].map((a) => params.add(a));
  const found = await store.all<Row>(
    `select d.dataset_id, d.ad_id, max(d.creative_text) as creative_text
     from analytics.ad_days d
     where d.dataset_id in (${datasets.join(', ')}) and d.ad_id in (${ads.join(', ')})
       and d.creative_text is not null and d.creative_text <> ''
     group by d.dataset_id, d.ad_id`,
    params.values,
  );
  const texts = new Map(
    found.map((f) => [`${String(f.dataset_id)}\u0000${String(f.ad_id)}`, f.creative_text]),
  );
  return rows.map((row) => ({
    ...row,
    creative_text: texts.get(`${String(row.dataset_id)}\u0000${String(row.id)}`) ?? null,
  }));
}
