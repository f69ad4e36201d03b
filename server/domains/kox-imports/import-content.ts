import { and, eq, inArray } from 'drizzle-orm';
import type { AccountRef } from '../../../src/lib/account-links/index.ts';
import { ErrorCode } from '../../../src/lib/api/error-codes.ts';
import type { CooperationType } from '../../../src/lib/kox-import-values.ts';
import type { Db } from '../../db/client.ts';
import { koxContents, koxContentSnapshots } from '../../db/schema/index.ts';
import type { CreatorCatalog } from '../../kox/creator-catalog.ts';
import type { AuthUser, TeamContext } from '../../lib/app-env.ts';
import { importedCreatorsOf, profileKey, sampleCreatorsOf } from './creator-links.ts';
import { importSheet, type ImportSource } from './import-sheet.ts';
import { insertJsonRows } from '../../db/insert-json-rows.ts';
import type { PostRef } from './post-link.ts';
import { rejectImport } from './reject-import.ts';
import { rowIssue, validateImportSheet } from './validate-import-sheet.ts';

/** The creator a row names: its creator link, or the author a TikTok post link names. */
function creatorRefOf(post: PostRef, creatorLink: AccountRef | null): AccountRef | null {
  if (creatorLink) return creatorLink;
  return post.authorHandle ? { platform: 'tiktok', kind: 'handle', id: post.authorHandle } : null;
}

/**
 * Spec §5 content import: link, price and cooperation type mandatory, views a whole number and price 0 or more;
 * duplicates in the batch and posts the team already has are reported by row; all or nothing. A row's creator
 * is the sample or imported creator its link names, when there is one.
 */
export async function importContent(
  db: Db,
  catalog: CreatorCatalog,
  user: AuthUser,
  team: TeamContext,
  input: ImportSource,
) {
  const { rows, issues } = await validateImportSheet('content', await importSheet('content', input));
  const firstRowOf = new Map<string, number>();
  const unique = rows.filter((row) => {
    const post = row.values.link as PostRef;
    const key = `${post.platform}:${post.postId}`;
    const first = firstRowOf.get(key);
    if (first === undefined) {
      firstRowOf.set(key, row.row);
      return true;
    }
    issues.push(
      rowIssue(row.row, 'link', ErrorCode.IMPORT_DUPLICATE, `same post as row ${first}`, {
        first_row: first,
      }),
    );
    return false;
  });
  const keys = [...firstRowOf.keys()];
  const held = new Set(
    keys.length
      ? (
          await db
            .select({ key: koxContents.postKey })
            .from(koxContents)
            .where(and(eq(koxContents.teamId, team.id), inArray(koxContents.postKey, keys)))
        ).map((r) => r.key)
      : [],
  );
  for (const row of unique) {
    const post = row.values.link as PostRef;
    if (held.has(`${post.platform}:${post.postId}`))
      issues.push(
        rowIssue(row.row, 'link', ErrorCode.IMPORT_CONTENT_ALREADY_SAVED, "already in the team's content"),
      );
  }
  if (issues.length) rejectImport(issues);

  const refs = unique.map((row) =>
    creatorRefOf(row.values.link as PostRef, row.values.creator_link as AccountRef | null),
  );
  const imported = await importedCreatorsOf(
    db,
    team.id,
    refs.filter((r) => r !== null),
  );
  const sampleIds = await sampleCreatorsOf(catalog, refs);
  const creatorIdOf = (i: number) =>
    sampleIds[i] ?? (refs[i] ? (imported.get(profileKey(refs[i])) ?? null) : null);

  return db.transaction(async (tx) => {
    const inserted = await insertJsonRows(
      tx,
      koxContents,
      unique.map((row, i) => {
        const post = row.values.link as PostRef;
        return {
          teamId: team.id,
          link: linkOf(post),
          platform: post.platform,
          postKey: `${post.platform}:${post.postId}`,
          creatorId: creatorIdOf(i),
          title: (row.values.title as string | null) ?? '',
          views: (row.values.views as number | null) ?? 0,
          priceUsd: (row.values.price_usd as number).toFixed(2),
          cooperationType: row.values.cooperation_type as CooperationType,
          deal: (row.values.deal as boolean | null) ?? true,
          createdBy: user.id,
        };
      }),
    );
    await insertJsonRows(
      tx,
      koxContentSnapshots,
      inserted
        .filter((_, i) => unique[i]!.values.views !== null)
        .map((c) => ({ contentId: c.id!, views: c.views })),
    );
    return { imported: inserted.length };
  });
}

/** The post's address in the platform's usual form. */
function linkOf(post: PostRef): string {
  if (post.platform === 'youtube') return `https://www.youtube.com/watch?v=${post.postId}`;
  if (post.platform === 'tiktok') return `https://www.tiktok.com/@${post.authorHandle}/video/${post.postId}`;
  return `https://www.instagram.com/p/${post.postId}/`;
}
