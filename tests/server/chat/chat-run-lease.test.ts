import type { LanguageModelV4 } from '@ai-sdk/provider';
import { MockLanguageModelV4 } from 'ai/test';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chatRuns } from '../../../server/db/schema/index.ts';
import { rowsOf } from '../../../server/db/rows-of.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
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
} from './chat-test-kit.ts';

/** The run row of a turn: its lease is renewed while the answer streams, and a run that lost it stops. */
let t: TestApp;
let token: string;
/** What the next turn's `models.chatModel()` does. */
let nextModel: () => LanguageModelV4 = () => new MockLanguageModelV4();
const LEASE_SECONDS = 3;

const WORDS = ['one ', 'two ', 'three ', 'four '];
const heldModel = (gate: Promise<void>) => () =>
  new MockLanguageModelV4({ doStream: async () => heldStreamOf(textParts(WORDS), 3, gate) });

beforeAll(async () => {
  t = await createTestApp({
    models: { name: 'test', chatModel: () => nextModel() },
    env: { CHAT_RUN_LEASE_SECONDS: String(LEASE_SECONDS) },
  });
  token = await t.signIn();
}, 60_000);
afterAll(async () => t?.close());

const ask = (sessionId: string, text: string) =>
  postChat(t, token, { session_id: sessionId, message: userMessage(text), locale: 'en' });

async function runAgeSeconds(sessionId: string): Promise<number> {
  const [row] = rowsOf<{ age: number }>(
    await t.deps.db.execute(
      sql`select extract(epoch from now() - started_at)::float8 as age from chat_runs where session_id = ${sessionId}`,
    ),
  );
  return row?.age ?? 0;
}

async function readToEnd(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  while (!(await reader.read()).done);
}

describe('the lease of a running turn', { timeout: 60_000 }, () => {
  it('an answer streaming longer than the lease keeps its session', async () => {
    const gate = newGate();
    nextModel = heldModel(gate.opened);
    const sessionId = await newSession(t, token);
    const reader = await readUntilText(await ask(sessionId, 'long one'));

    await vi.waitFor(async () => expect(await runAgeSeconds(sessionId)).toBeGreaterThan(LEASE_SECONDS + 1), {
      timeout: 30_000,
      interval: 200,
    });
    expect((await ask(sessionId, 'too early')).status).toBe(409);

    gate.open();
    await readToEnd(reader);
    const saved = await history(t, token, sessionId);
    expect(saved.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(textOf(saved[1]?.parts)).toBe(WORDS.join(''));
  });

  it('a run whose session another run took over stops at its next renewal and saves nothing', async () => {
    nextModel = heldModel(newGate().opened);
    const sessionId = await newSession(t, token);
    const reader = await readUntilText(await ask(sessionId, 'doomed'));

    // What a node sees when it stalled past its lease and another node's turn took the session meanwhile.
    await t.deps.db.update(chatRuns).set({ runId: 'a-later-run' }).where(eq(chatRuns.sessionId, sessionId));
    await readToEnd(reader);
    expect((await history(t, token, sessionId)).map((m) => m.role)).toEqual(['user']);
  });

  it('a turn that fails before it streams frees its session', async () => {
    const sessionId = await newSession(t, token);
    nextModel = () => {
      throw new Error('the provider is misconfigured');
    };
    expect((await ask(sessionId, 'first')).status).toBe(500);
    const gate = newGate();
    nextModel = heldModel(gate.opened);
    gate.open();
    const next = await ask(sessionId, 'again');
    expect(next.status).toBe(200);
    await readToEnd(next.body!.getReader());
    expect((await history(t, token, sessionId)).map((m) => m.role)).toEqual(['user', 'user', 'assistant']);
  });
});
