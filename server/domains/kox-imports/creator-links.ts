import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { AccountRef } from '../../../src/lib/account-links/index.ts';
import type { Db } from '../../db/client.ts';
import { koxImportedCreators } from '../../db/schema/index.ts';
import type { CreatorCatalog } from '../../kox/creator-catalog.ts';

/** A profile link's identity: platform and the handle or channel id (lower-case but for YouTube channel ids). */
export const profileKey = (ref: AccountRef) => `${ref.platform}:${ref.id}`;

const SAMPLE_ID_DIGITS = 6;
/** A sample handle ends with its position in base 36: 100,000 positions take at most four characters. */
const MAX_POSITION_CHARS = 4;

/**
 * The sample creator a profile link names, if any. A sample handle is a stem followed by the creator's
 * position in base 36, so each of the few possible splits is tried and checked against the creator it names.
 */
export function sampleCreatorOf(catalog: CreatorCatalog, ref: AccountRef): string | null {
  if (ref.kind !== 'handle') return null;
  for (let chars = 1; chars <= Math.min(MAX_POSITION_CHARS, ref.id.length - 1); chars++) {
    const suffix = ref.id.slice(-chars);
    if (!/^[0-9a-z]+$/.test(suffix)) break;
    const id = `sample-${String(parseInt(suffix, 36)).padStart(SAMPLE_ID_DIGITS, '0')}`;
    const creator = catalog.creator(id);
    if (creator && creator.platform === ref.platform && creator.handle.toLowerCase() === ref.id) return id;
  }
  return null;
}

/** Links looked up between two turns of the event loop: each makes up to four sample creators to compare. */
const LOOKUPS_PER_TURN = 50;

/** The sample creator of each profile link (null where none), letting other requests run in between. */
export async function sampleCreatorsOf(
  catalog: CreatorCatalog,
  refs: readonly (AccountRef | null)[],
): Promise<(string | null)[]> {
  const ids: (string | null)[] = [];
  for (const [i, ref] of refs.entries()) {
    if (i % LOOKUPS_PER_TURN === LOOKUPS_PER_TURN - 1) await nextTurn();
    ids.push(ref ? sampleCreatorOf(catalog, ref) : null);
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
