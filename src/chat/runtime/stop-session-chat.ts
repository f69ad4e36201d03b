import type { UIMessage } from 'ai';
import { requestHeaders } from '@/lib/api/client';
import { CHAT_API } from './create-session-chat.ts';
import { reloadSessionChat } from './hydrate-session-chat.ts';
import { peekSessionChat } from './session-chat-registry.ts';
import { markStopRefused } from './stop-refused-store.ts';
import { waitUntilIdle } from './wait-until-idle.ts';

/** Whether the server stopped the session's run (on whichever node runs it); a failed request did not. */
async function stopOnServer(sessionId: string): Promise<boolean> {
  try {
    const response = await fetch(`${CHAT_API}/stop`, {
      method: 'POST',
      headers: { ...requestHeaders(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ session_id: sessionId }),
    });
    const envelope = (await response.json()) as { code?: number; data?: { stopped?: unknown } | null };
    return envelope.code === 0 && envelope.data?.stopped === true;
  } catch (error) {
    console.error('[chat] stop request failed', error);
    return false;
  }
}

const lastUserMessageId = (messages: UIMessage[]) => messages.findLast((m) => m.role === 'user')?.id;

/**
 * The stop button. The server is asked first, and the thread shows what it answered: stopped, the local stream
 * is dropped and the partial answer marked so the thread says "Generation has been terminated" (the server
 * saved it so); not stopped (it had already finished, or the node writing it did not answer), the thread says
 * so, lets the answer end, and then shows what the server saved.
 */
export async function stopSessionChat(sessionId: string): Promise<void> {
  const chat = peekSessionChat(sessionId);
  if (!chat || (chat.status !== 'submitted' && chat.status !== 'streaming')) return;
  if (!(await stopOnServer(sessionId))) {
    const turn = lastUserMessageId(chat.messages);
    if (turn) markStopRefused(sessionId, turn);
    await waitUntilIdle(chat);
    await reloadSessionChat(sessionId);
    return;
  }
  await chat.stop();
  const last = chat.messages.at(-1);
  if (last?.role !== 'assistant') return;
  const metadata = { ...(last.metadata as object | undefined), terminated: true };
  chat.messages = [...chat.messages.slice(0, -1), { ...last, metadata }];
}
