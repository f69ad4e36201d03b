import { and, count, eq, inArray } from 'drizzle-orm';
import type { AccountRef } from '../../../src/lib/account-links/index.ts';
import { TEAM_DATABASE_MAX } from '../../../src/lib/api/endpoints.ts';
import { ErrorCode } from '../../../src/lib/api/error-codes.ts';
import type { Db } from '../../db/client.ts';
import { insertJsonRows } from '../../db/insert-json-rows.ts';
import { koxImportedCreators, koxTeamCreators } from '../../db/schema/index.ts';
import type { CreatorCatalog } from '../../kox/creator-catalog.ts';
import type { AuthUser, TeamContext } from '../../lib/app-env.ts';
import { AppError, type Issue } from '../../lib/errors.ts';
import { fileUnder } from '../kox/team-service.ts';
import { importedCreatorsOf, profileKey, sampleCreatorsOf } from './creator-links.ts';
import { importSheet, type ImportSource } from './import-sheet.ts';
import { rejectImport } from './reject-import.ts';
import { rowIssue, validateImportSheet, type ImportRow } from './validate-import-sheet.ts';

interface Entry {
  row: ImportRow;
  ref: AccountRef;
  /** The sample creator the link names, or the team's imported one; null: a new imported creator. */
  creatorId: string | null;
}

const usd = (value: unknown) => (typeof value === 'number' ? value.toFixed(2) : null);

/**
 * Spec §5 KOX import into the team's database (docs/kox.md, "Imports"): every row checked, each link tied to
 * the sample creator it names or to a team-only imported creator, duplicates in the batch and entries the team
 * already has reported by row; one transaction, so any problem means nothing is written.
 */
export async function importCreators(
  db: Db,
  catalog: CreatorCatalog,
  user: AuthUser,
  team: TeamContext,
  input: ImportSource & { client_id?: string | null },
) {
  const clientId = await fileUnder(db, team, input.client_id);
  const { rows, issues } = await validateImportSheet('creators', await importSheet('creators', input));

  const firstRowOf = new Map<string, number>();
  const unique: { row: ImportRow; ref: AccountRef }[] = [];
  for (const row of rows) {
    const ref = row.values.link as AccountRef;
    const key = profileKey(ref);
    const first = firstRowOf.get(key);
    if (first === undefined) {
      firstRowOf.set(key, row.row);
      unique.push({ row, ref });
    } else
      issues.push(
        rowIssue(row.row, 'link', ErrorCode.IMPORT_DUPLICATE, `same creator as row ${first}`, {
          first_row: first,
        }),
      );
  }
  const sampleIds = await sampleCreatorsOf(
    catalog,
    unique.map((u) => u.ref),
  );
  const entries: Entry[] = unique.map((u, i) => ({ ...u, creatorId: sampleIds[i]! }));
  const imported = await importedCreatorsOf(
    db,
    team.id,
    entries.filter((e) => !e.creatorId).map((e) => e.ref),
  );
  for (const e of entries) e.creatorId ??= imported.get(profileKey(e.ref)) ?? null;
  const knownIds = entries.flatMap((e) => (e.creatorId ? [e.creatorId] : []));
  const held = new Set(
    knownIds.length
      ? (
          await db
            .select({ id: koxTeamCreators.creatorId })
            .from(koxTeamCreators)
            .where(and(eq(koxTeamCreators.teamId, team.id), inArray(koxTeamCreators.creatorId, knownIds)))
        ).map((r) => r.id)
      : [],
  );
  for (const e of entries)
    if (e.creatorId && held.has(e.creatorId))
      issues.push(
        rowIssue(e.row.row, 'link', ErrorCode.IMPORT_ALREADY_SAVED, 'already in the team database'),
      );
  if (issues.length) rejectImport(issues);

  return db.transaction(async (tx) => {
    const fresh = entries.filter((e) => !e.creatorId);
    const made = await insertJsonRows(
      tx,
      koxImportedCreators,
      fresh.map(({ ref, row }) => ({
        teamId: team.id,
        platform: ref.platform,
        handle: ref.id,
        profileUrl: profileUrlOf(ref),
        nickname: (row.values.nickname as string | null) ?? '',
        email: row.values.email as string | null,
        followers: row.values.followers as number | null,
        avgViews: row.values.avg_views as number | null,
        createdBy: user.id,
      })),
    );
    fresh.forEach((e, i) => (e.creatorId = made[i]!.id!));
    await insertJsonRows(
      tx,
      koxTeamCreators,
      entries.map(({ row, creatorId }) => ({
        teamId: team.id,
        creatorId: creatorId!,
        clientId,
        notes: (row.values.notes as string | null) ?? '',
        pricePerPostUsd: usd(row.values.price_per_post_usd),
        pricePerVideoUsd: usd(row.values.price_per_video_usd),
        quoteMinUsd: usd(row.values.quote_min_usd),
        quoteMaxUsd: usd(row.values.quote_max_usd),
        addedBy: user.id,
      })),
    );
    const [total] = await tx
      .select({ n: count() })
      .from(koxTeamCreators)
      .where(eq(koxTeamCreators.teamId, team.id));
    if ((total?.n ?? 0) > TEAM_DATABASE_MAX) {
      const over: Issue = {
        path: 'file',
        message: `a team's database holds at most ${TEAM_DATABASE_MAX} creators`,
      };
      throw new AppError('VALIDATION', over.message, [over]);
    }
    return { imported: entries.length, linked: entries.length - fresh.length, created: fresh.length };
  });
}

/** The profile address of an imported creator, in the platform's usual form. */
function profileUrlOf(ref: AccountRef): string {
  if (ref.platform === 'tiktok') return `https://www.tiktok.com/@${ref.id}`;
  if (ref.platform === 'instagram') return `https://www.instagram.com/${ref.id}`;
  if (ref.kind === 'channel_id') return `https://www.youtube.com/channel/${ref.id}`;
  return ref.kind === 'handle' ? `https://www.youtube.com/@${ref.id}` : `https://www.youtube.com/c/${ref.id}`;
}
