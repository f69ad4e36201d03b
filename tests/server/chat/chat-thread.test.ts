import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../src/lib/api/error-codes.ts';
import { createWorkerTurnEngine } from '../../../server/chat/engine/worker-turn-engine.ts';
import { toolText } from '../../../server/tools/tool-messages.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  deltasOf,
  history,
  newSession,
  postChat,
  readChunks,
  readUntilText,
  textOf,
  userMessage,
} from './chat-test-kit.ts';

// The server's way: the built-in offline model answers in the chat thread, the tools run in this one.
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ chatThread: true });
  token = await t.signIn();
}, 60_000);
afterAll(async () => t?.close());

const ask = async (sessionId: string, text: string, extra: object = {}) =>
  postChat(t, token, { session_id: sessionId, message: userMessage(text), locale: 'zh', ...extra });

describe('turns answered in the chat thread', () => {
  it('streams the model answer and the tool it called, keeps both, and frees the session', async () => {
    const sessionId = await newSession(t, token);
    const chunks = await readChunks(await ask(sessionId, '打开 KOX 列表'));
    expect(chunks).toContainEqual(
      expect.objectContaining({
        type: 'tool-output-available',
        output: { screen: 'kox-list', target: 'artifact', path: '/writer/kox/list' },
      }),
    );
    expect(deltasOf(chunks)).toBe('已在侧边面板打开「达人列表」。');

    const [, assistant] = await history(t, token, sessionId);
    expect(textOf(assistant?.parts)).toBe('已在侧边面板打开「达人列表」。');
    expect((await ask(sessionId, '打开 KOX 列表')).status).toBe(200);
  });

  it("tells a tool's refusal, made in the server's thread, with its code and its own words", async () => {
    const sessionId = await newSession(t, token);
    const chunks = await readChunks(
      await ask(sessionId, '/kox', {
        tool_request: { name: 'open_kox', input: { creator: 'nobody-at-all' } },
      }),
    );
    const failed = chunks.find((c) => c.type === 'tool-output-error');
    expect(failed && JSON.parse(failed.errorText)).toEqual({
      code: ErrorCode.NOT_FOUND,
      message: toolText('creatorNotFound', 'zh', { name: 'nobody-at-all' }),
    });
  });

  it('the stop button reaches the chat thread: the answer ends cut short and is kept marked terminated', async () => {
    const sessionId = await newSession(t, token);
    const reader = await readUntilText(await ask(sessionId, '你能做什么？'));
    const stop = await postChat(t, token, { session_id: sessionId }, '/api/chat/stop');
    expect(await stop.json()).toMatchObject({ code: 0, data: { stopped: true } });
    while (!(await reader.read()).done);
    const [, assistant] = await history(t, token, sessionId);
    expect(assistant?.metadata).toMatchObject({ terminated: true });
  });

  it("tells the server's thread once when the answer's first output has left", async () => {
    const told: number[] = [];
    let received = 0;
    const response = await t.deps.turns.answer(
      { messages: [userMessage('你能做什么？')] as never, locale: 'zh', timeZone: 'UTC' },
      {
        signal: new AbortController().signal,
        executeTool: () => Promise.reject(new Error('no tool here')),
        end: async () => {},
        opened: () => told.push(received),
      },
    );
    for await (const piece of response.body!) received += piece.length;
    expect(told).toHaveLength(1);
    expect(told[0]).toBeLessThan(received);
  });

  it('answers the same as a turn answered in the server thread', async () => {
    const inline = await createTestApp();
    try {
      const inlineToken = await inline.signIn();
      const inThread = await readChunks(await ask(await newSession(t, token), '切换到英文'));
      const here = await readChunks(
        await postChat(inline, inlineToken, {
          session_id: await newSession(inline, inlineToken),
          message: userMessage('切换到英文'),
          locale: 'zh',
        }),
      );
      // How many deltas carry the text depends on when the paced frames leave (a loaded machine merges them);
      // the answer's structure and its text do not.
      const shape = (chunks: typeof here) =>
        chunks.map((c) => c.type).filter((type, i, all) => type !== 'text-delta' || all[i - 1] !== type);
      expect(shape(inThread)).toEqual(shape(here));
      expect(deltasOf(inThread)).toBe(deltasOf(here));
    } finally {
      await inline.close();
    }
  });
});

describe('a chat thread that dies', () => {
  it('fails its turns, frees their sessions, and the next turn starts a new thread', async () => {
    const dying = new URL('./fixtures/dying-chat-worker.ts', import.meta.url);
    const app = await createTestApp();
    app.deps.turns = createWorkerTurnEngine({ AI_PROVIDER: 'offline' } as never, { threadModule: dying });
    try {
      const appToken = await app.signIn();
      const sessionId = await newSession(app, appToken);
      const turn = () =>
        postChat(app, appToken, { session_id: sessionId, message: userMessage('hi'), locale: 'en' });
      const first = await turn();
      await expect(first.text()).rejects.toThrow(/chat thread exited/);
      // The session is free again, and a new thread takes the turn.
      const second = await turn();
      expect(second.status).toBe(200);
      await expect(second.text()).rejects.toThrow(/chat thread exited/);
    } finally {
      await app.close();
    }
  });
});
