import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useArtifactStore } from '@/artifacts/artifact-store';
import { CommandPalette } from '@/chat/palette/palette-launcher';
import { i18n } from '@/lib/i18n';
import { saveKoxCommand } from '@/tools/save-kox/command';
import { SaveKoxForm } from '@/tools/save-kox/form';
import { matchSlashCommands } from '@/tools/slash-commands';
import {
  finishedToolCall,
  openPalette,
  renderInApp,
  renderThread,
  signInForTest,
} from '../chat/chat-kit.tsx';

afterEach(() => useArtifactStore.setState({ bySession: {} }));

describe('save_kox card', () => {
  it('says how many went in and how many were there, and opens the team database', async () => {
    signInForTest();
    await renderThread(
      'sk-1',
      finishedToolCall('sk-1', {
        tool: 'save_kox',
        request: '把这些达人加入团队库',
        input: {},
        output: { added: 48, already: 2, source: 'recommendation' },
      }),
    );
    const card = await screen.findByRole('group', { name: '已把 48 位达人加入团队库' });
    expect(within(card).getByText('上一次推荐的全部达人。 2 位原本就在库中。')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: '打开团队库' }));
    expect(useArtifactStore.getState().bySession['sk-1']?.tabs).toEqual([
      expect.objectContaining({
        kind: 'screen',
        props: { screenId: 'kox-list', params: { scope: 'team' } },
        sourceMessageId: 'a1',
      }),
    ]);
  });

  it('names the one creator saved, as text', async () => {
    signInForTest();
    await renderThread(
      'sk-2',
      finishedToolCall('sk-2', {
        tool: 'save_kox',
        request: 'save @x',
        input: { creators: ['x'] },
        output: {
          added: 1,
          already: 0,
          source: 'named',
          creator: { creator_id: 'sample-000002', nickname: 'Nina <b>Plays</b>', sample: true },
        },
      }),
    );
    const card = await screen.findByRole('group', { name: '已把 1 位达人加入团队库' });
    expect(within(card).getByRole('button', { name: 'Nina <b>Plays</b>' })).toBeTruthy();
  });

  it('says when every one was there already', async () => {
    signInForTest();
    await renderThread(
      'sk-3',
      finishedToolCall('sk-3', {
        tool: 'save_kox',
        request: 'add these creators to the team database',
        input: {},
        output: { added: 0, already: 5, source: 'search' },
      }),
    );
    const card = await screen.findByRole('group', { name: '这 5 位达人原本就在团队库中' });
    expect(within(card).getByText('上一次搜索列出的达人（不是全部结果，可在列表中添加更多）。')).toBeTruthy();
  });

  it('says when only the top of the last list was taken', async () => {
    signInForTest();
    await renderThread(
      'sk-5',
      finishedToolCall('sk-5', {
        tool: 'save_kox',
        request: '把前三个存到团队库',
        input: { first: 3 },
        output: { added: 3, already: 0, source: 'search', first: 3 },
      }),
    );
    const card = await screen.findByRole('group', { name: '已把 3 位达人加入团队库' });
    expect(within(card).getByText('上一次搜索列出的前 3 位达人。')).toBeTruthy();
    expect(within(card).queryByText(/不是全部结果/)).toBeNull();
  });

  it('says the tags put on them, as text', async () => {
    signInForTest();
    await renderThread(
      'sk-4',
      finishedToolCall('sk-4', {
        tool: 'save_kox',
        request: '存到团队库，标签写春季',
        input: { tags: ['春季', '<i>Q3</i>'] },
        output: { added: 3, already: 0, source: 'search', tags: ['春季', '<i>Q3</i>'] },
      }),
    );
    const card = await screen.findByRole('group', { name: '已把 3 位达人加入团队库' });
    expect(within(card).getByText('标签：春季、<i>Q3</i>。')).toBeTruthy();
  });
});

describe('/savekox form', () => {
  it('submits the creators named, or none for the last list', async () => {
    signInForTest();
    const onSubmit = vi.fn();
    await renderInApp(<SaveKoxForm onSubmit={onSubmit} onCancel={() => {}} />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(onSubmit).toHaveBeenLastCalledWith({});
    await user.type(screen.getByLabelText('达人'), '@priyaruns1， Nina Plays');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ creators: ['@priyaruns1', 'Nina Plays'] });
    expect(saveKoxCommand.ui.describe(onSubmit.mock.calls[1]![0], i18n.t)).toBe(
      '/savekox @priyaruns1、Nina Plays',
    );
  });

  it('takes tags for every creator saved, and refuses one the database would not take', async () => {
    signInForTest();
    const onSubmit = vi.fn();
    await renderInApp(<SaveKoxForm onSubmit={onSubmit} onCancel={() => {}} />);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('标签（可选）'), `春季，${'长'.repeat(31)}`);
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('最多 20 个标签，每个不超过 30 字。')).toBeTruthy();
    expect(screen.getByLabelText('标签（可选）').getAttribute('aria-invalid')).toBe('true');
    await user.clear(screen.getByLabelText('标签（可选）'));
    await user.type(screen.getByLabelText('标签（可选）'), '春季、重点合作, 春季');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ tags: ['春季', '重点合作'] });
    expect(saveKoxCommand.ui.describe(onSubmit.mock.calls[0]![0], i18n.t)).toBe(
      '/savekox 上一个列表 · 标签 春季、重点合作',
    );
  });

  it('is offered as /savekox in the slash menu and in ⌘K', async () => {
    expect(matchSlashCommands('/save').map((c) => c.toolName)).toEqual(['save_kox']);
    signInForTest();
    await renderInApp(<CommandPalette />);
    const { user, dialog } = await openPalette(userEvent.setup({ delay: null }));
    await user.click(within(dialog).getByRole('option', { name: /把达人加入团队库/ }));
    expect(await within(dialog).findByLabelText('达人')).toBeTruthy();
  });
});
