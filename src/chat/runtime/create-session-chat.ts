import { localTimeZone } from '@/lib/time/zoned-time';
import { Chat } from '@ai-sdk/react';
import { DefaultChatTransport, type UIMessage } from 'ai';
import { useArtifactStore } from '@/artifacts/artifact-store';
import { requestHeaders } from '@/lib/api/client';
import type { ChatRequest } from '@/lib/api/chat-request';
import { i18n, toLanguage } from '@/lib/i18n';
import { REPORT_PATH } from '@/lib/report-path';

export const CHAT_API = '/api/chat';

/** The dashboard of the report page the assistant is docked beside, if that is where the user is. */
function pageDashboardId(): string | undefined {
  if (window.location.pathname !== REPORT_PATH) return undefined;
  return new URLSearchParams(window.location.search).get('dashboard_id') ?? undefined;
}

/**
 * What the user is looking at in this session: the dashboard of the active artifact tab, else the dashboard
 * page the assistant is docked beside.
 */
export function chatContext(sessionId: string): ChatRequest['context'] {
  const artifacts = useArtifactStore.getState().bySession[sessionId];
  const active = artifacts?.tabs.find((tab) => tab.id === artifacts.activeId);
  const fromTab = active?.kind === 'dashboard' ? active.props.dashboardId : undefined;
  const dashboardId = typeof fromTab === 'string' ? fromTab : pageDashboardId();
  return dashboardId ? { dashboard_id: dashboardId } : undefined;
}

type ChatInit = ConstructorParameters<typeof Chat<UIMessage>>[0];

export interface SessionChatEvents extends Pick<ChatInit, 'onFinish'> {
  /** A failed turn, with the headers its request carried (whose login a 10101 is about). */
  onError?: (error: Error, sent: Record<string, string>) => void;
}

/**
 * The AI SDK chat of one session. The request carries only the new message: the server holds the history.
 * Headers are read per request so a refreshed token is used.
 */
export function createSessionChat(sessionId: string, { onFinish, onError }: SessionChatEvents = {}) {
  // A session runs one turn at a time: the headers of the last request are those of the turn that failed.
  let sent: Record<string, string> = {};
  return new Chat<UIMessage>({
    id: sessionId,
    ...(onFinish ? { onFinish } : {}),
    ...(onError ? { onError: (error: Error) => onError(error, sent) } : {}),
    transport: new DefaultChatTransport<UIMessage>({
      api: CHAT_API,
      headers: () => (sent = requestHeaders()),
      prepareSendMessagesRequest: ({ messages, body }) => {
        const message = messages.at(-1);
        const context = chatContext(sessionId);
        const request: ChatRequest = {
          session_id: sessionId,
          message: message as ChatRequest['message'],
          locale: toLanguage(i18n.language),
          time_zone: localTimeZone(),
          ...(body?.tool_request ? { tool_request: body.tool_request as ChatRequest['tool_request'] } : {}),
          ...(context ? { context } : {}),
        };
        return { body: request };
      },
    }),
  });
}
