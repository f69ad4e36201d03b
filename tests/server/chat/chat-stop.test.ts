import { MockLanguageModelV4 } from 'ai/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  eventually,
  history,
  newSession,
  postChat,
  readUntilText,
  streamOf,
  textOf,
  textParts,
  userMessage,
} from './chat-test-kit.ts';

const WORDS = Array.from({ length: 40 }, (_, i) => `w${i} `);
/** A model that takes about two seconds to say its 40 words. */
const slowModel = () => new MockLanguageModelV4({ doStream: streamOf(textParts(WORDS), 50) });

let t: TestApp;
let token: string;
let model = slowModel();

beforeAll(async () => {
  t = await createTestApp({ models: { name: 'test', chatModel: () => model } });
  token = await t.signIn();
}, 60_000);
afterAll(async () => t?.close());

describe('stopping and disconnecting', () => {
  it('the stop button aborts the run; the partial answer is saved marked terminated', async () => {
    model = slowModel();
    const sessionId = await newSession(t, token);
    const res = await postChat(t, token, {
      session_id: sessionId,
      message: userMessage('talk'),
      locale: 'en',
    });
    const reader = await readUntilText(res);

    const stop = await postChat(t, token, { session_id: sessionId }, '/api/chat/stop');
    expect(await stop.json()).toMatchObject({ code: 0, data: { stopped: true } });
    while (!(await reader.read()).done);

    const [, assistant] = await history(t, token, sessionId);
    expect(assistant?.metadata).toMatchObject({ terminated: true });
    const text = textOf(assistant?.parts);
    expect(text.length).toBeGreaterThan(0);
    expect(text).not.toBe(WORDS.join(''));

    const again = await postChat(t, token, { session_id: sessionId }, '/api/chat/stop');
    expect(await again.json()).toMatchObject({ code: 0, data: { stopped: false } });
  });

  it('a client that disconnects still gets the whole answer saved, not marked terminated', async () => {
    model = slowModel();
    const sessionId = await newSession(t, token);
    const res = await postChat(t, token, {
      session_id: sessionId,
      message: userMessage('talk'),
      locale: 'en',
    });
    const reader = await readUntilText(res);
    await reader.cancel();

    await eventually(async () => {
      const [, assistant] = await history(t, token, sessionId);
      expect(textOf(assistant?.parts)).toBe(WORDS.join(''));
      expect(assistant?.metadata).toBeUndefined();
    }, 8000);
  });

  it('takes one turn per session at a time: a second message while answering is 10206 and changes nothing', async () => {
    model = slowModel();
    const sessionId = await newSession(t, token);
    const first = await postChat(t, token, {
      session_id: sessionId,
      message: userMessage('talk'),
      locale: 'en',
    });
    const reader = await readUntilText(first);

    const second = await postChat(t, token, {
      session_id: sessionId,
      message: userMessage('again'),
      locale: 'en',
    });
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ code: 10206, data: null });

    while (!(await reader.read()).done);
    await eventually(async () => {
      const saved = await history(t, token, sessionId);
      expect(saved.map((m) => m.role)).toEqual(['user', 'assistant']);
      expect(textOf(saved[1]?.parts)).toBe(WORDS.join(''));
    }, 8000);

    model = new MockLanguageModelV4({ doStream: streamOf(textParts(['done'])) });
    const third = await postChat(t, token, {
      session_id: sessionId,
      message: userMessage('next'),
      locale: 'en',
    });
    expect(third.status).toBe(200);
  });

  it("cannot stop another user's session", async () => {
    const res = await postChat(t, token, { session_id: 'not-a-session' }, '/api/chat/stop');
    expect(await res.json()).toMatchObject({ code: 10205 });
  });
});
