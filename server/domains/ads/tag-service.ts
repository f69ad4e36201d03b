import { and, eq, inArray, sql } from 'drizzle-orm';
import { TAG_DIMENSIONS, type TagDimension, type TagSource } from '../../../src/lib/ads/ad-values.ts';
import { parseTagRulesByDimension } from '../../../src/lib/ads/tag-rules.ts';
import type { AnalyticsStore, SqlValue } from '../../analytics/store/analytics-store.ts';
import { tagRuleIssues, type TagLanguage } from '../../ads/tagging/tag-rule-messages.ts';
import type { Db } from '../../db/client.ts';
import { adTagCorrections, adTagRules, users } from '../../db/schema/index.ts';
import type { AuthUser, TeamContext } from '../../lib/app-env.ts';
import { AppError } from '../../lib/errors.ts';
import { enqueueRetag, taggingPending } from './ad-job-queue.ts';
import { coverUrls } from './cover-service.ts';
import { visibleDataset } from './dataset-queries.ts';
import { rulesTexts } from './tag-dataset.ts';

type Deps = { db: Db; analytics: AnalyticsStore };

export async function datasetRules(db: Db, team: TeamContext, datasetId: string) {
  const { dataset } = await visibleDataset(db, team, datasetId);
  return { rules: await rulesTexts(db, dataset.id) };
}

/**
 * Saves the rules of the dimensions given, all or none: any line with a problem is 10415 with one issue per
 * problem (its dimension, line and message), and nothing is saved. The ads are then tagged again.
 */
export async function saveRules(
  db: Db,
  user: AuthUser,
  team: TeamContext,
  input: { dataset_id: string; rules: Partial<Record<TagDimension, string>>; lang: TagLanguage },
) {
  const { dataset } = await visibleDataset(db, team, input.dataset_id);
  const given = TAG_DIMENSIONS.filter((d) => input.rules[d] !== undefined);
  const { problems } = parseTagRulesByDimension(input.rules);
  if (problems.length)
    throw new AppError('AD_TAG_RULES_INVALID', undefined, tagRuleIssues(problems, input.lang));
  await db.transaction(async (tx) => {
    for (const dimension of given) {
      const values = { rules: input.rules[dimension]!, updatedBy: user.id, updatedAt: new Date() };
      await tx
        .insert(adTagRules)
        .values({ datasetId: dataset.id, dimension, ...values })
        .onConflictDoUpdate({ target: [adTagRules.datasetId, adTagRules.dimension], set: values });
    }
    if (given.length) await enqueueRetag(tx, dataset);
  });
  return { rules: await rulesTexts(db, dataset.id), retagging: given.length > 0 };
}

interface AdRow extends Record<string, unknown> {
  ad_id: string;
  ad_name: string;
  ad_set_name: string;
  campaign_name: string;
  creative_url: string | null;
  spend_usd: number;
  impressions: number;
  first_day: string;
  last_day: string;
}

const likePattern = (keyword: string) => `%${keyword.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
/** Only web images become an img source (a creative link from a file could be anything). */
const webImage = (url: string | null) => (url && /^https?:\/\//i.test(url) ? url : null);

/** The filter of a page of ads: the dataset, a keyword in its names or id, no tag in a dimension. */
function adFilter(
  datasetId: string,
  input: {
    keyword?: string | undefined;
    dimension?: TagDimension | undefined;
    untagged?: boolean | undefined;
  },
) {
  const params: SqlValue[] = [datasetId];
  const where = ['a.dataset_id = $1'];
  if (input.keyword) {
    params.push(likePattern(input.keyword));
    const p = `$${params.length}`;
    where.push(
      `(lower(a.ad_name) like ${p} escape '\\' or lower(a.ad_set_name) like ${p} escape '\\' or lower(a.campaign_name) like ${p} escape '\\' or lower(a.ad_id) like ${p} escape '\\')`,
    );
  }
  if (input.dimension && input.untagged) {
    params.push(input.dimension);
    where.push(
      `a.ad_id not in (select t.ad_id from analytics.ad_tags t where t.dataset_id = $1 and t.dimension = $${params.length})`,
    );
  }
  return { where: where.join(' and '), params };
}

type ShownTag = {
  tag: string | null;
  source: TagSource;
  corrected_by?: string | null;
  corrected_at?: string | null;
};

/**
 * A page of a dataset's ads by spend (then id), with each dimension's tag and where it came from. The store's
 * tags are the last tagging run's; a person's correction made since is shown at once (it is kept in the app
 * database and wins on every run), with who made it and when.
 */
export async function taggedAds(
  deps: Deps,
  team: TeamContext,
  input: {
    dataset_id: string;
    keyword?: string | undefined;
    dimension?: TagDimension | undefined;
    untagged?: boolean | undefined;
    page: number;
    page_size: number;
  },
) {
  const { dataset } = await visibleDataset(deps.db, team, input.dataset_id);
  const { where, params } = adFilter(dataset.id, input);
  const offset = (input.page - 1) * input.page_size;
  const [ads, [counted]] = await Promise.all([
    deps.analytics.all<AdRow>(
      `select a.ad_id, max(a.ad_name) as ad_name, max(a.ad_set_name) as ad_set_name,
         max(a.campaign_name) as campaign_name, max(a.creative_url) as creative_url,
         sum(a.spend_usd) as spend_usd, sum(a.impressions) as impressions,
         cast(min(a.day) as varchar) as first_day, cast(max(a.day) as varchar) as last_day
       from analytics.ad_day_ads a where ${where}
       group by a.ad_id order by sum(a.spend_usd) desc, a.ad_id
       limit ${input.page_size} offset ${offset}`,
      params,
    ),
    deps.analytics.all<{ n: number }>(
      `select count(distinct a.ad_id) as n from analytics.ad_day_ads a where ${where}`,
      params,
    ),
  ]);
  const ids = ads.map((a) => a.ad_id);
  const [tags, corrections, covers, retagging] = await Promise.all([
    ids.length
      ? deps.analytics.all<{ ad_id: string; dimension: TagDimension; tag: string; source: TagSource }>(
          `select ad_id, dimension, tag, source from analytics.ad_tags
           where dataset_id = $1 and ad_id in (${ids.map((_, i) => `$${i + 2}`).join(', ')})
           order by ad_id, dimension, tag`,
          [dataset.id, ...ids],
        )
      : [],
    ids.length
      ? deps.db
          .select({
            adId: adTagCorrections.adId,
            dimension: adTagCorrections.dimension,
            tag: adTagCorrections.tag,
            by: users.name,
            at: adTagCorrections.correctedAt,
          })
          .from(adTagCorrections)
          .leftJoin(users, eq(users.id, adTagCorrections.correctedBy))
          .where(and(eq(adTagCorrections.datasetId, dataset.id), inArray(adTagCorrections.adId, ids)))
      : [],
    coverUrls(deps.db, dataset.id),
    taggingPending(deps.db, dataset.id),
  ]);
  const shown = new Map<string, Partial<Record<TagDimension, ShownTag>>>();
  const of = (adId: string) => shown.get(adId) ?? shown.set(adId, {}).get(adId)!;
  for (const t of tags) of(t.ad_id)[t.dimension] ??= { tag: t.tag, source: t.source };
  for (const c of corrections)
    of(c.adId)[c.dimension] = {
      tag: c.tag,
      source: 'person',
      corrected_by: c.by,
      corrected_at: c.at.toISOString(),
    };
  return {
    list: ads.map((a) => {
      const byDimension = shown.get(a.ad_id) ?? {};
      return {
        ...a,
        cover_url: covers.get(a.ad_id) ?? webImage(a.creative_url),
        tags: {
          product: byDimension.product ?? null,
          audience: byDimension.audience ?? null,
          hook: byDimension.hook ?? null,
        },
      };
    }),
    total: counted?.n ?? 0,
    retagging,
  };
}

/**
 * Corrects the tag of ads in one dimension (`tag` null: "no tag"), or removes those corrections; kept in the app
 * database by ad id, so they hold through re-imports and re-tagging. The ads are then tagged again.
 */
export async function correctTags(
  deps: Deps,
  user: AuthUser,
  team: TeamContext,
  input: {
    dataset_id: string;
    ad_ids: string[];
    dimension: TagDimension;
    action: 'set' | 'clear';
    tag?: string | null | undefined;
  },
) {
  const { dataset } = await visibleDataset(deps.db, team, input.dataset_id);
  if (input.action === 'set' && input.tag === undefined)
    throw new AppError('VALIDATION', undefined, [
      { path: 'tag', message: 'Give the tag, or null for "no tag".' },
    ]);
  const known = await deps.analytics.all<{ ad_id: string }>(
    `select distinct ad_id from analytics.ad_day_ads where dataset_id = $1
       and ad_id in (${input.ad_ids.map((_, i) => `$${i + 2}`).join(', ')})`,
    [dataset.id, ...input.ad_ids],
  );
  const unknown = input.ad_ids.filter((id) => !known.some((k) => k.ad_id === id));
  if (unknown.length)
    throw new AppError(
      'AD_AD_UNKNOWN',
      undefined,
      unknown.slice(0, 20).map((id) => ({ path: 'ad_ids', message: id })),
    );
  const corrected = await deps.db.transaction(async (tx) => {
    const scope = and(
      eq(adTagCorrections.datasetId, dataset.id),
      eq(adTagCorrections.dimension, input.dimension),
      inArray(adTagCorrections.adId, input.ad_ids),
    );
    let count: number;
    if (input.action === 'clear') {
      count = (await tx.delete(adTagCorrections).where(scope).returning({ id: adTagCorrections.adId }))
        .length;
    } else {
      const at = new Date();
      await tx
        .insert(adTagCorrections)
        .values(
          input.ad_ids.map((adId) => ({
            datasetId: dataset.id,
            adId,
            dimension: input.dimension,
            tag: input.tag ?? null,
            correctedBy: user.id,
            correctedAt: at,
          })),
        )
        .onConflictDoUpdate({
          target: [adTagCorrections.datasetId, adTagCorrections.adId, adTagCorrections.dimension],
          set: { tag: sql`excluded.tag`, correctedBy: user.id, correctedAt: at },
        });
      count = input.ad_ids.length;
    }
    if (count) await enqueueRetag(tx, dataset);
    return count;
  });
  return { corrected, retagging: corrected > 0 || (await taggingPending(deps.db, dataset.id)) };
}
