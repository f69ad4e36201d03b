import type { LanguageModelV4StreamPart } from '@ai-sdk/provider';
import { simulateReadableStream, type UIMessageChunk } from 'ai';
import type { TestApp } from '../helpers/test-app.ts';

export const usage = {
  inputTokens: { total: 3, noCache: 3, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 5, text: 5, reasoning: 0 },
};

export const textParts = (deltas: string[]): LanguageModelV4StreamPart[] => [
  { type: 'stream-start', warnings: [] },
  { type: 'text-start', id: 't1' },
  ...deltas.map((delta): LanguageModelV4StreamPart => ({ type: 'text-delta', id: 't1', delta })),
  { type: 'text-end', id: 't1' },
  { type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage },
];

export const toolCallParts = (toolName: string, input: unknown): LanguageModelV4StreamPart[] => [
  { type: 'stream-start', warnings: [] },
  { type: 'tool-call', toolCallId: 'call-1', toolName, input: JSON.stringify(input) },
  { type: 'finish', finishReason: { unified: 'tool-calls', raw: 'tool_calls' }, usage },
];

export const streamOf = (parts: LanguageModelV4StreamPart[], chunkDelayInMs: number | null = null) => ({
  stream: simulateReadableStream({ chunks: parts, chunkDelayInMs }),
});

/** A latch a test opens: a held model stream goes on once it is open. */
export function newGate(): { opened: Promise<void>; open(): void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/**
 * A model stream that sends its first `before` parts at once and the rest only once `gate` opens, so a test
 * holds an answer mid-way as long as it needs (a stop ends it; the AI SDK cancels the stream then).
 */
export const heldStreamOf = (parts: LanguageModelV4StreamPart[], before: number, gate: Promise<void>) => ({
  stream: new ReadableStream<LanguageModelV4StreamPart>({
    async start(controller) {
      for (const part of parts.slice(0, before)) controller.enqueue(part);
      await gate;
      try {
        for (const part of parts.slice(before)) controller.enqueue(part);
        controller.close();
      } catch {
        // Cancelled meanwhile: the run was stopped.
      }
    },
  }),
});

export const userMessage = (text: string, id = `u-${crypto.randomUUID()}`) => ({
  id,
  role: 'user' as const,
  parts: [{ type: 'text' as const, text }],
});

export function postChat(
  t: TestApp,
  token: string | undefined,
  body: unknown,
  path = '/api/chat',
): Promise<Response> {
  return Promise.resolve(
    t.app.request(path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}`, 'MB-TOKEN': token } : {}),
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

/** Reads a chat response until the answer's first text arrives; the reader goes on from there. */
export async function readUntilText(res: Response): Promise<ReadableStreamDefaultReader<Uint8Array>> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let seen = '';
  while (!seen.includes('"text-delta"')) {
    const { value, done } = await reader.read();
    if (done) throw new Error('stream ended before any text');
    seen += decoder.decode(value);
  }
  return reader;
}

/** The text of a stored message's parts. */
export const textOf = (parts: { type: string; text?: unknown }[] | undefined) =>
  (parts ?? []).flatMap((p) => (p.type === 'text' ? [String(p.text)] : [])).join('');

/** Parses an SSE UI message stream body into its chunks. */
export async function readChunks(response: Response): Promise<UIMessageChunk[]> {
  const text = await response.text();
  return text
    .split('\n\n')
    .map((event) => event.replace(/^data: /, '').trim())
    .filter((data) => data && data !== '[DONE]')
    .map((data) => JSON.parse(data) as UIMessageChunk);
}

export const deltasOf = (chunks: UIMessageChunk[]) =>
  chunks.flatMap((c) => (c.type === 'text-delta' ? [c.delta] : [])).join('');

export async function newSession(t: TestApp, token: string): Promise<string> {
  const res = await t.call('session.addByApp', { domain: 'writer', app_doi: null, title: '' }, token);
  return res.body.data.session_id;
}

export async function history(t: TestApp, token: string, sessionId: string) {
  const res = await t.call('session.chatHistory', { session_id: sessionId }, token);
  return res.body.data;
}

/** Waits until `check` passes (for saves that finish after the client went away). */
export async function eventually(check: () => Promise<void>, timeoutMs = 3000): Promise<void> {
  const start = Date.now();
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() - start > timeoutMs) throw error;
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}
