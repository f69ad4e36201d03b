import { MockLanguageModelV4 } from 'ai/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  eventually,
  history,
  newSession,
  postChat,
  readChunks,
  streamOf,
  textOf,
  textParts,
  userMessage,
} from './chat-test-kit.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  const model = () => new MockLanguageModelV4({ doStream: streamOf(textParts(['all ', 'here'])) });
  t = await createTestApp({ models: { name: 'test', chatModel: model } });
  token = await t.signIn();
}, 60_000);
afterAll(async () => t?.close());

describe('turns that start together (their openings and closings share statements)', () => {
  it('answers and keeps every turn, and still takes one turn per session', async () => {
    const sessions = await Promise.all(Array.from({ length: 12 }, () => newSession(t, token)));
    const turns = sessions.map((session_id, i) =>
      postChat(t, token, { session_id, message: userMessage(`question ${i}`), locale: 'en' }),
    );
    const twice = postChat(t, token, {
      session_id: sessions[0]!,
      message: userMessage('again'),
      locale: 'en',
    });
    const responses = await Promise.all([...turns, twice]);

    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(12);
    expect(statuses.filter((s) => s === 409)).toHaveLength(1);
    for (const response of responses.filter((r) => r.status === 200)) {
      expect((await readChunks(response)).at(-1)?.type).toBe('finish');
    }
    await eventually(async () => {
      for (const [i, sessionId] of sessions.entries()) {
        const saved = await history(t, token, sessionId);
        const questions = saved.filter((m) => m.role === 'user').map((m) => textOf(m.parts));
        expect(questions).toHaveLength(1);
        if (i > 0) expect(questions).toEqual([`question ${i}`]);
        expect(saved.map((m) => m.role)).toEqual(['user', 'assistant']);
        expect(textOf(saved[1]?.parts)).toBe('all here');
      }
    }, 8000);
  });
});
