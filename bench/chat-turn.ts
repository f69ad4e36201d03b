import { randomUUID } from 'node:crypto';
import type { ChatRequest } from '../src/lib/api/chat-request.ts';

/** Chunks of an AI SDK UI message stream that carry the model's own output (not `start`, `start-step`). */
const CONTENT_CHUNKS = new Set(['text-delta', 'reasoning-delta', 'tool-input-start', 'tool-input-available']);

/** The types of the complete `data: {…}` events in `buffer`, and what is left of an event still arriving. */
export function readEvents(buffer: string): { types: string[]; rest: string } {
  const events = buffer.split('\n\n');
  const rest = events.pop() ?? '';
  const types: string[] = [];
  for (const event of events) {
    const data = /^data: (.*)$/m.exec(event)?.[1];
    if (!data || data === '[DONE]') continue;
    types.push((JSON.parse(data) as { type: string }).type);
  }
  return { types, rest };
}

export const isContent = (type: string) => CONTENT_CHUNKS.has(type);

export interface TurnTiming {
  /** From sending the request to the first chunk of the model's output. */
  firstTokenMs: number;
  /** From sending the request to the end of the stream. */
  totalMs: number;
  /** The last chunk type: `finish` when the turn ended normally. */
  lastType: string;
}

/** One assistant turn through POST /api/chat, read to its end as the browser does. */
export async function timeTurn(
  url: string,
  token: string,
  request: Omit<ChatRequest, 'message'> & { text: string },
): Promise<TurnTiming> {
  const { text, ...rest } = request;
  const body: ChatRequest = {
    ...rest,
    message: { id: randomUUID(), role: 'user', parts: [{ type: 'text', text }] },
  };
  const started = performance.now();
  const res = await fetch(`${url}/api/chat`, {
    method: 'POST',
    headers: { 'MB-TOKEN': token, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok || !res.body) throw new Error(`POST /api/chat answered ${res.status}: ${await res.text()}`);
  const decoder = new TextDecoder();
  let buffer = '';
  let firstTokenMs: number | undefined;
  let lastType = '';
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const { types, rest } = readEvents(buffer + decoder.decode(value, { stream: true }));
    buffer = rest;
    if (firstTokenMs === undefined && types.some(isContent)) firstTokenMs = performance.now() - started;
    lastType = types.at(-1) ?? lastType;
  }
  if (firstTokenMs === undefined) throw new Error(`The turn ended without any output (last: ${lastType}).`);
  return { firstTokenMs, totalMs: performance.now() - started, lastType };
}
