import type { ReactNode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
  type AnyRouter,
} from '@tanstack/react-router';
import { http, type HttpResponseResolver } from 'msw';
import type { UIMessage, UIMessageChunk } from 'ai';
import { useAuthStore } from '@/lib/auth/auth-store';
import { fail, ok } from '../msw/envelope.ts';
import { signInResult } from '../msw/fixtures.ts';
import { withUser } from '../msw/handlers/auth.ts';
import { server } from '../msw/server.ts';
import { SessionRuntime } from '@/chat/runtime/session-runtime';
import { Thread } from '@/chat/thread/thread';

export function signInForTest(): void {
  useAuthStore.getState().signIn(signInResult);
}

/** Renders inside a QueryClient and a router (at `path`), as the signed-in shell would. */
export async function renderInApp(ui: ReactNode, path = '/writer/kox/list') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rootRoute = createRootRoute({ component: () => <>{ui}</> });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
  }) as unknown as AnyRouter;
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await router.load();
  return { router, queryClient, ...view };
}

/**
 * ⌘K, then waits for the palette's code to arrive and its search box to take focus: it takes input then.
 */
export async function openPalette(user = userEvent.setup()) {
  await user.keyboard('{Control>}k{/Control}');
  // The dialog loads lazily: on a machine busy with the other lanes of `npm test` that takes seconds.
  const dialog = await screen.findByRole('dialog', {});
  await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('combobox')));
  return { user, dialog };
}

/**
 * An SSE response in the AI SDK UI message stream protocol: the first `before` chunks at once, the rest after
 * `gate` opens (when given).
 */
export function uiStream(chunks: UIMessageChunk[], gate?: Promise<void>, before = 1): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const chunk of chunks.slice(0, before))
        controller.enqueue(encoder.encode(`data: ${JSON.stringify(chunk)}\n\n`));
      await gate;
      for (const chunk of chunks.slice(before))
        controller.enqueue(encoder.encode(`data: ${JSON.stringify(chunk)}\n\n`));
      controller.enqueue(encoder.encode('data: [DONE]\n\n'));
      controller.close();
    },
  });
  return new Response(body, {
    headers: { 'content-type': 'text/event-stream', 'x-vercel-ai-ui-message-stream': 'v1' },
  });
}

export const textAnswer = (messageId: string, text: string): UIMessageChunk[] => [
  { type: 'start', messageId },
  { type: 'start-step' },
  { type: 'text-start', id: 'x' },
  { type: 'text-delta', id: 'x', delta: text },
  { type: 'text-end', id: 'x' },
  { type: 'finish-step' },
  { type: 'finish' },
];

export const toolAnswer = (
  messageId: string,
  toolName: string,
  input: unknown,
  output: unknown,
): UIMessageChunk[] => [
  { type: 'start', messageId },
  { type: 'start-step' },
  { type: 'tool-input-available', toolCallId: `call-${messageId}`, toolName, input },
  { type: 'tool-output-available', toolCallId: `call-${messageId}`, output },
  { type: 'finish-step' },
  { type: 'finish' },
];

/** `POST /api/chat` answered by `respond`, which sees the parsed request body. */
export interface ChatBody {
  session_id: string;
  message: UIMessage;
  locale: string;
  tool_request?: unknown;
}

export function chatHandler(respond: (body: ChatBody) => Response | Promise<Response>) {
  return http.post(
    '/api/chat',
    withUser((async ({ request }) => respond((await request.json()) as ChatBody)) as HttpResponseResolver),
  );
}

/** `GET /api/session/chatHistory` with fixed histories by session id. */
export function historyHandler(histories: Record<string, UIMessage[]>) {
  return http.get(
    '/api/session/chatHistory',
    withUser(({ request }) => {
      const id = new URL(request.url).searchParams.get('session_id') ?? '';
      const list = histories[id];
      return list ? ok(list) : fail('NOT_FOUND', 'Session not found');
    }),
  );
}

/** A session's thread, rendered from its stored history (served by `historyHandler`). */
export function renderThread(sessionId: string, messages: UIMessage[]) {
  server.use(historyHandler({ [sessionId]: messages }));
  return renderInApp(
    <SessionRuntime sessionId={sessionId}>
      <Thread />
    </SessionRuntime>,
  );
}

/** A stored exchange: the user's request, and the assistant's finished call of `tool` with this input and output. */
export function finishedToolCall(
  sessionId: string,
  call: { tool: string; request: string; input: unknown; output: unknown },
): UIMessage[] {
  return [
    { id: 'u1', role: 'user', parts: [{ type: 'text', text: call.request }] },
    {
      id: 'a1',
      role: 'assistant',
      parts: [
        {
          type: `tool-${call.tool}`,
          toolCallId: `call-${sessionId}`,
          state: 'output-available',
          input: call.input,
          output: call.output,
        } as never,
      ],
    },
  ];
}
