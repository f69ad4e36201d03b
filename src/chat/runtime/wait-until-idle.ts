import type { Chat } from '@ai-sdk/react';
import type { UIMessage } from 'ai';

const busy = (chat: Chat<UIMessage>) => chat.status === 'submitted' || chat.status === 'streaming';

/**
 * Resolves once the session's current answer has ended. A slash command or ⌘K action chosen while the assistant
 * is still answering waits its turn, so the conversation stays in the order the user acted (the server takes one
 * turn per session at a time).
 */
export function waitUntilIdle(chat: Chat<UIMessage>): Promise<void> {
  if (!busy(chat)) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = chat['~registerStatusCallback'](() => {
      if (busy(chat)) return;
      unsubscribe();
      resolve();
    });
  });
}
