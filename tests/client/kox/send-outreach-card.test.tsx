import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { signInForTest, renderThread, finishedToolCall } from '../chat/chat-kit.tsx';

const awaiting = {
  status: 'awaiting_approval',
  project_id: 'p-1',
  project_name: '春季新品',
  email_ids: ['e-1', 'e-2', 'e-3'],
  sender: 'mia@brand.example',
  sandbox: false,
  send_at: null,
};

const renderSession = (sessionId: string, output: unknown) =>
  renderThread(
    sessionId,
    finishedToolCall(sessionId, {
      tool: 'send_outreach',
      request: '发送春季新品项目的邀约邮件',
      input: { project: '春季新品' },
      output,
    }),
  );

describe('send_outreach card', () => {
  it('shows the count, the sender and the time, and asks for approval', async () => {
    signInForTest();
    await renderSession('send-1', awaiting);
    const card = await screen.findByRole('group', { name: /春季新品/ });
    expect(within(card).getByText('mia@brand.example')).toBeTruthy();
    expect(within(card).getByText('3')).toBeTruthy();
    expect(within(card).queryByRole('alert')).toBeNull();
    expect(within(card).getByRole('button', { name: /确认|批准|同意/ })).toBeTruthy();
  });

  it('says why the mailbox is paused and that approved e-mails wait for a resume', async () => {
    signInForTest();
    await renderSession('send-2', { ...awaiting, paused_reason: 'bounce_rate:6/60' });
    const card = await screen.findByRole('group', { name: /春季新品/ });
    expect(within(card).getByRole('alert').textContent).toBe(
      '已暂停：24 小时内发出的最近 60 封邮件中有 6 封被退回。请检查收件地址后再恢复发送。 已确认的邮件会等到在邮件邀约页面恢复发送后再发出。',
    );
  });

  it('names a resend of failed e-mails as such', async () => {
    signInForTest();
    await renderSession('send-3', { ...awaiting, email_ids: ['e-9'], failed: true });
    const card = await screen.findByRole('group', { name: '重新发送「春季新品」中 1 封发送失败的邮件' });
    expect(within(card).getByText('mia@brand.example')).toBeTruthy();
  });
});
