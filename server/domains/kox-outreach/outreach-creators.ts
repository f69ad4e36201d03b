import type { KoxPlatform, KoxTopic } from '../../../src/lib/kox-values.ts';
import type { Db } from '../../db/client.ts';
import type { CreatorCatalog } from '../../kox/creator-catalog.ts';
import { teamOnlyCreators } from '../kox/team-only-creators.ts';

/** What outreach knows of a creator: what the writer fills in, and where the e-mail goes. */
export interface OutreachCreator {
  id: string;
  /** A public sample creator: its address is a sample one, and it stays labelled sample. */
  sample: boolean;
  nickname: string;
  handle: string;
  platform: KoxPlatform;
  topics: readonly KoxTopic[];
  recentTitles: readonly string[];
  followers: number | null;
  email: string | null;
}

/** The creators by id: public ones from the catalog, the team's own from its database; unknown ids are absent. */
export async function outreachCreators(
  db: Db,
  catalog: CreatorCatalog,
  teamId: string,
  ids: readonly string[],
): Promise<Map<string, OutreachCreator>> {
  const found = new Map<string, OutreachCreator>();
  const teamOnlyIds: string[] = [];
  for (const id of ids) {
    const c = catalog.creator(id);
    if (!c) {
      teamOnlyIds.push(id);
      continue;
    }
    found.set(id, {
      id,
      sample: c.sample,
      nickname: c.nickname,
      handle: c.handle,
      platform: c.platform,
      topics: c.topics,
      recentTitles: catalog.recentPosts(id).map((p) => p.title),
      followers: c.followers,
      email: c.email,
    });
  }
  for (const c of await teamOnlyCreators(db, teamId, teamOnlyIds))
    found.set(c.id, {
      id: c.id,
      sample: false,
      nickname: c.nickname,
      handle: c.handle,
      platform: c.platform,
      topics: [],
      recentTitles: c.recentPosts.map((p) => p.title),
      followers: c.followers,
      email: c.email,
    });
  return found;
}
