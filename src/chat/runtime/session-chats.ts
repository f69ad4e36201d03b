import type { Chat } from '@ai-sdk/react';
import type { UIMessage } from 'ai';
import { ErrorCode } from '@/lib/api/error-codes';
import { useAuthStore } from '@/lib/auth/auth-store';
import { appEvents } from '@/lib/events';
import { chatEvents } from './chat-events.ts';
import { parseChatError } from './chat-error.ts';
import { createSessionChat } from './create-session-chat.ts';
import { runToolEffects } from './run-tool-effects.ts';

/**
 * One AI SDK Chat per session for the life of the page, outside React: a stream keeps running when its
 * thread unmounts (another session is shown, the dock closes) and its messages land in its own Chat.
 */
const chats = new Map<string, Chat<UIMessage>>();

function onError(error: Error): void {
  if (parseChatError(error).code !== ErrorCode.SIGN_IN_EXPIRED) return;
  useAuthStore.getState().signOut();
  appEvents.emit('signInExpired');
}

export function getSessionChat(sessionId: string): Chat<UIMessage> {
  let chat = chats.get(sessionId);
  if (!chat) {
    const created = createSessionChat(sessionId, {
      onError,
      onFinish: () => chatEvents.emit('turnEnded', { sessionId }),
    });
    created['~registerMessagesCallback'](() => runToolEffects(sessionId, created.messages));
    chats.set(sessionId, created);
    chat = created;
  }
  return chat;
}

export function peekSessionChat(sessionId: string): Chat<UIMessage> | undefined {
  return chats.get(sessionId);
}

/** Stops and forgets every Chat (sign-out: the next user must not see this one's conversations). */
export function disposeAllSessionChats(): void {
  for (const chat of chats.values()) void chat.stop();
  chats.clear();
}

/** Stops and forgets the Chat of a deleted session. */
export async function disposeSessionChat(sessionId: string): Promise<void> {
  const chat = chats.get(sessionId);
  chats.delete(sessionId);
  await chat?.stop();
}
