import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useArtifactStore } from '@/artifacts/artifact-store';
import { signInForTest, renderThread, finishedToolCall } from '../chat/chat-kit.tsx';

afterEach(() => useArtifactStore.setState({ bySession: {} }));

const renderSession = (sessionId: string, output: unknown) =>
  renderThread(
    sessionId,
    finishedToolCall(sessionId, {
      tool: 'cancel_outreach',
      request: '取消春季新品项目定时发送的邀约',
      input: { project: '春季新品' },
      output,
    }),
  );

describe('cancel_outreach card', () => {
  it('says how many waiting e-mails are drafts again and which already left, and opens them', async () => {
    signInForTest();
    await renderSession('cancel-1', {
      status: 'stopped',
      project_id: 'p-1',
      project_name: '春季新品',
      stopped: 4,
      on_their_way: 1,
    });
    const card = await screen.findByRole('group', { name: '已停止发送「春季新品」的邮件' });
    expect(within(card).getByText('4 封待发送的邮件已退回草稿，不会发出。')).toBeTruthy();
    expect(within(card).getByText('1 封已在交给邮件服务器，会照常发出。')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: '打开邮件' }));
    const tabs = Object.values(useArtifactStore.getState().bySession)[0];
    expect(JSON.stringify(tabs)).toContain('kox-outreach?project=p-1');
  });
});
