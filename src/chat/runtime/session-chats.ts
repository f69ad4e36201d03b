import type { Chat } from '@ai-sdk/react';
import type { UIMessage } from 'ai';
import { ErrorCode } from '@/lib/api/error-codes';
import { expireSignIn } from '@/lib/auth/expire-sign-in';
import { chatEvents } from './chat-events.ts';
import { parseChatError } from './chat-error.ts';
import { createSessionChat } from './create-session-chat.ts';
import { runToolEffects } from './run-tool-effects.ts';
import { keepSessionChat, peekSessionChat } from './session-chat-registry.ts';

function onError(error: Error, sent: Record<string, string>): void {
  if (parseChatError(error).code !== ErrorCode.SIGN_IN_EXPIRED) return;
  expireSignIn(sent);
}

/** The session's Chat, created on first use (session-chat-registry.ts keeps it for the page's life). */
export function getSessionChat(sessionId: string): Chat<UIMessage> {
  const existing = peekSessionChat(sessionId);
  if (existing) return existing;
  const created = createSessionChat(sessionId, {
    onError,
    onFinish: () => chatEvents.emit('turnEnded', { sessionId }),
  });
  created['~registerMessagesCallback'](() => runToolEffects(sessionId, created.messages));
  keepSessionChat(sessionId, created);
  return created;
}
