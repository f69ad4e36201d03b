import { requestHeaders } from '@/lib/api/client';
import { CHAT_API } from './create-session-chat.ts';
import { peekSessionChat } from './session-chat-registry.ts';

async function stopOnServer(sessionId: string): Promise<void> {
  try {
    await fetch(`${CHAT_API}/stop`, {
      method: 'POST',
      headers: { ...requestHeaders(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ session_id: sessionId }),
    });
  } catch (error) {
    console.error('[chat] stop request failed', error);
  }
}

/**
 * The stop button: ends the model's work on the server (which saves the partial answer as terminated), drops
 * the local stream, and marks the partial answer so the thread says "Generation has been terminated".
 */
export async function stopSessionChat(sessionId: string): Promise<void> {
  const chat = peekSessionChat(sessionId);
  if (!chat || (chat.status !== 'submitted' && chat.status !== 'streaming')) return;
  await Promise.all([stopOnServer(sessionId), chat.stop()]);
  const last = chat.messages.at(-1);
  if (last?.role !== 'assistant') return;
  const metadata = { ...(last.metadata as object | undefined), terminated: true };
  chat.messages = [...chat.messages.slice(0, -1), { ...last, metadata }];
}
