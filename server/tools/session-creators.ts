import { and, asc, desc, eq } from 'drizzle-orm';
import { KOX_PLATFORMS } from '../../src/lib/kox-values.ts';
import { findKoxTool } from '../../src/tools/find-kox/contract.ts';
import { recommendKoxTool } from '../../src/tools/recommend-kox/contract.ts';
import type { Db } from '../db/client.ts';
import { koxRecommendationResults, messages } from '../db/schema/index.ts';
import { sessionOf } from '../domains/kox-recommend/sessions.ts';
import type { CreatorCatalog } from '../kox/creator-catalog.ts';
import type { TeamContext } from '../lib/app-env.ts';

/** How far back in the chat session creators shown by a card are looked up. */
const RECENT_MESSAGES = 20;
const fold = (s: string) => s.trim().replace(/^@/, '').toLocaleLowerCase();

async function recentParts(db: Db, sessionId: string) {
  const rows = await db
    .select({ parts: messages.parts })
    .from(messages)
    .where(and(eq(messages.sessionId, sessionId), eq(messages.role, 'assistant')))
    .orderBy(desc(messages.position))
    .limit(RECENT_MESSAGES);
  // Newest message first, and inside a message its last part first.
  return rows.flatMap((r) => [...r.parts].reverse());
}

/**
 * Every creator the session's last recommend_kox ranked (not only the rows its card shows), read from the
 * recommendation's stored results of the caller's team; null when the session has no recommendation.
 */
export async function lastRecommendedIds(
  db: Db,
  team: TeamContext,
  sessionId: string,
): Promise<string[] | null> {
  const part = (await recentParts(db, sessionId)).find(
    (p) => p.type === `tool-${recommendKoxTool.name}` && recommendKoxTool.output.safeParse(p.output).success,
  );
  const output = part ? recommendKoxTool.output.parse(part.output) : null;
  if (!output) return null;
  const session = await sessionOf(db, team, output.app_name, output.session_id);
  const rows = await db
    .select({ id: koxRecommendationResults.creatorId })
    .from(koxRecommendationResults)
    .where(eq(koxRecommendationResults.sessionId, session.id))
    .orderBy(asc(koxRecommendationResults.rank));
  return rows.map((r) => r.id);
}

/**
 * The creators of the session's last list: every one its last recommend_kox ranked, or the rows its last find_kox
 * showed (the search's first page, not its whole total), whichever came last; null when it has neither.
 */
export async function lastListedIds(
  db: Db,
  team: TeamContext,
  sessionId: string,
): Promise<{ ids: string[]; source: 'recommendation' | 'search' } | null> {
  const part = (await recentParts(db, sessionId)).find(
    (p) =>
      (p.type === `tool-${recommendKoxTool.name}` && recommendKoxTool.output.safeParse(p.output).success) ||
      (p.type === `tool-${findKoxTool.name}` && findKoxTool.output.safeParse(p.output).success),
  );
  if (!part) return null;
  if (part.type === `tool-${findKoxTool.name}`)
    return { ids: findKoxTool.output.parse(part.output).list.map((c) => c.creator_id), source: 'search' };
  const ranked = await lastRecommendedIds(db, team, sessionId);
  return ranked ? { ids: ranked, source: 'recommendation' } : null;
}

/** The creator whose handle this is on any platform ("@priyaruns1", "priyaruns1"), or null. */
function idOfHandle(catalog: CreatorCatalog, said: string): string | null {
  for (const platform of KOX_PLATFORMS) {
    const id = catalog.idOfProfile(platform, said);
    if (id) return id;
  }
  return null;
}

/**
 * A creator by id or handle, or by a nickname or handle the session's recent recommend_kox or find_kox cards
 * showed: the same name first, else the newest shown whose nickname holds it ("Priya" for "Priya Runs").
 */
export async function namedCreatorIds(
  db: Db,
  catalog: CreatorCatalog,
  sessionId: string,
  names: readonly string[],
): Promise<{ ids: string[]; unknown: string[] }> {
  const parts = await recentParts(db, sessionId);
  const shown = parts.flatMap((p) => {
    if (p.type === `tool-${recommendKoxTool.name}`)
      return (recommendKoxTool.output.safeParse(p.output).data?.list ?? []).map((c) => ({
        id: c.creator_id,
        names: [c.nickname],
      }));
    if (p.type === `tool-${findKoxTool.name}`)
      return (findKoxTool.output.safeParse(p.output).data?.list ?? []).map((c) => ({
        id: c.creator_id,
        names: [c.nickname, c.handle],
      }));
    return [];
  });
  const ids: string[] = [];
  const unknown: string[] = [];
  for (const name of names) {
    const said = fold(name);
    const id =
      catalog.creator(name.trim())?.id ??
      idOfHandle(catalog, said) ??
      shown.find((c) => c.names.some((n) => fold(n) === said))?.id ??
      (said ? shown.find((c) => fold(c.names[0]!).includes(said))?.id : undefined);
    if (id) ids.push(id);
    else unknown.push(name);
  }
  return { ids: [...new Set(ids)], unknown };
}
