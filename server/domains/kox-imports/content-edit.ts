import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { endpoints } from '../../../src/lib/api/endpoints.ts';
import type { Db } from '../../db/client.ts';
import { koxContents, koxContentSnapshots } from '../../db/schema/index.ts';
import type { CreatorCatalog } from '../../kox/creator-catalog.ts';
import type { TeamContext } from '../../lib/app-env.ts';
import { AppError } from '../../lib/errors.ts';
import { contentDetail, visibleContent } from './content-service.ts';

/**
 * Corrects a content record the caller sees (another team's, or outside a restricted member's clients, is
 * 10205). New views are also a reading of today in the record's views over time, in the same transaction.
 */
export async function updateContent(
  db: Db,
  catalog: CreatorCatalog,
  team: TeamContext,
  input: z.output<(typeof endpoints)['kox.contentUpdate']['input']>,
) {
  const { content_id: id, title, views, price_usd: price, cooperation_type: cooperationType, deal } = input;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(koxContents)
      .set({
        updatedAt: new Date(),
        ...(title === undefined ? {} : { title }),
        ...(views === undefined ? {} : { views }),
        ...(price === undefined ? {} : { priceUsd: price.toFixed(2) }),
        ...(cooperationType === undefined ? {} : { cooperationType }),
        ...(deal === undefined ? {} : { deal }),
      })
      .where(and(visibleContent(tx as Db, team), eq(koxContents.id, id)))
      .returning({ id: koxContents.id });
    if (!row) throw new AppError('NOT_FOUND', 'Content not found.');
    if (views !== undefined) await tx.insert(koxContentSnapshots).values({ contentId: id, views });
  });
  const { snapshots: _, ...content } = await contentDetail(db, catalog, team, id);
  return content;
}

/**
 * Deletes the named records with their views over time, all or none: one the caller does not see (another
 * team's, outside a restricted member's clients, already deleted) is 10205 and nothing is deleted.
 */
export async function deleteContent(db: Db, team: TeamContext, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(koxContents)
      .where(and(visibleContent(tx as Db, team), inArray(koxContents.id, unique)))
      .returning({ id: koxContents.id });
    if (deleted.length !== unique.length) throw new AppError('NOT_FOUND', 'Content not found.');
    return { deleted: deleted.length };
  });
}
