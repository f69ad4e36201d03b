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
