import type { LanguageModelV4 } from '@ai-sdk/provider';
import { MockLanguageModelV4 } from 'ai/test';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../../src/lib/api/error-codes.ts';
import { chatRuns } from '../../server/db/schema/index.ts';
import type { TestApp } from '../server/helpers/test-app.ts';
import {
  heldStreamOf,
  history,
  newGate,
  newSession,
  postChat,
  readUntilText,
  textOf,
  textParts,
  userMessage,
} from '../server/chat/chat-test-kit.ts';
import { nodeOnDatabase } from './node-on-database.ts';
import { createScratchDatabase } from './scratch-database.ts';

/**
 * Two nodes (two apps, each with its pool, its listener and its chat runs) on one PostgreSQL, as behind a load
 * balancer: a turn streams on A while the user's next requests land on B.
 */
let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let a: TestApp;
let b: TestApp;
let token: string;
let model: LanguageModelV4;

const WORDS = Array.from({ length: 12 }, (_, i) => `w${i} `);
/** A model that says its first three words, then waits for the test to open the gate. */
function heldModel(gate: Promise<void>): LanguageModelV4 {
  return new MockLanguageModelV4({ doStream: async () => heldStreamOf(textParts(WORDS), 5, gate) });
}

const heard = { timeout: 15_000, interval: 20 };

beforeAll(async () => {
  scratch = await createScratchDatabase();
  const node = () =>
    nodeOnDatabase(scratch.url, {
      models: { name: 'test', chatModel: () => model },
      env: { CHAT_STOP_TIMEOUT_SECONDS: '2' },
    });
  a = await node();
  b = await node();
  await vi.waitFor(
    () => expect([a.deps.chatRuns.state, b.deps.chatRuns.state]).toEqual(['listening', 'listening']),
    heard,
  );
  token = await a.signIn();
});

afterAll(async () => {
  await a?.close();
  await b?.close();
  await scratch?.drop();
});

const ask = (node: TestApp, sessionId: string, text: string) =>
  postChat(node, token, { session_id: sessionId, message: userMessage(text), locale: 'en' });

const stop = async (node: TestApp, sessionId: string) =>
  (await (await postChat(node, token, { session_id: sessionId }, '/api/chat/stop')).json()) as {
    code: number;
    data: { stopped: boolean };
  };

const roles = async (sessionId: string) => (await history(b, token, sessionId)).map((m) => m.role);

async function readToEnd(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  while (!(await reader.read()).done);
}

describe('one turn per session and the stop button across nodes', () => {
  it('a second message sent to B while A answers is CONFLICT and stores nothing', async () => {
    const gate = newGate();
    model = heldModel(gate.opened);
    const sessionId = await newSession(a, token);
    const reader = await readUntilText(await ask(a, sessionId, 'first'));

    const second = await ask(b, sessionId, 'second');
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ code: ErrorCode.CONFLICT, data: null });
    expect(await roles(sessionId)).toEqual(['user']);

    gate.open();
    await readToEnd(reader);
    const saved = await history(b, token, sessionId);
    expect(saved.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(textOf(saved[1]?.parts)).toBe(WORDS.join(''));
  });

  it('two first messages sent to A and B at once: one is answered, the other is CONFLICT', async () => {
    const gate = newGate();
    model = heldModel(gate.opened);
    const sessionId = await newSession(a, token);
    const [onA, onB] = await Promise.all([ask(a, sessionId, 'to A'), ask(b, sessionId, 'to B')]);
    expect([onA.status, onB.status].sort()).toEqual([200, 409]);
    gate.open();
    await readToEnd((onA.status === 200 ? onA : onB).body!.getReader());
    expect(await roles(sessionId)).toEqual(['user', 'assistant']);
  });

  it('the stop button on B stops the answer streaming on A, which is saved marked terminated', async () => {
    model = heldModel(newGate().opened);
    const sessionId = await newSession(a, token);
    const reader = await readUntilText(await ask(a, sessionId, 'talk'));

    expect(await stop(b, sessionId)).toMatchObject({ code: 0, data: { stopped: true } });
    // Confirmed only once A closed the turn: the partial answer is already saved.
    const [, answer] = await history(b, token, sessionId);
    expect(answer?.metadata).toEqual({ terminated: true });
    expect(textOf(answer?.parts)).toBe(WORDS.slice(0, 3).join(''));
    await readToEnd(reader);

    const gate = newGate();
    model = heldModel(gate.opened);
    gate.open();
    const next = await ask(b, sessionId, 'next');
    expect(next.status).toBe(200);
    await readToEnd(next.body!.getReader());
    expect(await roles(sessionId)).toEqual(['user', 'assistant', 'user', 'assistant']);
  });

  it('a stop after the answer finished is false on either node, and the whole answer stays', async () => {
    const gate = newGate();
    model = heldModel(gate.opened);
    const sessionId = await newSession(a, token);
    const reader = await readUntilText(await ask(a, sessionId, 'talk'));
    gate.open();
    await readToEnd(reader);

    expect((await stop(b, sessionId)).data).toEqual({ stopped: false });
    expect((await stop(a, sessionId)).data).toEqual({ stopped: false });
    const [, answer] = await history(a, token, sessionId);
    expect(textOf(answer?.parts)).toBe(WORDS.join(''));
    expect(answer?.metadata).toBeUndefined();
  });

  it('a run of a node that died is taken over once its lease lapsed; a stop of it is false', async () => {
    const sessionId = await newSession(a, token);
    // What a node killed mid-answer leaves: its run row, renewed no more.
    await a.deps.db.insert(chatRuns).values({
      sessionId,
      runId: 'run-of-a-dead-node',
      nodeId: 'dead-node',
      leaseUntil: sql`now() + interval '1 minute'`,
    });
    expect((await ask(b, sessionId, 'too early')).status).toBe(409);
    // Nobody answers for the dead node: false once the wait is over.
    expect((await stop(b, sessionId)).data).toEqual({ stopped: false });

    await a.deps.db
      .update(chatRuns)
      .set({ leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(chatRuns.sessionId, sessionId));
    expect((await stop(b, sessionId)).data).toEqual({ stopped: false });
    const gate = newGate();
    model = heldModel(gate.opened);
    gate.open();
    const taken = await ask(b, sessionId, 'anyone there?');
    expect(taken.status).toBe(200);
    await readToEnd(taken.body!.getReader());
    expect(await roles(sessionId)).toEqual(['user', 'assistant']);
  });
});
