import type { LanguageModelV4CallOptions, LanguageModelV4StreamPart } from '@ai-sdk/provider';
import type { UIMessageChunk } from 'ai';
import { MockLanguageModelV4 } from 'ai/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  heldStreamOf,
  newGate,
  newSession,
  postChat,
  readChunks,
  streamOf,
  textParts,
  toolCallParts,
  userMessage,
} from './chat-test-kit.ts';

// Long enough that only a turn's first word (or its end) can release a tool in these tests.
const WAIT_MS = 60_000;

let t: TestApp;
let token: string;
/** Gates for the turns that hold their first word, by the text the user sent. */
const gates = new Map<string, ReturnType<typeof newGate>>();

const lastUserText = (options: LanguageModelV4CallOptions) => {
  const user = options.prompt.findLast((m) => m.role === 'user');
  const part = user?.content.find((p) => p.type === 'text');
  return part?.type === 'text' ? part.text : '';
};

/**
 * "hold …": says nothing until its gate opens; "talk then hold …": says a word, then holds; "tool": opens a
 * screen, then closes with a sentence.
 */
function modelFor(options: LanguageModelV4CallOptions): {
  stream: ReadableStream<LanguageModelV4StreamPart>;
} {
  const text = lastUserText(options);
  if (options.prompt.at(-1)?.role === 'tool') return streamOf(textParts(['Opened.']));
  if (text === 'tool') return streamOf(toolCallParts('open_screen', { screen: 'kox-list' }));
  const gate = gates.get(text);
  if (!gate) throw new Error(`No gate for "${text}"`);
  return heldStreamOf(textParts(['word']), text.startsWith('talk') ? 3 : 1, gate.opened);
}

beforeAll(async () => {
  const model = () => new MockLanguageModelV4({ doStream: async (options) => modelFor(options) });
  t = await createTestApp({ models: { name: 'test', chatModel: model }, openingWaitMs: WAIT_MS });
  token = await t.signIn();
}, 60_000);
afterAll(async () => t?.close());

const ask = async (text: string, sessionId?: string) =>
  postChat(t, token, {
    session_id: sessionId ?? (await newSession(t, token)),
    message: userMessage(text),
    locale: 'en',
  });

/** Reads an answer as it arrives, with the time each chunk came; `until` resolves at the first of a type. */
function readTimed(response: Response) {
  const seen: { chunk: UIMessageChunk; at: number }[] = [];
  const waiting: { type: string; resolve: (at: number) => void }[] = [];
  const done = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const piece of response.body!) {
      const events = (buffer + decoder.decode(piece, { stream: true })).split('\n\n');
      buffer = events.pop() ?? '';
      for (const event of events) {
        const data = event.slice('data: '.length);
        if (data === '[DONE]') continue;
        const chunk = JSON.parse(data) as UIMessageChunk;
        seen.push({ chunk, at: performance.now() });
        for (const w of waiting.filter((w) => w.type === chunk.type)) w.resolve(performance.now());
      }
    }
    return seen;
  })();
  const until = (type: string) =>
    new Promise<number>((resolve) => {
      const found = seen.find((s) => s.chunk.type === type);
      if (found) resolve(found.at);
      else waiting.push({ type, resolve });
    });
  return { until, done };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a turn says its first word before the tools of later turns run', () => {
  it("holds a turn's tool until the turns that arrived before it have said their first word", async () => {
    gates.set('hold 1', newGate());
    const held = ask('hold 1');
    await sleep(50); // its claim and its model call are under way
    const tool = readTimed(await ask('tool'));
    await tool.until('tool-input-available');
    await sleep(200);
    const released = performance.now();
    gates.get('hold 1')!.open();

    const outputAt = await tool.until('tool-output-available');
    expect(outputAt).toBeGreaterThanOrEqual(released);
    expect((await tool.done).at(-1)?.chunk.type).toBe('finish');
    expect((await readChunks(await held)).at(-1)?.type).toBe('finish');
  });

  it('a turn that has spoken, and one refused because its session is busy, hold nobody', async () => {
    gates.set('talk then hold', newGate());
    const sessionId = await newSession(t, token);
    const talking = readTimed(await ask('talk then hold', sessionId));
    await talking.until('text-delta');
    expect((await ask('talk then hold', sessionId)).status).toBe(409);

    const chunks = await readChunks(await ask('tool'));
    expect(chunks).toContainEqual(expect.objectContaining({ type: 'tool-output-available' }));
    gates.get('talk then hold')!.open();
    expect((await talking.done).at(-1)?.chunk.type).toBe('finish');
  });
});
