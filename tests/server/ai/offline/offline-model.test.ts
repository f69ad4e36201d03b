import { getEventListeners } from 'node:events';
import type { LanguageModelV4CallOptions, LanguageModelV4StreamPart } from '@ai-sdk/provider';
import { describe, expect, it } from 'vitest';
import { createOfflineModel } from '../../../../server/ai/offline/offline-model.ts';
import { chunkText } from '../../../../server/ai/offline/reply-parts.ts';

const tools: LanguageModelV4CallOptions['tools'] = [
  { type: 'function', name: 'open_screen', inputSchema: { type: 'object' } },
  { type: 'function', name: 'switch_language', inputSchema: { type: 'object' } },
];

const call = (text: string, locale?: 'zh' | 'en'): LanguageModelV4CallOptions => ({
  prompt: [
    { role: 'system', content: 'test' },
    { role: 'user', content: [{ type: 'text', text }] },
  ],
  tools,
  ...(locale ? { providerOptions: { offline: { locale } } } : {}),
});

async function collect(
  stream: ReadableStream<LanguageModelV4StreamPart>,
): Promise<LanguageModelV4StreamPart[]> {
  const parts: LanguageModelV4StreamPart[] = [];
  for await (const part of stream) parts.push(part);
  return parts;
}

describe('offline model stream (LanguageModelV4)', () => {
  it('streams an English answer in several small text deltas, then finishes with usage', async () => {
    const { stream } = await createOfflineModel().doStream(call('what can you do'));
    const parts = await collect(stream);
    const types = parts.map((p) => p.type);
    expect(types[0]).toBe('stream-start');
    expect(types.slice(1, 3)).toEqual(['response-metadata', 'text-start']);
    expect(types.slice(-2)).toEqual(['text-end', 'finish']);
    const deltas = parts.flatMap((p) => (p.type === 'text-delta' ? [p.delta] : []));
    expect(deltas.length).toBeGreaterThan(10);
    expect(deltas.join('')).toMatch(/^Here is what I can do today:/);
    const finish = parts.at(-1);
    expect(finish).toMatchObject({ type: 'finish', finishReason: { unified: 'stop' } });
    expect(finish?.type === 'finish' && finish.usage.outputTokens.total).toBeGreaterThan(0);
  });

  it('streams a Chinese answer for a Chinese question', async () => {
    const { stream } = await createOfflineModel().doStream(call('你能做什么'));
    const text = (await collect(stream)).flatMap((p) => (p.type === 'text-delta' ? [p.delta] : [])).join('');
    expect(text).toMatch(/^我现在可以帮你做这些：/);
  });

  it('emits a tool call with JSON input and finishes with tool-calls', async () => {
    const { stream } = await createOfflineModel().doStream(call('打开 KOX 列表'));
    const parts = await collect(stream);
    expect(parts.map((p) => p.type)).toEqual([
      'stream-start',
      'response-metadata',
      'tool-input-start',
      'tool-input-delta',
      'tool-input-end',
      'tool-call',
      'finish',
    ]);
    const toolCall = parts.find((p) => p.type === 'tool-call');
    expect(toolCall).toMatchObject({ toolName: 'open_screen' });
    expect(toolCall?.type === 'tool-call' && JSON.parse(toolCall.input)).toEqual({
      screen: 'kox-list',
      target: 'artifact',
    });
    expect(parts.at(-1)).toMatchObject({ finishReason: { unified: 'tool-calls' } });
  });

  it('answers the same through doGenerate', async () => {
    const result = await createOfflineModel().doGenerate(call('switch to English'));
    expect(result.content).toEqual([
      {
        type: 'tool-call',
        toolCallId: expect.any(String),
        toolName: 'switch_language',
        input: '{"language":"en"}',
      },
    ]);
  });

  it('stops streaming when aborted', async () => {
    const abort = new AbortController();
    const { stream } = await createOfflineModel({ pacing: { wordMs: 5, frameMs: 5 } }).doStream({
      ...call('help'),
      abortSignal: abort.signal,
    });
    const reader = stream.getReader();
    await reader.read();
    abort.abort();
    const rest: LanguageModelV4StreamPart[] = [];
    for (let r = await reader.read(); !r.done; r = await reader.read()) rest.push(r.value);
    expect(rest.some((p) => p.type === 'finish')).toBe(false);
  });

  it('leaves no abort listener behind per frame on a long answer over one signal', async () => {
    const warnings: Error[] = [];
    const onWarning = (w: Error) => void warnings.push(w);
    process.on('warning', onWarning);
    try {
      const abort = new AbortController();
      // A word due every second and a frame every millisecond: each frame carries one word.
      const { stream } = await createOfflineModel({ pacing: { wordMs: 1000, frameMs: 1 } }).doStream({
        ...call('help'),
        abortSignal: abort.signal,
      });
      const parts = await collect(stream);
      expect(parts.filter((p) => p.type === 'text-delta').length).toBeGreaterThan(20);
      // Node reports the warning on the next tick.
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((w) => w.name === 'MaxListenersExceededWarning')).toEqual([]);
      expect(getEventListeners(abort.signal, 'abort')).toHaveLength(0);
    } finally {
      process.off('warning', onWarning);
    }
  });

  it('paces the text in frames carrying every word due, the first word at once', async () => {
    const { stream: unpaced } = await createOfflineModel().doStream(call('what can you do'));
    const words = (await collect(unpaced)).flatMap((p) => (p.type === 'text-delta' ? [p.delta] : []));
    // A word due every millisecond and a frame every 20: each frame after the first carries about 20 words.
    const { stream } = await createOfflineModel({ pacing: { wordMs: 1, frameMs: 20 } }).doStream(
      call('what can you do'),
    );
    const parts = await collect(stream);
    const frames = parts.flatMap((p) => (p.type === 'text-delta' ? [p.delta] : []));
    expect(frames[0]).toBe(words[0]);
    expect(frames.join('')).toBe(words.join(''));
    expect(frames.length).toBeLessThanOrEqual(1 + Math.ceil((words.length - 1) / 20));
    expect(parts.map((p) => p.type).filter((t) => t !== 'text-delta')).toEqual([
      'stream-start',
      'response-metadata',
      'text-start',
      'text-end',
      'finish',
    ]);
  });

  it('chunks words and Chinese characters without losing any text', () => {
    const text = 'Opened **KOX list** in the 侧边面板 panel.';
    const chunks = chunkText(text);
    expect(chunks.join('')).toBe(text);
    expect(Math.max(...chunks.map((c) => c.length))).toBeLessThanOrEqual(10);
  });
});
