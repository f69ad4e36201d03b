import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { koxStorageRecords, koxTeamCreators } from '../../db/schema/index.ts';
import { enqueueJob, enqueueJobs } from '../../jobs/job-queue.ts';
import type { AuthUser, TeamContext } from '../../lib/app-env.ts';
import { AppError } from '../../lib/errors.ts';
import { parseCreatorLink, type CreatorProfileLink } from '../../../src/lib/kox-link.ts';
import type { KoxStorageState } from '../../../src/lib/kox-storage-values.ts';
import { fileUnder } from '../kox/team-service.ts';
import { offsetOf } from '../org/scope.ts';
import { STORE_CREATOR } from './store-job.ts';
import { findRecord, storageRecordDto, visibleRecords } from './storage-records.ts';

type Outcome = { link: string; outcome: 'queued' | 'already' | 'invalid'; record_id: string | null };

const profileId = (p: CreatorProfileLink) => `${p.platform}:${p.key}`;

/**
 * Stores each link as its own storage with a job, in one transaction and a few statements whatever the count: a
 * link that is not a profile is `invalid`, a profile the team stores already (or named twice) `already`, with
 * that storage's id when the caller may see it.
 */
export async function storeLinks(
  db: Db,
  user: AuthUser,
  team: TeamContext,
  input: { links: string[]; client_id?: string | null },
): Promise<{ results: Outcome[] }> {
  const clientId = await fileUnder(db, team, input.client_id);
  const parsed = input.links.map((link) => ({ link: link.trim(), profile: parseCreatorLink(link) }));
  const first = new Map<string, { link: string; profile: CreatorProfileLink }>();
  for (const { link, profile } of parsed)
    if (profile && !first.has(profileId(profile))) first.set(profileId(profile), { link, profile });
  return db.transaction(async (tx) => {
    const inserted = first.size
      ? await tx
          .insert(koxStorageRecords)
          .values(
            [...first.values()].map(({ link, profile }) => ({
              teamId: team.id,
              link,
              platform: profile.platform,
              profileKey: profile.key,
              clientId,
              addedBy: user.id,
            })),
          )
          .onConflictDoNothing()
          .returning({
            id: koxStorageRecords.id,
            platform: koxStorageRecords.platform,
            profileKey: koxStorageRecords.profileKey,
          })
      : [];
    await enqueueJobs(
      tx,
      inserted.map((row) => ({ kind: STORE_CREATOR, teamId: team.id, payload: { recordId: row.id } })),
    );
    const created = new Map(inserted.map((row) => [`${row.platform}:${row.profileKey}`, row.id]));
    const others = [...first.values()].filter(({ profile }) => !created.has(profileId(profile)));
    const existing = others.length
      ? await tx
          .select({
            id: koxStorageRecords.id,
            platform: koxStorageRecords.platform,
            profileKey: koxStorageRecords.profileKey,
          })
          .from(koxStorageRecords)
          .where(
            and(
              visibleRecords(team),
              inArray(
                koxStorageRecords.profileKey,
                others.map(({ profile }) => profile.key),
              ),
            ),
          )
      : [];
    const known = new Map(existing.map((row) => [`${row.platform}:${row.profileKey}`, row.id]));
    const claimed = new Set<string>();
    const results = parsed.map(({ link, profile }): Outcome => {
      if (!profile) return { link, outcome: 'invalid', record_id: null };
      const key = profileId(profile);
      const createdId = created.get(key);
      if (createdId && !claimed.has(key)) {
        claimed.add(key);
        return { link, outcome: 'queued', record_id: createdId };
      }
      return { link, outcome: 'already', record_id: createdId ?? known.get(key) ?? null };
    });
    return { results };
  });
}

export async function listStorageRecords(
  db: Db,
  team: TeamContext,
  input: { state?: KoxStorageState; keyword?: string; page: number; page_size: number },
) {
  const where = and(
    visibleRecords(team),
    input.state ? eq(koxStorageRecords.state, input.state) : undefined,
    input.keyword
      ? sql`strpos(lower(${koxStorageRecords.link}), ${input.keyword.toLowerCase()}) > 0`
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ record: koxStorageRecords, monitoring: koxTeamCreators.monitoring })
      .from(koxStorageRecords)
      .leftJoin(
        koxTeamCreators,
        and(
          eq(koxTeamCreators.teamId, koxStorageRecords.teamId),
          eq(koxTeamCreators.creatorId, koxStorageRecords.creatorId),
        ),
      )
      .where(where)
      .orderBy(desc(koxStorageRecords.createdAt), desc(koxStorageRecords.id))
      .limit(input.page_size)
      .offset(offsetOf(input.page, input.page_size)),
    db.select({ n: count() }).from(koxStorageRecords).where(where),
  ]);
  return { list: rows.map((r) => storageRecordDto(r.record, r.monitoring)), total: total?.n ?? 0 };
}

/** A failed storage goes back to awaiting collection with a new job; any other state is 10270. */
export async function retryStorage(db: Db, team: TeamContext, recordId: string) {
  return db.transaction(async (tx) => {
    const [visible] = await tx
      .select({ id: koxStorageRecords.id, state: koxStorageRecords.state })
      .from(koxStorageRecords)
      .where(and(visibleRecords(team), eq(koxStorageRecords.id, recordId)))
      .for('update');
    if (!visible) throw new AppError('NOT_FOUND', 'Storage not found.');
    if (visible.state !== 'failed') throw new AppError('KOX_STORAGE_NOT_FAILED');
    await tx
      .update(koxStorageRecords)
      .set({ state: 'awaiting', failureReason: null, updatedAt: new Date() })
      .where(eq(koxStorageRecords.id, recordId));
    await enqueueJob(tx, { kind: STORE_CREATOR, teamId: team.id, payload: { recordId } });
    return storageRecordDto((await findRecord(tx, recordId))!);
  });
}
