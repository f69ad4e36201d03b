import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UIMessage } from 'ai';
import { useArtifactStore } from '@/artifacts/artifact-store';
import { SessionRuntime } from '@/chat/runtime/session-runtime';
import { Thread } from '@/chat/thread/thread';
import { server } from '../msw/server.ts';
import { historyHandler, renderInApp, signInForTest } from '../chat/chat-kit.tsx';

const opened: UIMessage[] = [
  { id: 'u1', role: 'user', parts: [{ type: 'text', text: '打开跑鞋看板' }] },
  {
    id: 'a1',
    role: 'assistant',
    parts: [
      {
        type: 'tool-open_screen',
        toolCallId: 'c1',
        state: 'output-available',
        input: { screen: 'app-report', dashboard_name: '跑鞋', target: 'artifact' },
        output: {
          screen: 'app-report',
          target: 'artifact',
          path: '/writer/app/report?dashboard_id=d-7',
          dashboard: { id: 'd-7', name: 'Running Shoes', app_type: 'MK' },
        },
      } as never,
    ],
  },
];

describe('open_screen with a dashboard named', () => {
  it('names the dashboard and its kind, and opens that dashboard, not the list', async () => {
    signInForTest();
    server.use(historyHandler({ 'open-dash': opened }));
    await renderInApp(
      <SessionRuntime sessionId="open-dash">
        <Thread />
      </SessionRuntime>,
    );
    const card = await screen.findByRole('group', { name: 'Running Shoes' });
    expect(within(card).getByText('社媒看板')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: '在面板中打开' }));
    expect(useArtifactStore.getState().bySession['open-dash']?.tabs).toEqual([
      expect.objectContaining({ id: 'dashboard:d-7', props: { dashboardId: 'd-7' }, sourceMessageId: 'a1' }),
    ]);
  });
});

const searched: UIMessage[] = [
  { id: 'u1', role: 'user', parts: [{ type: 'text', text: '哪些看板在追踪耐克' }] },
  {
    id: 'a1',
    role: 'assistant',
    parts: [
      {
        type: 'tool-open_screen',
        toolCallId: 'c1',
        state: 'output-available',
        input: { screen: 'app-report', search: '耐克', target: 'artifact' },
        output: {
          screen: 'app-report',
          target: 'artifact',
          path: '/writer/app/report?q=%E8%80%90%E5%85%8B',
          search: '耐克',
          found: 2,
        },
      } as never,
    ],
  },
];

describe('open_screen searching the dashboard list', () => {
  it('says what it looked for, and opens the list with its search box filled', async () => {
    signInForTest();
    server.use(historyHandler({ 'open-search': searched }));
    await renderInApp(
      <SessionRuntime sessionId="open-search">
        <Thread />
      </SessionRuntime>,
    );
    const card = await screen.findByRole('group', { name: '报告' });
    expect(within(card).getByText('2 个看板的名称、分析对象或关键词含「耐克」')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: '在面板中打开' }));
    expect(useArtifactStore.getState().bySession['open-search']?.tabs).toEqual([
      expect.objectContaining({
        id: 'screen:app-report?q=%E8%80%90%E5%85%8B',
        props: { screenId: 'app-report', params: { q: '耐克' } },
      }),
    ]);
  });
});
