import { describe, expect, it } from 'vitest';
import { renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UIMessage } from 'ai';
import { artifactKind } from '@/artifacts/artifact-registry';
import { useArtifactStore } from '@/artifacts/artifact-store';
import { SessionRuntime } from '@/chat/runtime/session-runtime';
import { Thread } from '@/chat/thread/thread';
import { toolContracts, type ToolName } from '@/tools/contracts';
import { FallbackToolCard } from '@/tools/fallback-card';
import { fallbackToolUi, toolCardsByName, toolUi } from '@/tools/tool-ui-registry';
import { server } from '../msw/server.ts';
import { historyHandler, renderInApp, signInForTest } from './chat-kit.tsx';

const saved: UIMessage[] = [
  { id: 'u1', role: 'user', parts: [{ type: 'text', text: 'open KOX list' }] },
  {
    id: 'a1',
    role: 'assistant',
    parts: [
      { type: 'text', text: 'Opened **KOX list** in the side panel.' },
      {
        type: 'tool-mystery_tool',
        toolCallId: 'c1',
        state: 'output-available',
        input: {},
        output: { ok: true },
      },
      {
        type: 'tool-open_screen',
        toolCallId: 'c2',
        state: 'output-available',
        input: { screen: 'kox-list', target: 'artifact' },
        output: { screen: 'kox-list', target: 'artifact', path: '/writer/kox/list' },
      },
      {
        type: 'tool-switch_language',
        toolCallId: 'c3',
        state: 'output-error',
        input: { language: 'en' },
        errorText: 'no luck',
      },
    ],
  },
];

describe('tool card registry', () => {
  it('has a card for every contract and falls back for unknown tools', () => {
    for (const contract of toolContracts) {
      expect(toolCardsByName[contract.name]).toBeDefined();
      expect(toolUi(contract.name)).not.toBe(fallbackToolUi);
      // Every tool has its own card; the generic one is only for names no contract has.
      expect(toolUi(contract.name).Card, contract.name).not.toBe(FallbackToolCard);
    }
    expect(toolUi('drop_database')).toBe(fallbackToolUi);
  });

  it('names the tools as a type, so a map keyed by them misses none (the type check fails otherwise)', () => {
    const named: ToolName = 'open_screen';
    // @ts-expect-error -- no contract has this name
    const unnamed: ToolName = 'drop_database';
    expect([named, unnamed]).toEqual(['open_screen', 'drop_database']);
  });

  it('renders saved tool calls with their cards (fallback for unknown ones) and does not re-run their effects', async () => {
    signInForTest();
    server.use(historyHandler({ 'cards-1': saved }));
    await renderInApp(
      <SessionRuntime sessionId="cards-1">
        <Thread />
      </SessionRuntime>,
    );
    const fallback = await screen.findByRole('group', { name: '工具：mystery_tool' });
    expect(fallback.getAttribute('data-state')).toBe('done');
    const open = screen.getByRole('group', { name: '达人列表' });
    expect(open.getAttribute('data-state')).toBe('done');
    const failed = screen.getByRole('group', { name: '切换语言为英文' });
    expect(failed.getAttribute('data-state')).toBe('error');
    expect(within(failed).getByText('no luck')).toBeTruthy();
    // Markdown is rendered.
    expect(screen.getByText('KOX list').tagName).toBe('STRONG');
    // A finished answer shows no "thinking" dots.
    expect(screen.queryByRole('status', { name: '助手正在思考' })).toBeNull();
    // History never re-opens artifacts.
    expect(useArtifactStore.getState().bySession['cards-1']).toBeUndefined();

    await userEvent.click(within(open).getByRole('button', { name: '在面板中打开' }));
    expect(useArtifactStore.getState().bySession['cards-1']?.tabs).toEqual([
      expect.objectContaining({ id: 'screen:kox-list', sourceMessageId: 'a1', sessionId: 'cards-1' }),
    ]);
  });

  it('opens a view of a screen: the ad dashboards, by the AD report app_doi, in the panel and as a page', async () => {
    signInForTest();
    const adReport = '/writer/app/report?app_doi=REPORT_BOOSTER_META_ANALYSIS_AD';
    server.use(
      historyHandler({
        'cards-view': [
          { id: 'u1', role: 'user', parts: [{ type: 'text', text: '打开广告看板' }] },
          {
            id: 'a1',
            role: 'assistant',
            parts: [
              {
                type: 'tool-open_screen',
                toolCallId: 'c1',
                state: 'output-available',
                input: { screen: 'app-report', view: 'ad-dashboards', target: 'artifact' },
                output: { screen: 'app-report', view: 'ad-dashboards', target: 'artifact', path: adReport },
              },
            ],
          },
        ],
      }),
    );
    await renderInApp(
      <SessionRuntime sessionId="cards-view">
        <Thread />
      </SessionRuntime>,
    );
    const card = await screen.findByRole('group', { name: '广告看板' });
    expect(within(card).getByText(adReport)).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: '在面板中打开' }));
    const tabs = useArtifactStore.getState().bySession['cards-view']?.tabs ?? [];
    const { result } = renderHook(() => artifactKind('screen').useTitle(tabs[0]!.props));
    expect(result.current).toBe('广告看板');
    expect(tabs).toEqual([
      expect.objectContaining({
        id: 'screen:app-report?app_doi=REPORT_BOOSTER_META_ANALYSIS_AD',
        props: { screenId: 'app-report', params: { app_doi: 'REPORT_BOOSTER_META_ANALYSIS_AD' } },
      }),
    ]);
  });

  it('shows the saved "terminated" mark under a stopped answer', async () => {
    signInForTest();
    server.use(
      historyHandler({
        'cards-2': [
          { id: 'u1', role: 'user', parts: [{ type: 'text', text: 'talk' }] },
          {
            id: 'a1',
            role: 'assistant',
            parts: [{ type: 'text', text: 'Half an ans' }],
            metadata: { terminated: true },
          },
        ],
      }),
    );
    await renderInApp(
      <SessionRuntime sessionId="cards-2">
        <Thread />
      </SessionRuntime>,
    );
    await waitFor(() => expect(screen.getByText('已终止生成')).toBeTruthy());
  });
});
