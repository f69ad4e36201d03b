import { requestHeaders, type ApiError } from '@/lib/api/client';
import { envelopeFailure, isEnvelope, unreadableAnswer } from '@/lib/api/envelope-failure';
import { ErrorCode } from '@/lib/api/error-codes';
import { API_ORIGIN } from '@/lib/api/resolve-request';
import type { KoxRecommendApp, KoxRecommendStatus } from '@/lib/kox-recommend-values';
import type { SessionDetail } from './recommend-queries.ts';

/** What GET /api/kox/recommend/{app}/result sends (server/domains/kox-recommend/result-stream.ts). */
export type ResultEvent =
  | { type: 'status'; status: KoxRecommendStatus }
  | { type: 'progress'; stage: 'started' | 'completed' | 'failed' }
  | { type: 'progress'; stage: 'ranked'; candidates: number; results: number }
  | { type: 'result'; detail: SessionDetail }
  | { type: 'failed'; code: number };

/** One `event:` / `data:` block of a server-sent event stream as a typed event; anything else is skipped. */
export function parseResultEvent(block: string): ResultEvent | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split(/\r?\n/)) {
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
  }
  if (data.length === 0) return null;
  const payload = JSON.parse(data.join('\n')) as Record<string, unknown>;
  switch (event) {
    case 'status':
      return { type: 'status', status: payload.status as KoxRecommendStatus };
    case 'progress':
      return { type: 'progress', ...payload } as ResultEvent;
    case 'result':
      return { type: 'result', detail: payload as unknown as SessionDetail };
    case 'failed':
      return { type: 'failed', code: Number(payload.code) };
    default:
      return null;
  }
}

/**
 * Reads a session's result stream to its end, telling each event. A refusal before the stream (another team's
 * session, no access) comes as the usual envelope and rejects with its ApiError.
 */
export async function readResultStream(
  app: KoxRecommendApp,
  sessionId: string,
  signal: AbortSignal,
  onEvent: (event: ResultEvent) => void,
): Promise<void> {
  const url = `${API_ORIGIN}/api/kox/recommend/${app}/result?session_id=${encodeURIComponent(sessionId)}`;
  const sent = requestHeaders();
  const response = await fetch(url, { headers: { ...sent, Accept: 'text/event-stream' }, signal });
  if (!response.ok || !response.body || !response.headers.get('content-type')?.includes('text/event-stream'))
    throw await refusalOf(response, sent);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffered += decoder.decode(value, { stream: true });
    const blocks = buffered.split(/\r?\n\r?\n/);
    buffered = blocks.pop() ?? '';
    for (const block of blocks) {
      const event = parseResultEvent(block);
      if (event) onEvent(event);
    }
  }
}

async function refusalOf(response: Response, sent: Record<string, string>): Promise<ApiError> {
  const envelope: unknown = await response.json().catch(() => undefined);
  return isEnvelope(envelope) && envelope.code !== ErrorCode.OK
    ? envelopeFailure(envelope, response.status, sent)
    : unreadableAnswer(response.status);
}
