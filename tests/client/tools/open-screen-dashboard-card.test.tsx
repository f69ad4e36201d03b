import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UIMessage } from 'ai';
import { useArtifactStore } from '@/artifacts/artifact-store';
import { SessionRuntime } from '@/chat/runtime/session-runtime';
import { Thread } from '@/chat/thread/thread';
import { server } from '../msw/server.ts';
import { historyHandler, renderInApp, signInForTest } from '../chat/chat-kit.tsx';

/** A saved session whose answer is one finished open_screen call. */
async function renderOpened(sessionId: string, asked: string, input: unknown, output: unknown) {
  const messages: UIMessage[] = [
    { id: 'u1', role: 'user', parts: [{ type: 'text', text: asked }] },
    {
      id: 'a1',
      role: 'assistant',
      parts: [
        { type: 'tool-open_screen', toolCallId: 'c1', state: 'output-available', input, output } as never,
      ],
    },
  ];
  signInForTest();
  server.use(historyHandler({ [sessionId]: messages }));
  await renderInApp(
    <SessionRuntime sessionId={sessionId}>
      <Thread />
    </SessionRuntime>,
  );
}

const tabsOf = (sessionId: string) => useArtifactStore.getState().bySession[sessionId]?.tabs;

describe('open_screen with a dashboard named', () => {
  it('names the dashboard and its kind, and opens that dashboard, not the list', async () => {
    await renderOpened(
      'open-dash',
      '打开跑鞋看板',
      { screen: 'app-report', dashboard_name: '跑鞋', target: 'artifact' },
      {
        screen: 'app-report',
        target: 'artifact',
        path: '/writer/app/report?dashboard_id=d-7',
        dashboard: { id: 'd-7', name: 'Running Shoes', app_type: 'MK' },
      },
    );
    const card = await screen.findByRole('group', { name: 'Running Shoes' });
    expect(within(card).getByText('社媒看板')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: '在面板中打开' }));
    expect(tabsOf('open-dash')).toEqual([
      expect.objectContaining({ id: 'dashboard:d-7', props: { dashboardId: 'd-7' }, sourceMessageId: 'a1' }),
    ]);
  });
});

describe('open_screen searching the dashboard list', () => {
  it('says what it looked for and found, and opens the list with its search box filled', async () => {
    await renderOpened(
      'open-search',
      '哪些看板在追踪耐克',
      { screen: 'app-report', search: '耐克', target: 'artifact' },
      {
        screen: 'app-report',
        target: 'artifact',
        path: '/writer/app/report?q=%E8%80%90%E5%85%8B',
        search: '耐克',
        found: 2,
      },
    );
    const card = await screen.findByRole('group', { name: '报告' });
    expect(within(card).getByText('2 个看板的名称、分析对象或关键词含「耐克」')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: '在面板中打开' }));
    expect(tabsOf('open-search')).toEqual([
      expect.objectContaining({
        id: 'screen:app-report?q=%E8%80%90%E5%85%8B',
        props: { screenId: 'app-report', params: { q: '耐克' } },
      }),
    ]);
  });
});
