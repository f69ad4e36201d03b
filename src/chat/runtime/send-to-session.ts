import type { ToolRequest } from '@/lib/api/chat-request';
import { hydrateSessionChat } from './hydrate-session-chat.ts';
import { getSessionChat } from './session-chats.ts';
import { waitUntilIdle } from './wait-until-idle.ts';

/** Sends a user message in a session, after its history is in place so nothing is shown out of order. */
export async function sendText(sessionId: string, text: string): Promise<void> {
  await hydrateSessionChat(sessionId);
  const chat = getSessionChat(sessionId);
  await waitUntilIdle(chat);
  await chat.sendMessage({ text });
}

/**
 * Runs a tool directly (slash command, ⌘K) in a session: the server executes it in the stream without the
 * model, so the card and the saved history are the same as when the model calls it. `text` is what the user
 * message shows, e.g. `/open KOX list`.
 */
export async function sendToolRequest(sessionId: string, request: ToolRequest, text: string): Promise<void> {
  await hydrateSessionChat(sessionId);
  const chat = getSessionChat(sessionId);
  await waitUntilIdle(chat);
  await chat.sendMessage({ text }, { body: { tool_request: request } });
}
