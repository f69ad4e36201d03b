import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { UIMessage } from 'ai';
import en from '@/locales/en/chat.json';
import zh from '@/locales/zh/chat.json';
import { SessionRuntime } from '@/chat/runtime/session-runtime';
import { Thread } from '@/chat/thread/thread';
import { toolContracts } from '@/tools/contracts';
import { slashCommands } from '@/tools/slash-commands';
import { toolLabelKey } from '@/tools/tool-label';
import { server } from '../msw/server.ts';
import { historyHandler, renderInApp, signInForTest } from '../chat/chat-kit.tsx';

const lookUp = (messages: unknown, key: string) =>
  key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], messages);

describe('a tool card’s title', () => {
  it('every tool has a name in both languages, the one its slash command shows', () => {
    for (const { name } of toolContracts) {
      expect(lookUp(en, toolLabelKey(name)), name).toEqual(expect.any(String));
      expect(lookUp(zh, toolLabelKey(name)), name).toEqual(expect.any(String));
    }
    for (const command of slashCommands) expect(command.ui.labelKey).toBe(toolLabelKey(command.toolName));
  });

  it('names a call that failed or was stopped by its tool, not by its running text', async () => {
    const calls: UIMessage[] = [
      { id: 'u1', role: 'user', parts: [{ type: 'text', text: 'Nike 上周的帖子有多少？' }] },
      {
        id: 'a1',
        role: 'assistant',
        parts: [
          {
            type: 'tool-query_dashboard',
            toolCallId: 'failed',
            state: 'output-error',
            input: { question: 'overview' },
            errorText: '{"code":10205,"message":"还没有可用的看板。"}',
          },
          { type: 'tool-share_report', toolCallId: 'cut-off', state: 'input-available', input: {} },
          {
            type: 'tool-switch_language',
            toolCallId: 'titled',
            state: 'output-error',
            input: { language: 'en' },
            errorText: 'no luck',
          },
        ] as never,
        metadata: { terminated: true },
      },
    ];
    signInForTest();
    server.use(historyHandler({ 'titles-1': calls }));
    await renderInApp(
      <SessionRuntime sessionId="titles-1">
        <Thread />
      </SessionRuntime>,
    );
    const failed = await screen.findByRole('group', { name: zh.tools.queryDashboard.label });
    expect(failed.getAttribute('data-state')).toBe('error');
    expect(failed.textContent).toContain('还没有可用的看板。');
    const cutOff = screen.getByRole('group', { name: zh.tools.shareReport.label });
    expect(cutOff.getAttribute('data-state')).toBe('stopped');
    expect(screen.queryByText(zh.tools.queryDashboard.pending)).toBeNull();
    expect(screen.queryByText(zh.tools.shareReport.pending)).toBeNull();
    // A title its input gave stays.
    expect(screen.getByRole('group', { name: '切换语言为英文' }).getAttribute('data-state')).toBe('error');
  });
});
