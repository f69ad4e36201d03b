import { and, desc, eq } from 'drizzle-orm';
import { findKoxTool } from '../../src/tools/find-kox/contract.ts';
import { openKoxTool } from '../../src/tools/open-kox/contract.ts';
import { messages } from '../db/schema/index.ts';
import type { Db } from '../db/client.ts';
import { sampleCreatorCatalog } from '../kox/creator-catalog.ts';
import { defineServerTool } from './tool-executor.ts';
import { toolError } from './tool-messages.ts';

/** How far back in the session a name is looked up among find_kox results. */
const RECENT_MESSAGES = 20;
const fold = (s: string) => s.trim().replace(/^@/, '').toLocaleLowerCase();

/** The creator ids the session's recent find_kox cards showed under this nickname or handle, newest first. */
async function idsShownAs(db: Db, sessionId: string, said: string): Promise<string[]> {
  const rows = await db
    .select({ parts: messages.parts })
    .from(messages)
    .where(and(eq(messages.sessionId, sessionId), eq(messages.role, 'assistant')))
    .orderBy(desc(messages.position))
    .limit(RECENT_MESSAGES);
  const shown = rows
    .flatMap((r) => r.parts.filter((p) => p.type === `tool-${findKoxTool.name}`))
    .flatMap((p) => findKoxTool.output.safeParse(p.output).data?.list ?? []);
  const exact = shown.filter((c) => fold(c.nickname) === said || fold(c.handle) === said);
  const found = exact.length ? exact : shown.filter((c) => fold(c.nickname).includes(said));
  return found.map((c) => c.creator_id);
}

/** A creator by id, or by a name from the session's last find_kox results; the card links to its detail page. */
export const openKoxExecutor = defineServerTool({
  contract: openKoxTool,
  async execute({ creator }, ctx) {
    const catalog = sampleCreatorCatalog();
    const [shownId] = await idsShownAs(ctx.deps.db, ctx.sessionId, fold(creator));
    const found = catalog.creator(creator.trim()) ?? (shownId ? catalog.creator(shownId) : null);
    if (!found) throw toolError('NOT_FOUND', 'creatorNotFound', ctx.locale, { name: creator });
    return {
      creator_id: found.id,
      nickname: found.nickname,
      handle: found.handle,
      platform: found.platform,
      sample: found.sample,
      path: `/writer/kox/detail?id=${encodeURIComponent(found.id)}`,
    };
  },
});
