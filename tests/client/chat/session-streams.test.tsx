import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UIMessage } from 'ai';
import { http } from 'msw';
import { useCurrentSessionStore } from '@/chat/runtime/current-session-store';
import { SessionRuntime } from '@/chat/runtime/session-runtime';
import { getSessionChat } from '@/chat/runtime/session-chats';
import { Thread } from '@/chat/thread/thread';
import { ok } from '../msw/envelope.ts';
import { server } from '../msw/server.ts';
import {
  chatHandler,
  historyHandler,
  renderInApp,
  signInForTest,
  textAnswer,
  uiStream,
} from './chat-kit.tsx';

function Switcher({ ids }: { ids: [string, string] }) {
  const [shown, setShown] = useState(ids[0]);
  return (
    <div>
      {ids.map((id) => (
        <button key={id} type="button" onClick={() => setShown(id)}>
          show {id}
        </button>
      ))}
      <SessionRuntime key={shown} sessionId={shown}>
        <Thread />
      </SessionRuntime>
    </div>
  );
}

const textsOf = (sessionId: string) =>
  getSessionChat(sessionId).messages.map((m) =>
    m.parts.flatMap((p) => (p.type === 'text' ? [p.text] : [])).join(''),
  );

describe('one Chat per session', () => {
  it('a stream of session A that finishes while session B is shown lands in A', async () => {
    signInForTest();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const requests: { session_id: string; message: { parts: { text: string }[] } }[] = [];
    server.use(
      historyHandler({ 'stream-A': [], 'stream-B': [] }),
      chatHandler((body) => {
        requests.push(body as never);
        return uiStream(textAnswer(`answer-${body.session_id}`, `Answer for ${body.session_id}`), gate, 4);
      }),
    );
    const user = userEvent.setup();
    await renderInApp(<Switcher ids={['stream-A', 'stream-B']} />);

    const input = await screen.findByRole('combobox');
    await user.type(input, 'hello A{Enter}');
    await waitFor(() => expect(getSessionChat('stream-A').status).toBe('streaming'));
    // Only the new message goes over the wire, with the session and the interface language.
    expect(requests[0]).toMatchObject({
      session_id: 'stream-A',
      message: { role: 'user', parts: [{ type: 'text', text: 'hello A' }] },
      locale: 'zh',
    });

    await user.click(screen.getByRole('button', { name: 'show stream-B' }));
    await screen.findByText('有什么可以帮你？');
    release();

    await waitFor(() => expect(getSessionChat('stream-A').status).toBe('ready'));
    expect(textsOf('stream-A')).toEqual(['hello A', 'Answer for stream-A']);
    expect(textsOf('stream-B')).toEqual([]);
    expect(screen.queryByText('Answer for stream-A')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'show stream-A' }));
    expect(await screen.findByText('Answer for stream-A')).toBeTruthy();
    expect(screen.getByText('hello A')).toBeTruthy();
  });

  it('the stop button ends the stream, tells the server, and marks the answer terminated', async () => {
    signInForTest();
    const stops: unknown[] = [];
    server.use(
      historyHandler({ 'stop-A': [] }),
      chatHandler(() => uiStream(textAnswer('answer-stop', 'Half an ans'), new Promise(() => undefined), 4)),
      http.post('/api/chat/stop', async ({ request }) => {
        stops.push(await request.json());
        return ok({ stopped: true });
      }),
    );
    const user = userEvent.setup();
    useCurrentSessionStore.getState().setSessionId('stop-A');
    await renderInApp(
      <SessionRuntime sessionId="stop-A">
        <Thread />
      </SessionRuntime>,
    );
    await user.type(await screen.findByRole('combobox'), 'talk{Enter}');
    await screen.findByText('Half an ans');
    await user.click(screen.getByRole('button', { name: '停止生成' }));

    expect(await screen.findByText('已终止生成')).toBeTruthy();
    expect(stops).toEqual([{ session_id: 'stop-A' }]);
    expect(getSessionChat('stop-A').messages.at(-1)?.metadata).toEqual({ terminated: true });
    expect(screen.getByRole('button', { name: '发送' })).toBeTruthy();
  });

  it('a stop the server could not make: the answer is not marked terminated, the thread says so and shows what was saved', async () => {
    signInForTest();
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const histories: Record<string, UIMessage[]> = { 'stop-B': [] };
    let asked!: UIMessage;
    server.use(
      historyHandler(histories),
      chatHandler((body) => {
        asked = body.message;
        return uiStream(textAnswer('answer-late', 'Half an ans'), finished, 4);
      }),
      http.post('/api/chat/stop', () => {
        // The answer had already ended on the server, which saved it whole.
        histories['stop-B'] = [
          asked,
          {
            id: 'answer-late',
            role: 'assistant',
            parts: [{ type: 'text', text: 'The whole answer, as saved.' }],
          },
        ];
        finish();
        return ok({ stopped: false });
      }),
    );
    const user = userEvent.setup();
    useCurrentSessionStore.getState().setSessionId('stop-B');
    await renderInApp(
      <SessionRuntime sessionId="stop-B">
        <Thread />
      </SessionRuntime>,
    );
    await user.type(await screen.findByRole('combobox'), 'talk{Enter}');
    await screen.findByText('Half an ans');
    await user.click(screen.getByRole('button', { name: '停止生成' }));

    expect(
      await screen.findByText(
        '未能停止：回答已经完成，或正在生成回答的服务器没有响应。回答结束后，对话中显示的是已保存的内容。',
      ),
    ).toBeTruthy();
    expect(await screen.findByText('The whole answer, as saved.')).toBeTruthy();
    expect(screen.queryByText('已终止生成')).toBeNull();
    expect(getSessionChat('stop-B').messages.at(-1)?.metadata).toBeUndefined();

    server.use(chatHandler(() => uiStream(textAnswer('answer-next', 'Next answer'))));
    await user.type(screen.getByRole('combobox'), 'next{Enter}');
    expect(await screen.findByText('Next answer')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
