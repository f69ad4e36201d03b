import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AssistantDock } from '@/chat/dock/lazy-assistant-dock';
import { CommandPalette } from '@/chat/palette/palette-launcher';
import { useCurrentSessionStore } from '@/chat/runtime/current-session-store';
import { useHydrationStore } from '@/chat/runtime/hydration-store';
import { AssistantWorkspace } from '@/chat/workspace/assistant-workspace';
import { UserMenu } from '@/components/app-shell/user-menu';
import { setLanguage } from '@/lib/i18n';
import { server } from '../msw/server.ts';
import { historyHandler, renderInApp, signInForTest } from './chat-kit.tsx';

/** Each lazy part's module waits for its gate, so the test sees what shows while its code is on the way. */
const gates = vi.hoisted(() => {
  const gate = () => {
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    return { open, opened };
  };
  return { dock: gate(), palette: gate(), thread: gate(), form: gate() };
});
vi.mock('@/chat/dock/assistant-dock', async (original) => {
  await gates.dock.opened;
  return original();
});
vi.mock('@/chat/palette/command-palette', async (original) => {
  await gates.palette.opened;
  return original();
});
vi.mock('@/chat/thread/session-thread', async (original) => {
  await gates.thread.opened;
  return original();
});
vi.mock('@/tools/switch-language/form', async (original) => {
  await gates.form.opened;
  return original();
});

describe('parts that load on first use (the chat, the palette, the user menu)', () => {
  it('the dock shows a labelled skeleton until its code is in, and arrives without taking the focus', async () => {
    signInForTest();
    await renderInApp(
      <>
        <textarea aria-label="Brief" />
        <AssistantDock />
      </>,
    );
    expect(screen.getByRole('status', { name: '正在加载助手' })).toBeTruthy();
    await setLanguage('en');
    expect(await screen.findByRole('status', { name: 'Loading the assistant' })).toBeTruthy();
    // The user is typing in the screen beside the dock when its code comes in.
    const user = userEvent.setup();
    const brief = screen.getByRole('textbox', { name: 'Brief' });
    await user.type(brief, 'trail running');
    gates.dock.open();
    expect(await screen.findByRole('button', { name: 'New chat' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading the assistant' })).toBeNull();
    expect(document.activeElement).toBe(brief);
    await user.keyboard(' shoes');
    expect((brief as HTMLTextAreaElement).value).toBe('trail running shoes');
    // Asked for a new chat, the dock's composer does take the focus.
    await user.click(screen.getByRole('button', { name: 'New chat' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('Message to the assistant')),
    );
  });

  it('⌘K says the palette is opening until its code is in, then a form says it is loading', async () => {
    signInForTest();
    await renderInApp(<CommandPalette />);
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    expect((await screen.findByRole('status')).textContent).toBe('正在打开命令面板');
    gates.palette.open();
    const dialog = await screen.findByRole('dialog', {});
    expect(screen.queryByText('正在打开命令面板')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('combobox')));
    await user.click(within(dialog).getByRole('option', { name: /^切换语言/ }));
    expect(within(dialog).getByRole('status').textContent).toBe('正在加载表单');
    gates.form.open();
    await waitFor(() => expect(within(dialog).queryByRole('status')).toBeNull(), {});
    expect(within(dialog).getByRole('group', { name: '选择语言' })).toBeTruthy();
  });

  it('the workspace shows the thread skeleton until the thread code is in', async () => {
    signInForTest();
    server.use(historyHandler({ 'lazy-1': [] }));
    useCurrentSessionStore.getState().setSessionId('lazy-1');
    await renderInApp(<AssistantWorkspace sessionId="lazy-1" />, '/writer/app/session?session=lazy-1');
    expect(await screen.findByRole('status', { name: '正在加载对话' })).toBeTruthy();
    gates.thread.open();
    expect(await screen.findByRole('log', {})).toBeTruthy();
    // The history loads after the thread shows. Left in flight, it went out after this test signed out, and its
    // 10101 signed the next test out (CI, stop 33).
    await waitFor(() => expect(useHydrationStore.getState().bySession['lazy-1']?.state).toBe('ready'));
  });

  it('the user menu loads on first use and opens from the keyboard', async () => {
    signInForTest();
    await renderInApp(<UserMenu />);
    const button = screen.getByRole('button', { name: 'Administrator 的账号菜单' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(screen.queryByRole('menu')).toBeNull();
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', {});
    expect(within(menu).getByRole('menuitem', { name: '退出登录' })).toBeTruthy();
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Administrator 的账号菜单');
  });
});
