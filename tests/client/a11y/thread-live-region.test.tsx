import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCurrentSessionStore } from '@/chat/runtime/current-session-store';
import { SessionRuntime } from '@/chat/runtime/session-runtime';
import { Thread } from '@/chat/thread/thread';
import { server } from '../msw/server.ts';
import {
  chatHandler,
  historyHandler,
  renderInApp,
  signInForTest,
  textAnswer,
  uiStream,
} from '../chat/chat-kit.tsx';

describe('the thread as a live region', () => {
  it('is a polite log, busy while the answer streams, holding the reply once it has ended', async () => {
    signInForTest();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      historyHandler({ 'live-A': [] }),
      chatHandler(() => uiStream(textAnswer('answer-live', 'The reply'), gate, 4)),
    );
    const user = userEvent.setup();
    useCurrentSessionStore.getState().setSessionId('live-A');
    await renderInApp(
      <SessionRuntime sessionId="live-A">
        <Thread />
      </SessionRuntime>,
    );
    const log = await screen.findByRole('log', { name: '消息' });
    expect(log.getAttribute('aria-live')).toBe('polite');
    expect(log.getAttribute('aria-busy')).toBe('false');

    await user.type(await screen.findByRole('combobox'), 'hello{Enter}');
    await waitFor(() => expect(log.getAttribute('aria-busy')).toBe('true'));
    release();
    await waitFor(() => expect(log.getAttribute('aria-busy')).toBe('false'));
    expect(within(log).getByText('The reply')).toBeTruthy();
    expect(within(log).getByText('hello')).toBeTruthy();
  });
});
