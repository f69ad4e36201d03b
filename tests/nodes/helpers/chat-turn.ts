import { randomUUID } from 'node:crypto';
import type { ServerProcess } from '../../fault/helpers/spawn-server.ts';

const headers = (token: string) => ({
  'content-type': 'application/json',
  'MB-TOKEN': token,
  Authorization: `Bearer ${token}`,
});

/** A new assistant session of the signed-in user. */
export async function newSession(node: ServerProcess, token: string): Promise<string> {
  const res = await node.call('session.addByApp', { domain: 'writer', app_doi: null, title: '' }, token);
  return res.body.data.session_id;
}

export interface Turn {
  readonly status: number;
  /** Resolves once some of the answer has arrived. */
  readonly streaming: Promise<void>;
  /** The whole response body: the UI message stream, or the error's JSON. */
  readonly body: Promise<string>;
}

/** Sends a user message to the node's POST /api/chat and reads the answer as it streams. */
export async function sendMessage(
  node: ServerProcess,
  token: string,
  sessionId: string,
  text: string,
): Promise<Turn> {
  const res = await fetch(new URL('/api/chat', node.url), {
    method: 'POST',
    headers: headers(token),
    body: JSON.stringify({
      session_id: sessionId,
      locale: 'en',
      message: { id: randomUUID(), role: 'user', parts: [{ type: 'text', text }] },
    }),
  });
  let sawText: () => void = () => {};
  const streaming = new Promise<void>((resolve) => (sawText = resolve));
  const body = (async () => {
    let all = '';
    const decoder = new TextDecoder();
    try {
      for await (const part of res.body ?? []) {
        all += decoder.decode(part as Uint8Array, { stream: true });
        if (all.includes('"text-delta"')) sawText();
      }
    } catch {
      // The node went away mid-stream: what arrived is the answer as far as the client knows.
    }
    return all;
  })();
  return { status: res.status, streaming, body };
}

export async function stopTurn(node: ServerProcess, token: string, sessionId: string) {
  const res = await fetch(new URL('/api/chat/stop', node.url), {
    method: 'POST',
    headers: headers(token),
    body: JSON.stringify({ session_id: sessionId }),
  });
  return (await res.json()) as { code: number; data?: { stopped: boolean } };
}

export interface SavedMessage {
  role: string;
  text: string;
  terminated: boolean;
}

/** The session's stored messages, oldest first, as any node reads them. */
export async function history(
  node: ServerProcess,
  token: string,
  sessionId: string,
): Promise<SavedMessage[]> {
  const res = await node.call('session.chatHistory', { session_id: sessionId }, token);
  return res.body.data.map((m) => ({
    role: m.role,
    text: m.parts.map((p) => ('text' in p && typeof p.text === 'string' ? p.text : '')).join(''),
    terminated: Boolean((m.metadata as { terminated?: boolean } | undefined)?.terminated),
  }));
}
