import { and, eq, inArray, or } from 'drizzle-orm';
import type { AccountRef } from '../../../src/lib/account-links/index.ts';
import type { Db } from '../../db/client.ts';
import { koxImportedCreators } from '../../db/schema/index.ts';
import type { CreatorCatalog } from '../../kox/creator-catalog.ts';
import { slicePacer } from '../../lib/in-slices.ts';

/** A profile link's identity: platform and the handle or channel id (lower-case but for YouTube channel ids). */
export const profileKey = (ref: AccountRef) => `${ref.platform}:${ref.id}`;

/**
 * The sample creator of each profile link (null where none), in slices of the event loop (each lookup draws up
 * to four sample handles to compare, ≈ 30 µs alone), letting other requests run in between.
 */
export async function sampleCreatorsOf(
  catalog: CreatorCatalog,
  refs: readonly (AccountRef | null)[],
): Promise<(string | null)[]> {
  const ids: (string | null)[] = [];
  const pace = slicePacer();
  for (const ref of refs) {
    await pace();
    ids.push(ref?.kind === 'handle' ? catalog.idOfProfile(ref.platform, ref.id) : null);
  }
  return ids;
}

/** The team's imported creators among these profile keys, by key. */
export async function importedCreatorsOf(
  db: Pick<Db, 'select'>,
  teamId: string,
  refs: readonly AccountRef[],
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const platforms = [...new Set(refs.map((r) => r.platform))];
  if (refs.length === 0) return found;
  const rows = await db
    .select({
      id: koxImportedCreators.id,
      platform: koxImportedCreators.platform,
      handle: koxImportedCreators.handle,
    })
    .from(koxImportedCreators)
    .where(
      and(
        eq(koxImportedCreators.teamId, teamId),
        or(
          ...platforms.map((p) =>
            and(
              eq(koxImportedCreators.platform, p),
              inArray(
                koxImportedCreators.handle,
                refs.filter((r) => r.platform === p).map((r) => r.id),
              ),
            ),
          ),
        ),
      ),
    );
  for (const row of rows) found.set(`${row.platform}:${row.handle}`, row.id);
  return found;
}
