import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Db } from '../../../server/db/client.ts';
import { assistantSessions, users } from '../../../server/db/schema/index.ts';
import { createSession, listMessages, saveMessages } from '../../../server/domains/session/service.ts';
import { closeTurn, openTurn } from '../../../server/domains/session/turn-queries.ts';

const text = (id: string, role: 'user' | 'assistant', words: string) => ({
  id,
  role,
  parts: [{ type: 'text', text: words }],
});

/** The chat turn's one-statement queries, for each engine's suite (PGlite here, PostgreSQL in tests/pg). */
export function turnQueriesContract(db: () => Db): void {
  const sessionOf = async (account: string, title = '') => {
    const [user] = await db().insert(users).values({ account, name: account }).returning();
    const session = await createSession(db(), user!.id, { domain: 'writer', app_doi: null, title });
    return { userId: user!.id, sessionId: session.session_id };
  };
  const titleOf = async (sessionId: string) =>
    (await db().select().from(assistantSessions).where(eq(assistantSessions.id, sessionId)))[0];

  it('opens a turn: the history before the message, the message saved, the session named and bumped', async () => {
    const { userId, sessionId } = await sessionOf('turn-a');
    await saveMessages(db(), sessionId, [
      text('u1', 'user', '你好'),
      { ...text('a1', 'assistant', 'hi'), metadata: { terminated: true } },
    ]);
    const before = await titleOf(sessionId);
    const history = await openTurn(db(), {
      userId,
      sessionId,
      message: text('u2', 'user', '  Nike 上周发了多少视频？  '),
      title: '  Nike 上周发了多少视频？  ',
    });
    expect(history).toEqual([
      text('u1', 'user', '你好'),
      { ...text('a1', 'assistant', 'hi'), metadata: { terminated: true } },
    ]);
    expect((await listMessages(db(), sessionId)).map((m) => m.id)).toEqual(['u1', 'a1', 'u2']);
    const after = await titleOf(sessionId);
    expect(after?.title).toBe('Nike 上周发了多少视频？');
    expect(after!.updatedAt.getTime()).toBeGreaterThanOrEqual(before!.updatedAt.getTime());
  });

  it("writes nothing and answers undefined for someone else's session", async () => {
    const { sessionId } = await sessionOf('turn-owner', 'Mine');
    const { userId: intruder } = await sessionOf('turn-intruder');
    const history = await openTurn(db(), {
      userId: intruder,
      sessionId,
      message: text('x1', 'user', 'let me in'),
      title: 'let me in',
    });
    expect(history).toBeUndefined();
    expect(await listMessages(db(), sessionId)).toEqual([]);
    expect((await titleOf(sessionId))?.title).toBe('Mine');
  });

  it('a message sent again keeps its place and is not part of its own history; a titled session keeps its title', async () => {
    const { userId, sessionId } = await sessionOf('turn-retry', 'Named');
    await saveMessages(db(), sessionId, [text('u1', 'user', 'first'), text('a1', 'assistant', 'answer')]);
    const history = await openTurn(db(), {
      userId,
      sessionId,
      message: text('u1', 'user', 'first, edited'),
      title: 'first, edited',
    });
    expect(history).toEqual([text('a1', 'assistant', 'answer')]);
    expect(await listMessages(db(), sessionId)).toEqual([
      text('u1', 'user', 'first, edited'),
      text('a1', 'assistant', 'answer'),
    ]);
    expect((await titleOf(sessionId))?.title).toBe('Named');
  });

  it('closes a turn: the answer appended after the question', async () => {
    const { userId, sessionId } = await sessionOf('turn-close');
    await openTurn(db(), { userId, sessionId, message: text('u1', 'user', 'q'), title: 'q' });
    await closeTurn(db(), sessionId, { ...text('a1', 'assistant', 'a'), metadata: { terminated: true } });
    expect(await listMessages(db(), sessionId)).toEqual([
      text('u1', 'user', 'q'),
      { ...text('a1', 'assistant', 'a'), metadata: { terminated: true } },
    ]);
  });
}
