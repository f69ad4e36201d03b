import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { AD_COVER_LIMIT_PX_MAX } from '../../../src/lib/ads/ad-dataset-values.ts';
import { AD_COVER_MAX_BYTES } from '../../../src/lib/ads/ad-values.ts';
import { adCoverUrl } from '../../../src/lib/api/endpoints.ts';
import type { AnalyticsStore } from '../../analytics/store/analytics-store.ts';
import type { Db } from '../../db/client.ts';
import { adCovers } from '../../db/schema/index.ts';
import type { AuthUser, TeamContext } from '../../lib/app-env.ts';
import { AppError } from '../../lib/errors.ts';
import { readImageHeader } from '../team/image-header.ts';
import { visibleDataset } from './dataset-queries.ts';

const refused = (
  code: 'AD_COVER_TOO_LARGE' | 'AD_COVER_TOO_WIDE' | 'AD_COVER_TOO_TALL' | 'AD_COVER_NOT_IMAGE',
  params: Record<string, number> = {},
) => new AppError(code, undefined, [{ path: 'file', message: code, params }]);

/**
 * Spec §5's image check, every failure a refusal with its own message: at most 10,000,000 bytes; an image by its
 * bytes (PNG, JPEG, GIF, WebP), never by its name; at most the width and height asked for (each its own code),
 * and never past AD_COVER_LIMIT_PX_MAX either way.
 */
export function checkCover(
  bytes: Uint8Array,
  limits: { max_width?: number | undefined; max_height?: number | undefined },
) {
  if (bytes.length > AD_COVER_MAX_BYTES)
    throw refused('AD_COVER_TOO_LARGE', { max_bytes: AD_COVER_MAX_BYTES });
  const header = readImageHeader(bytes);
  if (!header || header.width < 1 || header.height < 1) throw refused('AD_COVER_NOT_IMAGE');
  const maxWidth = limits.max_width ?? AD_COVER_LIMIT_PX_MAX;
  const maxHeight = limits.max_height ?? AD_COVER_LIMIT_PX_MAX;
  if (header.width > maxWidth)
    throw refused('AD_COVER_TOO_WIDE', { max_width: maxWidth, width: header.width });
  if (header.height > maxHeight)
    throw refused('AD_COVER_TOO_TALL', { max_height: maxHeight, height: header.height });
  return header;
}

async function adInDataset(store: AnalyticsStore, datasetId: string, adId: string): Promise<boolean> {
  const rows = await store.all(
    'select 1 as found from analytics.ad_day_ads where dataset_id = $1 and ad_id = $2 limit 1',
    [datasetId, adId],
  );
  return rows.length > 0;
}

/** An ad's cover, shown instead of the source's creative image; a new one replaces the old. */
export async function storeCover(
  deps: { db: Db; analytics: AnalyticsStore },
  user: AuthUser,
  team: TeamContext,
  input: {
    dataset_id: string;
    ad_id: string;
    max_width?: number | undefined;
    max_height?: number | undefined;
  },
  bytes: Uint8Array,
) {
  const header = checkCover(bytes, input);
  const { dataset } = await visibleDataset(deps.db, team, input.dataset_id);
  if (!(await adInDataset(deps.analytics, dataset.id, input.ad_id))) throw new AppError('AD_AD_UNKNOWN');
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const values = {
    contentType: header.contentType,
    bytes: Buffer.from(bytes),
    sha256,
    width: header.width,
    height: header.height,
    uploadedBy: user.id,
    uploadedAt: new Date(),
  };
  await deps.db
    .insert(adCovers)
    .values({ datasetId: dataset.id, adId: input.ad_id, ...values })
    .onConflictDoUpdate({ target: [adCovers.datasetId, adCovers.adId], set: values });
  return {
    ad_id: input.ad_id,
    cover_url: adCoverUrl(dataset.id, sha256),
    width: header.width,
    height: header.height,
  };
}

/** The cover with exactly this content hash, while the dataset still has it. */
export async function findCover(db: Db, datasetId: string, sha256: string) {
  const [row] = await db
    .select({ contentType: adCovers.contentType, bytes: adCovers.bytes })
    .from(adCovers)
    .where(and(eq(adCovers.datasetId, datasetId), eq(adCovers.sha256, sha256)))
    .limit(1);
  return row;
}

/** The uploaded covers of some ads of a dataset, by ad. */
export async function coverUrls(db: Db, datasetId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ adId: adCovers.adId, sha256: adCovers.sha256 })
    .from(adCovers)
    .where(eq(adCovers.datasetId, datasetId));
  return new Map(rows.map((r) => [r.adId, adCoverUrl(datasetId, r.sha256)]));
}
