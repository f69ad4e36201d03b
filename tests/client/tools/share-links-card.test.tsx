import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useArtifactStore } from '@/artifacts/artifact-store';
import { CommandPalette } from '@/chat/palette/palette-launcher';
import { useAuthStore } from '@/lib/auth/auth-store';
import { i18n } from '@/lib/i18n';
import { useSharingRequests } from '@/screens/dashboard-detail/sharing-requests';
import { shareLinksCommand } from '@/tools/share-links/command';
import { ShareLinksForm } from '@/tools/share-links/form';
import { matchSlashCommands } from '@/tools/slash-commands';
import {
  finishedToolCall,
  openPalette,
  renderInApp,
  renderThread,
  signInForTest,
} from '../chat/chat-kit.tsx';

afterEach(() => {
  useArtifactStore.setState({ bySession: {} });
  useSharingRequests.setState({ pending: new Set() });
});

const link = (over: Record<string, unknown>) => ({
  share_id: 's1',
  status: 'active',
  expires_at: '2026-12-14T08:00:00.000Z',
  revoked_at: null,
  view_count: 0,
  last_viewed_at: null,
  failed_attempts: 0,
  last_failed_attempt_at: null,
  created_at: '2026-12-07T08:00:00.000Z',
  ...over,
});

const nikeLinks = {
  dashboard_id: 'd-nike',
  dashboard_name: 'Nike <b>run</b>',
  active: 1,
  expired: 1,
  revoked: 0,
  links: [
    link({ view_count: 3, failed_attempts: 2, last_failed_attempt_at: '2026-12-06T10:00:00.000Z' }),
    link({ share_id: 's0', status: 'expired', expires_at: '2026-11-01T08:00:00.000Z' }),
  ],
};

describe('share_links card', () => {
  it('says where each link stands, as text, and opens the sharing dialog of the dashboard', async () => {
    signInForTest();
    await renderThread(
      'sl-1',
      finishedToolCall('sl-1', {
        tool: 'share_links',
        request: 'Nike看板的分享链接还有效吗',
        input: { dashboard_name: 'Nike' },
        output: nikeLinks,
      }),
    );
    const card = await screen.findByRole('group', { name: '「Nike <b>run</b>」的分享链接' });
    expect(within(card).getByText('有效 1 个，已过期 1 个，已撤销 0 个。')).toBeTruthy();
    const rows = within(within(card).getByRole('list', { name: '分享链接（最新的在前）' })).getAllByRole(
      'listitem',
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toMatch(/有效.*3 次查看.*2 次提取码错误/);
    expect(rows[1]!.textContent).toMatch(/已过期.*2026-11-01 \d\d:\d\d:\d\d 已过期/);
    await userEvent.click(within(card).getByRole('button', { name: '管理分享' }));
    expect(useSharingRequests.getState().pending.has('d-nike')).toBe(true);
    expect(useArtifactStore.getState().bySession['sl-1']?.tabs).toEqual([
      expect.objectContaining({ id: 'dashboard:d-nike', props: { dashboardId: 'd-nike' } }),
    ]);
  });

  it('says when there are none, and when only the newest are listed', async () => {
    signInForTest();
    await renderThread(
      'sl-2',
      finishedToolCall('sl-2', {
        tool: 'share_links',
        request: 'show the share links',
        input: {},
        output: { ...nikeLinks, active: 0, expired: 0, links: [] },
      }),
    );
    const card = await screen.findByRole('group', { name: '「Nike <b>run</b>」的分享链接' });
    expect(within(card).getByText('还没有分享链接。说“分享这个看板”即可创建。')).toBeTruthy();
    expect(within(card).queryByRole('list')).toBeNull();
  });

  it('lists the newest of many, and a viewer only opens the dashboard', async () => {
    signInForTest();
    useAuthStore.setState({ roleInfo: { role_id: 'r1', role_name: 'viewer', module: 'writer' } as never });
    await renderThread(
      'sl-3',
      finishedToolCall('sl-3', {
        tool: 'share_links',
        request: 'share links',
        input: {},
        output: { ...nikeLinks, active: 11, expired: 1 },
      }),
    );
    const card = await screen.findByRole('group', { name: '「Nike <b>run</b>」的分享链接' });
    expect(within(card).getByText('显示最新的 2 个，共 12 个；分享对话框中列出全部。')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: '打开看板' }));
    expect(useSharingRequests.getState().pending.size).toBe(0);
    expect(useArtifactStore.getState().bySession['sl-3']?.tabs).toHaveLength(1);
  });
});

describe('/sharelinks form', () => {
  it('takes a dashboard name, or none for the open or last shared one, and refuses one too long', async () => {
    signInForTest();
    const onSubmit = vi.fn();
    await renderInApp(<ShareLinksForm onSubmit={onSubmit} onCancel={() => {}} />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: '查看链接' }));
    expect(onSubmit).toHaveBeenLastCalledWith({});
    expect(shareLinksCommand.ui.describe({}, i18n.t)).toBe('/sharelinks 当前打开或最近分享的看板');
    await user.type(screen.getByLabelText('看板'), '长'.repeat(101));
    await user.click(screen.getByRole('button', { name: '查看链接' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByText('看板名称最多 100 个字符。')).toBeTruthy();
    await user.clear(screen.getByLabelText('看板'));
    await user.type(screen.getByLabelText('看板'), ' Nike ');
    await user.click(screen.getByRole('button', { name: '查看链接' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ dashboard_name: 'Nike' });
  });

  it('is offered as /sharelinks in the slash menu and in ⌘K', async () => {
    expect(matchSlashCommands('/sharel').map((c) => c.toolName)).toEqual(['share_links']);
    signInForTest();
    await renderInApp(<CommandPalette />);
    const { user, dialog } = await openPalette(userEvent.setup({ delay: null }));
    await user.click(within(dialog).getByRole('option', { name: /查看看板的分享链接/ }));
    expect(await within(dialog).findByLabelText('看板')).toBeTruthy();
  });
});
