import { useEffect, useMemo, type ReactNode } from 'react';
import { useChat } from '@ai-sdk/react';
import { AssistantRuntimeProvider } from '@assistant-ui/react';
import { useAISDKRuntime } from '@assistant-ui/react-ai-sdk';
import { ToolHostContext } from '@/tools/tool-host';
import { createToolHost } from './create-tool-host.ts';
import { hydrateSessionChat } from './hydrate-session-chat.ts';
import { SessionChatContext } from './session-context.ts';
import { getSessionChat } from './session-chats.ts';

/**
 * Wires one session's Chat into assistant-ui (`useAISDKRuntime`) and gives the thread its tool host.
 * Mount it keyed by session id: each session gets a fresh runtime over its own long-lived Chat.
 */
export function SessionRuntime({ sessionId, children }: { sessionId: string; children: ReactNode }) {
  const chat = useMemo(() => getSessionChat(sessionId), [sessionId]);
  useEffect(() => {
    void hydrateSessionChat(sessionId);
  }, [sessionId]);
  const helpers = useChat({ chat });
  const runtime = useAISDKRuntime(helpers);
  const host = useMemo(() => createToolHost(sessionId), [sessionId]);
  const { error, clearError } = helpers;
  const state = useMemo(() => ({ sessionId, error, clearError }), [sessionId, error, clearError]);
  return (
    <AssistantRuntimeProvider runtime={runtime}>
      <SessionChatContext.Provider value={state}>
        <ToolHostContext.Provider value={host}>{children}</ToolHostContext.Provider>
      </SessionChatContext.Provider>
    </AssistantRuntimeProvider>
  );
}
