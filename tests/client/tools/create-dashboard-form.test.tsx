import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CommandPalette } from '@/chat/palette/palette-launcher';
import { useCurrentSessionStore } from '@/chat/runtime/current-session-store';
import { CreateDashboardForm } from '@/tools/create-dashboard/form';
import { createDashboardCommand } from '@/tools/create-dashboard/command';
import { i18n } from '@/lib/i18n';
import { server } from '../msw/server.ts';
import {
  chatHandler,
  historyHandler,
  openPalette,
  renderInApp,
  signInForTest,
  toolAnswer,
  uiStream,
  type ChatBody,
} from '../chat/chat-kit.tsx';

describe('/dashboard form', () => {
  it('submits name, subjects, media, regions and frequency as the tool input', async () => {
    const onSubmit = vi.fn();
    await renderInApp(<CreateDashboardForm onSubmit={onSubmit} onCancel={() => {}} />);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('名称'), 'Shoes');
    await user.type(screen.getByLabelText('主体 1 名称'), 'Nike');
    await user.type(screen.getByLabelText('主体 1 关键词'), 'nike+running');
    await user.click(screen.getByRole('button', { name: '添加主体' }));
    await user.type(screen.getByLabelText('主体 2 名称'), 'Adidas');
    await user.type(screen.getByLabelText('主体 2 关键词'), 'adidas');
    await user.click(screen.getByRole('checkbox', { name: 'TikTok' }));
    await user.type(screen.getByLabelText('地区'), 'us, gb');
    await user.selectOptions(screen.getByLabelText('更新频率'), 'weekly');
    await user.click(screen.getByRole('button', { name: '创建' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Shoes',
      subjects: [
        { name: 'Nike', keywords: 'nike+running' },
        { name: 'Adidas', keywords: 'adidas' },
      ],
      media: ['youtube', 'tiktok'],
      regions: ['US', 'GB'],
      frequency: 'weekly',
    });
  });

  it('says what is missing instead of submitting', async () => {
    const onSubmit = vi.fn();
    await renderInApp(<CreateDashboardForm onSubmit={onSubmit} onCancel={() => {}} />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: '创建' }));
    expect(screen.getByRole('alert').textContent).toBe('请为每个主体填写名称和关键词。');
    await user.type(screen.getByLabelText('主体 1 名称'), 'Nike');
    await user.type(screen.getByLabelText('主体 1 关键词'), 'nike');
    await user.click(screen.getByRole('checkbox', { name: 'YouTube' }));
    await user.click(screen.getByRole('button', { name: '创建' }));
    expect(screen.getByRole('alert').textContent).toBe('请选择媒体');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('describes a direct call for the user message', () => {
    const input = {
      subjects: [
        { name: 'Nike', keywords: 'n' },
        { name: 'Adidas', keywords: 'a' },
      ],
      media: ['youtube' as const],
      frequency: 'once' as const,
    };
    expect(createDashboardCommand.ui.describe(input, i18n.t)).toBe('/dashboard Nike, Adidas');
  });
});

describe('⌘K tools', () => {
  it('offers create_dashboard; its form runs the tool in the current session', async () => {
    signInForTest();
    const requests: ChatBody[] = [];
    server.use(
      historyHandler({ 'pal-d': [] }),
      chatHandler((body) => {
        requests.push(body);
        return uiStream(
          toolAnswer(
            'pal-a',
            'create_dashboard',
            {},
            { dashboard_id: 'd1', name: 'Nike', status: 'generating' },
          ),
        );
      }),
    );
    useCurrentSessionStore.getState().setSessionId('pal-d');
    const { router } = await renderInApp(<CommandPalette />, '/writer/kox/list');
    const { user, dialog } = await openPalette(userEvent.setup({ delay: null }));
    await user.click(within(dialog).getByRole('option', { name: /创建看板/ }));
    await user.type(await within(dialog).findByLabelText('主体 1 名称'), 'Nike');
    await user.type(within(dialog).getByLabelText('主体 1 关键词'), 'nike');
    await user.click(within(dialog).getByRole('button', { name: '创建' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({
      session_id: 'pal-d',
      tool_request: {
        name: 'create_dashboard',
        input: { subjects: [{ name: 'Nike', keywords: 'nike' }], media: ['youtube'], frequency: 'once' },
      },
      message: { parts: [{ type: 'text', text: '/dashboard Nike' }] },
    });
    await waitFor(() => expect(router.state.location.search).toMatchObject({ session: 'pal-d' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
