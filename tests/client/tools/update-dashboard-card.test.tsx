import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useArtifactStore } from '@/artifacts/artifact-store';
import { CommandPalette } from '@/chat/palette/palette-launcher';
import { i18n } from '@/lib/i18n';
import { matchSlashCommands } from '@/tools/slash-commands';
import { updateDashboardCommand } from '@/tools/update-dashboard/command';
import { UpdateDashboardForm } from '@/tools/update-dashboard/form';
import {
  finishedToolCall,
  openPalette,
  renderInApp,
  renderThread,
  signInForTest,
} from '../chat/chat-kit.tsx';

afterEach(() => useArtifactStore.setState({ bySession: {} }));

const output = {
  dashboard_id: 'd4',
  previous_name: 'Nike',
  name: 'Nike <i>2027</i>',
  frequency: 'weekly',
  changed: ['name', 'frequency'],
};

describe('update_dashboard card', () => {
  it('says what changed and the old name, and opens the dashboard', async () => {
    signInForTest();
    await renderThread(
      'upd-1',
      finishedToolCall('upd-1', { tool: 'update_dashboard', request: '改名', input: {}, output }),
    );
    // A name is data: shown as text, never as markup.
    const card = await screen.findByRole('group', { name: '「Nike <i>2027</i>」的设置已修改' });
    expect(within(card).getByText('原名「Nike」。')).toBeTruthy();
    expect(within(card).getByText('更新频率：每周更新。')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: '打开看板' }));
    expect(useArtifactStore.getState().bySession['upd-1']?.tabs).toEqual([
      expect.objectContaining({ id: 'dashboard:d4', props: { dashboardId: 'd4' }, sourceMessageId: 'a1' }),
    ]);
  });

  it("says an ad dashboard's new attribution window and budget", async () => {
    signInForTest();
    await renderThread(
      'upd-3',
      finishedToolCall('upd-3', {
        tool: 'update_dashboard',
        request: '预算改成5000美元',
        input: { budget_usd: 5000 },
        output: {
          dashboard_id: 'd5',
          previous_name: 'Spring ads',
          name: 'Spring ads',
          frequency: 'once',
          attribution_window: '7d_click',
          budget_usd: 5000,
          changed: ['attribution_window', 'budget_usd'],
        },
      }),
    );
    const card = await screen.findByRole('group', { name: '「Spring ads」的设置已修改' });
    expect(within(card).getByText('归因窗口：点击后 7 天。')).toBeTruthy();
    expect(within(card).getByText('预算：$5,000。')).toBeTruthy();
  });

  it('says so when nothing changed', async () => {
    signInForTest();
    await renderThread(
      'upd-2',
      finishedToolCall('upd-2', {
        tool: 'update_dashboard',
        request: '每周更新',
        input: { frequency: 'weekly' },
        output: { ...output, name: 'Nike', changed: [] },
      }),
    );
    expect(await screen.findByRole('group', { name: '「Nike」本来就是这样' })).toBeTruthy();
  });
});

describe('/settings form', () => {
  it('submits a new name, a frequency, or both; refuses neither', async () => {
    signInForTest();
    const onSubmit = vi.fn();
    await renderInApp(<UpdateDashboardForm onSubmit={onSubmit} onCancel={() => {}} />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('请填写新名称（最多 100 字）或选择更新频率。');
    await user.type(screen.getByLabelText('新名称'), ' 耐克2027 ');
    await user.click(screen.getByRole('radio', { name: '每周更新' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ name: '耐克2027', frequency: 'weekly' });
    expect(updateDashboardCommand.ui.describe(onSubmit.mock.calls[0]![0], i18n.t)).toBe(
      '/settings 命名为「耐克2027」 · 改为每周更新',
    );
  });

  it('is offered as /settings in the slash menu and in ⌘K', async () => {
    expect(matchSlashCommands('/sett').map((c) => c.toolName)).toEqual(['update_dashboard']);
    signInForTest();
    await renderInApp(<CommandPalette />);
    const { user, dialog } = await openPalette(userEvent.setup({ delay: null }));
    await user.click(within(dialog).getByRole('option', { name: /看板设置/ }));
    expect(await within(dialog).findByLabelText('新名称')).toBeTruthy();
  });
});
