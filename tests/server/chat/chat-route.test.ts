import type { LanguageModelV4 } from '@ai-sdk/provider';
import { APICallError } from 'ai';
import { MockLanguageModelV4 } from 'ai/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineModel } from '../../../server/ai/offline/offline-model.ts';
import { instantOf, wallClockOf } from '../../../src/lib/time/zoned-time.ts';
import { addUser } from '../helpers/users.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  deltasOf,
  history,
  newSession,
  postChat,
  readChunks,
  streamOf,
  textParts,
  toolCallParts,
  userMessage,
} from './chat-test-kit.ts';

/** One server for the file (PGlite start-up and seeding are slow); each test swaps in its own model. */
let t: TestApp;
let token: string;
let model: LanguageModelV4 = new MockLanguageModelV4();
const use = <M extends LanguageModelV4>(m: M): M => ((model = m), m);

beforeAll(async () => {
  t = await createTestApp({ models: { name: 'test', chatModel: () => model } });
  token = await t.signIn();
}, 60_000);
afterAll(async () => t?.close());

describe('POST /api/chat', () => {
  it('streams the model text and saves both messages, which chatHistory returns', async () => {
    const m = use(new MockLanguageModelV4({ doStream: streamOf(textParts(['Hello', ', ', 'world.'])) }));
    const sessionId = await newSession(t, token);

    const res = await postChat(t, token, {
      session_id: sessionId,
      message: userMessage('Say hello', 'u1'),
      locale: 'en',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
    const chunks = await readChunks(res);
    expect(chunks[0]).toMatchObject({ type: 'start', messageId: expect.any(String) });
    expect(deltasOf(chunks)).toBe('Hello, world.');
    expect(chunks.at(-1)).toMatchObject({ type: 'finish' });

    const saved = await history(t, token, sessionId);
    expect(saved.map((msg) => msg.role)).toEqual(['user', 'assistant']);
    expect(saved[0]).toMatchObject({ id: 'u1', parts: [{ type: 'text', text: 'Say hello' }] });
    expect(saved[1]?.id).toBe((chunks[0] as { messageId: string }).messageId);
    expect(saved[1]?.parts).toContainEqual(expect.objectContaining({ type: 'text', text: 'Hello, world.' }));

    const system = m.doStreamCalls[0]?.prompt[0];
    expect(system).toMatchObject({
      role: 'system',
      content: expect.stringContaining('kox-list: /writer/kox/list'),
    });
    expect(system?.content).toContain('English (en)');
  });

  it('sends the saved history to the model on the next turn and titles the session from the first message', async () => {
    const m = use(
      new MockLanguageModelV4({
        doStream: [streamOf(textParts(['First answer.'])), streamOf(textParts(['Second answer.']))],
      }),
    );
    const sessionId = await newSession(t, token);
    await readChunks(
      await postChat(t, token, {
        session_id: sessionId,
        message: userMessage('Where are my dashboards?'),
        locale: 'zh',
      }),
    );
    await readChunks(
      await postChat(t, token, {
        session_id: sessionId,
        message: userMessage('And the reports?'),
        locale: 'zh',
      }),
    );

    expect(m.doStreamCalls[1]?.prompt.map((msg) => msg.role)).toEqual([
      'system',
      'user',
      'assistant',
      'user',
    ]);
    const sessions = await t.call('session.listByDomain', { domain: 'writer' }, token);
    expect(sessions.body.data.find((s) => s.session_id === sessionId)?.title).toBe(
      'Where are my dashboards?',
    );
    expect(await history(t, token, sessionId)).toHaveLength(4);
  });

  it('executes a tool call of the model, streams its output and saves it with the closing text', async () => {
    const m = use(
      new MockLanguageModelV4({
        doStream: [
          streamOf(toolCallParts('open_screen', { screen: 'kox-list' })),
          streamOf(textParts(['Opened.'])),
        ],
      }),
    );
    const sessionId = await newSession(t, token);

    const chunks = await readChunks(
      await postChat(t, token, {
        session_id: sessionId,
        message: userMessage('open KOX list'),
        locale: 'en',
      }),
    );
    const output = { screen: 'kox-list', target: 'artifact', path: '/writer/kox/list' };
    expect(chunks).toContainEqual(
      expect.objectContaining({ type: 'tool-input-available', toolName: 'open_screen' }),
    );
    expect(chunks).toContainEqual(
      expect.objectContaining({ type: 'tool-output-available', toolCallId: 'call-1', output }),
    );
    expect(deltasOf(chunks)).toBe('Opened.');

    const [, assistant] = await history(t, token, sessionId);
    expect(assistant?.parts).toContainEqual(
      expect.objectContaining({ type: 'tool-open_screen', state: 'output-available', output }),
    );
    // The model read the tool result on its second step.
    expect(m.doStreamCalls[1]?.prompt.at(-1)).toMatchObject({ role: 'tool' });
  });

  it('opens a screen that cannot be an artifact as a page', async () => {
    use(
      new MockLanguageModelV4({
        doStream: [
          streamOf(toolCallParts('open_screen', { screen: 'app-store', target: 'artifact' })),
          streamOf(textParts(['ok'])),
        ],
      }),
    );
    const chunks = await readChunks(
      await postChat(t, token, {
        session_id: await newSession(t, token),
        message: userMessage('home'),
        locale: 'en',
      }),
    );
    expect(chunks).toContainEqual(
      expect.objectContaining({
        type: 'tool-output-available',
        output: { screen: 'app-store', target: 'page', path: '/writer/app/store' },
      }),
    );
  });

  it('runs a direct tool request without asking the model, and saves it like a model call', async () => {
    const m = use(new MockLanguageModelV4());
    const sessionId = await newSession(t, token);

    const chunks = await readChunks(
      await postChat(t, token, {
        session_id: sessionId,
        message: userMessage('/lang English'),
        locale: 'zh',
        tool_request: { name: 'switch_language', input: { language: 'en' } },
      }),
    );
    expect(m.doStreamCalls).toHaveLength(0);
    expect(chunks).toContainEqual(
      expect.objectContaining({ type: 'tool-output-available', output: { language: 'en' } }),
    );
    const saved = await history(t, token, sessionId);
    expect(saved[1]?.parts).toContainEqual(
      expect.objectContaining({
        type: 'tool-switch_language',
        state: 'output-available',
        input: { language: 'en' },
      }),
    );
  });

  it('answers "打开 KOX 列表" with the built-in offline model, end to end', async () => {
    use(createOfflineModel());
    const sessionId = await newSession(t, token);
    const chunks = await readChunks(
      await postChat(t, token, {
        session_id: sessionId,
        message: userMessage('打开 KOX 列表'),
        locale: 'zh',
      }),
    );
    expect(chunks).toContainEqual(
      expect.objectContaining({
        type: 'tool-output-available',
        output: { screen: 'kox-list', target: 'artifact', path: '/writer/kox/list' },
      }),
    );
    expect(deltasOf(chunks)).toBe('已在侧边面板打开「达人列表」。');
  });

  it('turns a model failure into a stream error part with a translated code, never a stack', async () => {
    use(
      new MockLanguageModelV4({
        doStream: async () => {
          throw new APICallError({
            message: 'upstream exploded at secret.internal:443',
            url: 'http://x',
            requestBodyValues: {},
            statusCode: 400,
            isRetryable: false,
          });
        },
      }),
    );
    const logged: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void logged.push(args);
    try {
      const chunks = await readChunks(
        await postChat(t, token, {
          session_id: await newSession(t, token),
          message: userMessage('hi'),
          locale: 'zh',
        }),
      );
      const error = chunks.find((c) => c.type === 'error');
      expect(error).toBeDefined();
      expect(JSON.parse((error as { errorText: string }).errorText)).toEqual({
        code: 10301,
        message: 'AI 服务没有正常响应，请稍后再试。',
      });
      expect(JSON.stringify(chunks)).not.toMatch(/secret\.internal|at .*\.ts/);
    } finally {
      console.error = original;
    }
    expect(logged.length).toBeGreaterThan(0);
  });
});

describe('POST /api/chat refusals', () => {
  it("refuses another user's session with 10205, before any model call", async () => {
    const m = use(new MockLanguageModelV4());
    const sessionId = await newSession(t, token);
    await addUser(t.deps.db, 'mallory', 'mallory-password-1');
    const malloryToken = await t.signIn('mallory', 'mallory-password-1');

    const res = await postChat(t, malloryToken, {
      session_id: sessionId,
      message: userMessage('hi'),
      locale: 'en',
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 10205, data: null });
    expect(m.doStreamCalls).toHaveLength(0);
    expect(await history(t, token, sessionId)).toEqual([]);
  });

  it.each([
    ['a missing message', { locale: 'en' }],
    [
      'an assistant message',
      { message: { id: 'a', role: 'assistant', parts: [{ type: 'text', text: 'x' }] } },
    ],
    ['an empty text', { message: userMessage('') }],
    ['an unknown tool', { message: userMessage('/x'), tool_request: { name: 'drop_database', input: {} } }],
    [
      'a bad tool input',
      { message: userMessage('/open'), tool_request: { name: 'open_screen', input: { screen: 'nowhere' } } },
    ],
  ])('answers %s with 10201 and field issues', async (_case, body) => {
    const m = use(new MockLanguageModelV4());
    const sessionId = await newSession(t, token);
    const res = await postChat(t, token, { session_id: sessionId, ...body });
    expect(res.status).toBe(400);
    const envelope = (await res.json()) as { code: number; issues: unknown[] };
    expect(envelope.code).toBe(10201);
    expect(envelope.issues.length).toBeGreaterThan(0);
    expect(m.doStreamCalls).toHaveLength(0);
    expect(await history(t, token, sessionId)).toEqual([]);
  });

  it('reads a time the user says on the clock of the zone their browser sent', async () => {
    use(createOfflineModel());
    const chunks = await readChunks(
      await postChat(t, token, {
        session_id: await newSession(t, token),
        message: userMessage('send the invitations of the project Nova tomorrow at 9'),
        locale: 'en',
        time_zone: 'Asia/Shanghai',
      }),
    );
    const today = wallClockOf(new Date(), 'Asia/Shanghai');
    const nineTomorrow = instantOf({ ...today, day: today.day + 1, hour: 9, minute: 0 }, 'Asia/Shanghai');
    expect(chunks).toContainEqual(
      expect.objectContaining({
        type: 'tool-input-available',
        toolName: 'send_outreach',
        input: { project: 'Nova', send_at: nineTomorrow.toISOString() },
      }),
    );
  });

  it('refuses a time zone Intl does not know, before any model call', async () => {
    const m = use(new MockLanguageModelV4());
    const res = await postChat(t, token, {
      session_id: await newSession(t, token),
      message: userMessage('hi'),
      time_zone: 'Mars/Olympus_Mons',
    });
    expect(res.status).toBe(400);
    expect(m.doStreamCalls).toHaveLength(0);
  });

  it('answers malformed JSON with 10202 and a signed-out caller with 10101', async () => {
    const malformed = await postChat(t, token, '{"session_id": ');
    expect(await malformed.json()).toMatchObject({ code: 10202 });
    const signedOut = await postChat(t, undefined, { session_id: 'x', message: userMessage('hi') });
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toMatchObject({ code: 10101 });
  });
});
