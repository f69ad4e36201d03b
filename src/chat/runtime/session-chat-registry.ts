import type { Chat } from '@ai-sdk/react';
import type { UIMessage } from 'ai';

/**
 * One AI SDK Chat per session for the life of the page, outside React: a stream keeps running when its
 * thread unmounts (another session is shown, the dock closes) and its messages land in its own Chat. This
 * module only keeps them, so what forgets them (sign-out, a deleted session) does not load the AI SDK;
 * session-chats.ts creates them.
 */
const chats = new Map<string, Chat<UIMessage>>();

export function peekSessionChat(sessionId: string): Chat<UIMessage> | undefined {
  return chats.get(sessionId);
}

export function keepSessionChat(sessionId: string, chat: Chat<UIMessage>): void {
  chats.set(sessionId, chat);
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
