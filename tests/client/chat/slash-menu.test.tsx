import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PromptComposer } from '@/chat/composer/prompt-composer';
import type { SlashRun } from '@/chat/composer/use-run-slash-command';
import { matchSlashCommands, slashCommands } from '@/tools/slash-commands';
import { toolContracts } from '@/tools/contracts';
import type { ToolContract } from '@/tools/define-tool';

function Harness({
  onRunTool,
  onSendText,
}: {
  onRunTool(run: SlashRun): void;
  onSendText(text: string): void;
}) {
  const [text, setText] = useState('');
  return <PromptComposer text={text} onTextChange={setText} onSendText={onSendText} onRunTool={onRunTool} />;
}

const options = () => within(screen.getByRole('listbox')).getAllByRole('option');

describe('slash command menu', () => {
  it('has one command per tool contract with a slash command, filtered by prefix', () => {
    expect(slashCommands.map((c) => [c.toolName, c.slash])).toEqual(
      toolContracts.flatMap((c: ToolContract) => (c.slash ? [[c.name, c.slash]] : [])),
    );
    // ask_user is the model's question back: no form, so no command and no ⌘K entry.
    expect(slashCommands.some((c) => c.toolName === 'ask_user')).toBe(false);
    expect(matchSlashCommands('/').map((c) => c.slash)).toEqual([
      'open',
      'lang',
      'dashboard',
      'ask',
      'addashboard',
      'askads',
      'share',
      'sharelinks',
      'export',
      'settings',
      'member',
      'invite',
      'org',
      'team',
      'kox',
      'recommend',
      'savekox',
      'addtoproject',
      'draftoutreach',
      'sendoutreach',
      'canceloutreach',
      'followup',
      'projectstatus',
    ]);
    expect(matchSlashCommands('/L').map((c) => c.slash)).toEqual(['lang']);
    expect(matchSlashCommands('/zzz')).toEqual([]);
    expect(matchSlashCommands('/open kox')).toEqual([]);
    expect(matchSlashCommands('hello /open')).toEqual([]);
  });

  it('opens on "/", filters as the user types, and moves with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Harness onRunTool={vi.fn()} onSendText={vi.fn()} />);
    const input = screen.getByRole('combobox');
    await user.type(input, '/');
    expect(options().map((o) => o.textContent)).toEqual([
      expect.stringContaining('/open'),
      expect.stringContaining('/lang'),
      expect.stringContaining('/dashboard'),
      expect.stringContaining('/ask'),
      expect.stringContaining('/addashboard'),
      expect.stringContaining('/askads'),
      expect.stringContaining('/share'),
      expect.stringContaining('/sharelinks'),
      expect.stringContaining('/export'),
      expect.stringContaining('/settings'),
      expect.stringContaining('/member'),
      expect.stringContaining('/invite'),
      expect.stringContaining('/org'),
      expect.stringContaining('/team'),
      expect.stringContaining('/kox'),
      expect.stringContaining('/recommend'),
      expect.stringContaining('/savekox'),
      expect.stringContaining('/addtoproject'),
      expect.stringContaining('/draftoutreach'),
      expect.stringContaining('/sendoutreach'),
      expect.stringContaining('/canceloutreach'),
      expect.stringContaining('/followup'),
      expect.stringContaining('/projectstatus'),
    ]);
    expect(options()[0]?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(options()[1]?.getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[1]?.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(options()[22]?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(options()[0]?.getAttribute('aria-selected')).toBe('true');
    await user.type(input, 'op');
    expect(options()).toHaveLength(1);
    expect(options()[0]?.textContent).toContain('/open');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('Enter picks the command and shows its form; submitting runs the tool directly', async () => {
    const user = userEvent.setup();
    const onRunTool = vi.fn();
    const onSendText = vi.fn();
    render(<Harness onRunTool={onRunTool} onSendText={onSendText} />);
    await user.type(screen.getByRole('combobox'), '/');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSendText).not.toHaveBeenCalled();
    // The form's code loads when its command is picked.
    const form = await screen.findByRole('group', { name: '选择语言' });
    await user.click(within(form).getByRole('button', { name: '英文' }));
    expect(onRunTool).toHaveBeenCalledWith({
      name: 'switch_language',
      input: { language: 'en' },
      text: '/lang 英文',
    });
  });

  it('/open shows a screen picker that filters and submits with the keyboard', async () => {
    const user = userEvent.setup();
    const onRunTool = vi.fn();
    render(<Harness onRunTool={onRunTool} onSendText={vi.fn()} />);
    await user.type(screen.getByRole('combobox'), '/op');
    await user.keyboard('{Enter}');
    const search = await screen.findByPlaceholderText('搜索页面…');
    await user.type(search, '达人列表');
    await user.keyboard('{Enter}');
    expect(onRunTool).toHaveBeenCalledWith({
      name: 'open_screen',
      input: { screen: 'kox-list', target: 'artifact' },
      text: '/open 达人列表',
    });
  });

  it('without a menu, Enter sends the text as a message', async () => {
    const user = userEvent.setup();
    const onSendText = vi.fn();
    render(<Harness onRunTool={vi.fn()} onSendText={onSendText} />);
    await user.type(screen.getByRole('combobox'), 'open KOX list{Enter}');
    expect(onSendText).toHaveBeenCalledWith('open KOX list');
  });
});
