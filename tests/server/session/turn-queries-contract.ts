import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Db } from '../../../server/db/client.ts';
import { assistantSessions, chatRuns } from '../../../server/db/schema/index.ts';
import { createSession, listMessages, saveMessages } from '../../../server/domains/session/service.ts';
import {
  closeTurns,
  findRun,
  openTurns,
  renewRun,
  type RunClaim,
  type TurnClosing,
  type TurnOpening,
} from '../../../server/domains/session/turn-queries.ts';
import { insertUser } from '../../../server/domains/user/queries.ts';

const text = (id: string, role: 'user' | 'assistant', words: string) => ({
  id,
  role,
  parts: [{ type: 'text', text: words }],
});

let runs = 0;
const claimOn = (nodeId = 'node-a', leaseMs = 60_000): RunClaim => ({
  runId: `run-${++runs}`,
  nodeId,
  leaseMs,
});

/** One turn alone: a batch of one. */
const openTurn = async (db: Db, turn: TurnOpening) => (await openTurns(db, [turn]))[0]!;
const closeTurn = async (db: Db, turn: TurnClosing) => (await closeTurns(db, [turn]))[0]!;

/** The chat turn's one-statement queries, for each engine's suite (PGlite here, PostgreSQL in tests/pg). */
export function turnQueriesContract(db: () => Db): void {
  const sessionOf = async (account: string, title = '') => {
    const user = await insertUser(db(), { account, name: account }, []);
    const caller = { userId: user.id, teamId: user.currentTeamId! };
    const session = await createSession(db(), caller, { domain: 'writer', app_doi: null, title });
    return { userId: user.id, sessionId: session.session_id };
  };
  const runOf = async (sessionId: string) =>
    (await db().select().from(chatRuns).where(eq(chatRuns.sessionId, sessionId)))[0];
  /** A run row whose lease lapsed a minute ago, as a node that died mid-answer leaves it. */
  const lapse = (sessionId: string) =>
    db()
      .update(chatRuns)
      .set({ leaseUntil: sql`now() - interval '1 minute'` })
      .where(eq(chatRuns.sessionId, sessionId));
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
      run: claimOn(),
    });
    expect(history).toEqual({
      state: 'opened',
      history: [
        text('u1', 'user', '你好'),
        { ...text('a1', 'assistant', 'hi'), metadata: { terminated: true } },
      ],
    });
    expect((await listMessages(db(), sessionId)).map((m) => m.id)).toEqual(['u1', 'a1', 'u2']);
    const after = await titleOf(sessionId);
    expect(after?.title).toBe('Nike 上周发了多少视频？');
    expect(after!.updatedAt.getTime()).toBeGreaterThanOrEqual(before!.updatedAt.getTime());
  });

  it("writes nothing and answers not-found for someone else's session", async () => {
    const { sessionId } = await sessionOf('turn-owner', 'Mine');
    const { userId: intruder } = await sessionOf('turn-intruder');
    const history = await openTurn(db(), {
      userId: intruder,
      sessionId,
      message: text('x1', 'user', 'let me in'),
      title: 'let me in',
      run: claimOn(),
    });
    expect(history).toEqual({ state: 'not-found' });
    expect(await listMessages(db(), sessionId)).toEqual([]);
    expect(await runOf(sessionId)).toBeUndefined();
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
      run: claimOn(),
    });
    expect(history).toEqual({ state: 'opened', history: [text('a1', 'assistant', 'answer')] });
    expect(await listMessages(db(), sessionId)).toEqual([
      text('u1', 'user', 'first, edited'),
      text('a1', 'assistant', 'answer'),
    ]);
    expect((await titleOf(sessionId))?.title).toBe('Named');
  });

  it('closes a turn: the run released and the answer appended after the question', async () => {
    const { userId, sessionId } = await sessionOf('turn-close');
    const run = claimOn();
    await openTurn(db(), { userId, sessionId, message: text('u1', 'user', 'q'), title: 'q', run });
    expect(await runOf(sessionId)).toMatchObject({ runId: run.runId, nodeId: 'node-a' });
    const answer = { ...text('a1', 'assistant', 'a'), metadata: { terminated: true } };
    expect(await closeTurn(db(), { sessionId, runId: run.runId, answer })).toBe(true);
    expect(await listMessages(db(), sessionId)).toEqual([text('u1', 'user', 'q'), answer]);
    expect(await runOf(sessionId)).toBeUndefined();
  });

  it('closes a turn with nothing to save: only the run is released', async () => {
    const { userId, sessionId } = await sessionOf('turn-close-empty');
    const run = claimOn();
    await openTurn(db(), { userId, sessionId, message: text('u1', 'user', 'q'), title: 'q', run });
    expect(await closeTurn(db(), { sessionId, runId: run.runId, answer: undefined })).toBe(true);
    expect(await listMessages(db(), sessionId)).toEqual([text('u1', 'user', 'q')]);
    expect(await runOf(sessionId)).toBeUndefined();
  });

  it('takes one turn per session: a second one while the first runs is busy and writes nothing', async () => {
    const { userId, sessionId } = await sessionOf('turn-busy');
    const first = claimOn('node-a');
    await openTurn(db(), { userId, sessionId, message: text('u1', 'user', 'q'), title: 'q', run: first });
    const touched = (await titleOf(sessionId))!.updatedAt;

    const second = await openTurn(db(), {
      userId,
      sessionId,
      message: text('u2', 'user', 'again'),
      title: 'again',
      run: claimOn('node-b'),
    });
    expect(second).toEqual({ state: 'busy' });
    expect((await listMessages(db(), sessionId)).map((m) => m.id)).toEqual(['u1']);
    expect((await titleOf(sessionId))!.updatedAt).toEqual(touched);
    expect(await runOf(sessionId)).toMatchObject({ runId: first.runId, nodeId: 'node-a' });

    await closeTurn(db(), { sessionId, runId: first.runId, answer: text('a1', 'assistant', 'a') });
    const third = await openTurn(db(), {
      userId,
      sessionId,
      message: text('u3', 'user', 'next'),
      title: 'next',
      run: claimOn('node-b'),
    });
    expect(third.state).toBe('opened');
    expect((await listMessages(db(), sessionId)).map((m) => m.id)).toEqual(['u1', 'a1', 'u3']);
  });

  it("takes over a run whose lease lapsed (a dead node's), and the dead run's answer is not saved", async () => {
    const { userId, sessionId } = await sessionOf('turn-takeover');
    const dead = claimOn('node-dead');
    await openTurn(db(), { userId, sessionId, message: text('u1', 'user', 'q'), title: 'q', run: dead });
    await lapse(sessionId);
    expect(await findRun(db(), sessionId)).toEqual({ runId: dead.runId, nodeId: 'node-dead', live: false });

    const next = claimOn('node-b');
    const opened = await openTurn(db(), {
      userId,
      sessionId,
      message: text('u2', 'user', 'anyone there?'),
      title: 'anyone there?',
      run: next,
    });
    expect(opened).toEqual({ state: 'opened', history: [text('u1', 'user', 'q')] });
    expect(await findRun(db(), sessionId)).toEqual({ runId: next.runId, nodeId: 'node-b', live: true });

    expect(await renewRun(db(), sessionId, dead)).toBe(false);
    const late = text('a-late', 'assistant', 'late');
    expect(await closeTurn(db(), { sessionId, runId: dead.runId, answer: late })).toBe(false);
    expect((await listMessages(db(), sessionId)).map((m) => m.id)).toEqual(['u1', 'u2']);
    expect(await findRun(db(), sessionId)).toMatchObject({ runId: next.runId });
  });

  it('renews a running lease, so a run that streams longer than one lease keeps its session', async () => {
    const { userId, sessionId } = await sessionOf('turn-renew');
    const run = claimOn('node-a');
    await openTurn(db(), { userId, sessionId, message: text('u1', 'user', 'q'), title: 'q', run });
    await lapse(sessionId);
    expect(await renewRun(db(), sessionId, run)).toBe(true);
    expect(await findRun(db(), sessionId)).toMatchObject({ runId: run.runId, live: true });
    const other = await openTurn(db(), {
      userId,
      sessionId,
      message: text('u2', 'user', 'again'),
      title: 'again',
      run: claimOn('node-b'),
    });
    expect(other).toEqual({ state: 'busy' });
  });

  it('opens several turns in one statement, each answered in its order with what it alone would get', async () => {
    const fresh = await sessionOf('batch-fresh');
    const withHistory = await sessionOf('batch-history');
    await saveMessages(db(), withHistory.sessionId, [text('h1', 'user', 'earlier')]);
    const busy = await sessionOf('batch-busy');
    const holder = claimOn('node-a');
    await openTurn(db(), { ...busy, message: text('b1', 'user', 'q'), title: 'q', run: holder });
    const foreign = await sessionOf('batch-foreign');
    const { userId: intruder } = await sessionOf('batch-intruder');

    const answers = await openTurns(db(), [
      { ...fresh, message: text('f1', 'user', 'one'), title: 'one', run: claimOn() },
      { ...busy, message: text('b2', 'user', 'two'), title: 'two', run: claimOn('node-b') },
      {
        userId: intruder,
        sessionId: foreign.sessionId,
        message: text('x1', 'user', 'x'),
        title: 'x',
        run: claimOn(),
      },
      { ...withHistory, message: text('h2', 'user', 'three'), title: 'three', run: claimOn() },
    ]);
    expect(answers).toEqual([
      { state: 'opened', history: [] },
      { state: 'busy' },
      { state: 'not-found' },
      { state: 'opened', history: [text('h1', 'user', 'earlier')] },
    ]);
    expect((await listMessages(db(), fresh.sessionId)).map((m) => m.id)).toEqual(['f1']);
    expect((await titleOf(fresh.sessionId))?.title).toBe('one');
    expect((await listMessages(db(), busy.sessionId)).map((m) => m.id)).toEqual(['b1']);
    expect(await runOf(busy.sessionId)).toMatchObject({ runId: holder.runId });
    expect(await listMessages(db(), foreign.sessionId)).toEqual([]);
    expect(await runOf(foreign.sessionId)).toBeUndefined();
    expect((await listMessages(db(), withHistory.sessionId)).map((m) => m.id)).toEqual(['h1', 'h2']);
  });

  it('closes several turns in one statement: answers kept for the runs still holding their sessions', async () => {
    const kept = await sessionOf('close-kept');
    const empty = await sessionOf('close-empty');
    const lapsed = await sessionOf('close-lapsed');
    const runs = [claimOn(), claimOn(), claimOn('node-dead')];
    const opened = await openTurns(db(), [
      { ...kept, message: text('k1', 'user', 'q'), title: 'q', run: runs[0]! },
      { ...empty, message: text('e1', 'user', 'q'), title: 'q', run: runs[1]! },
      { ...lapsed, message: text('l1', 'user', 'q'), title: 'q', run: runs[2]! },
    ]);
    expect(opened.map((o) => o.state)).toEqual(['opened', 'opened', 'opened']);
    await lapse(lapsed.sessionId);
    const next = claimOn('node-b');
    await openTurn(db(), { ...lapsed, message: text('l2', 'user', 'again'), title: 'again', run: next });

    const released = await closeTurns(db(), [
      { sessionId: kept.sessionId, runId: runs[0]!.runId, answer: text('k2', 'assistant', 'kept') },
      { sessionId: empty.sessionId, runId: runs[1]!.runId, answer: undefined },
      { sessionId: lapsed.sessionId, runId: runs[2]!.runId, answer: text('l-late', 'assistant', 'late') },
    ]);
    expect(released).toEqual([true, true, false]);
    expect((await listMessages(db(), kept.sessionId)).map((m) => m.id)).toEqual(['k1', 'k2']);
    expect((await listMessages(db(), empty.sessionId)).map((m) => m.id)).toEqual(['e1']);
    expect((await listMessages(db(), lapsed.sessionId)).map((m) => m.id)).toEqual(['l1', 'l2']);
    expect(await runOf(kept.sessionId)).toBeUndefined();
    expect(await runOf(lapsed.sessionId)).toMatchObject({ runId: next.runId });
  });

  it('refuses a batch that names a session twice, before writing anything', async () => {
    const { userId, sessionId } = await sessionOf('batch-twice');
    const turn = (id: string) => ({
      userId,
      sessionId,
      message: text(id, 'user', id),
      title: id,
      run: claimOn(),
    });
    await expect(openTurns(db(), [turn('t1'), turn('t2')])).rejects.toThrow(/names a session twice/);
    expect(await listMessages(db(), sessionId)).toEqual([]);
    expect(await runOf(sessionId)).toBeUndefined();
  });
}
