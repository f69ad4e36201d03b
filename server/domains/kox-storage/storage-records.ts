import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { koxStorageRecords } from '../../db/schema/index.ts';
import type { StorageRecord } from '../../../src/lib/api/endpoints.ts';
import type { KoxPlatform } from '../../../src/lib/kox-values.ts';
import type { TeamContext } from '../../lib/app-env.ts';
import { seenClients } from '../org/scope.ts';

export type StorageRow = typeof koxStorageRecords.$inferSelect;

/** The team's storages the caller may see: a restricted member only those filed under their clients. */
export const visibleRecords = (team: TeamContext): SQL =>
  and(eq(koxStorageRecords.teamId, team.id), seenClients(team, koxStorageRecords.clientId))!;

export async function findRecord(db: Db, id: string): Promise<StorageRow | undefined> {
  const [row] = await db.select().from(koxStorageRecords).where(eq(koxStorageRecords.id, id));
  return row;
}

/** A storage as the API gives it; `monitoring` is its creator's in the team's database (null: not there). */
export function storageRecordDto(row: StorageRow, monitoring: boolean | null = null): StorageRecord {
  return {
    record_id: row.id,
    link: row.link,
    platform: row.platform as KoxPlatform,
    state: row.state,
    failure_reason: row.failureReason,
    creator_id: row.creatorId,
    sample: row.sample,
    client_id: row.clientId,
    monitoring,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
