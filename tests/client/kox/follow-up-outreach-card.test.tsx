import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useArtifactStore } from '@/artifacts/artifact-store';
import { setLanguage } from '@/lib/i18n';
import { signInForTest, renderThread, finishedToolCall } from '../chat/chat-kit.tsx';

afterEach(async () => {
  useArtifactStore.setState({ bySession: {} });
  await act(() => setLanguage('zh'));
});

const leftOut = { not_invited: 0, replied: 3, limit_reached: 0, on_their_way: 1, teammates: 0, too_old: 0 };
const awaiting = {
  status: 'awaiting_approval',
  project_id: 'p-1',
  project_name: '春季新品',
  creator_ids: ['c-1', 'c-2'],
  sender: 'mia@brand.example',
  sandbox: false,
  paused_reason: null,
  left_out: leftOut,
};

const renderSession = (sessionId: string, output: unknown) =>
  renderThread(
    sessionId,
    finishedToolCall(sessionId, {
      tool: 'follow_up_outreach',
      request: '给春季新品项目没回复的达人发跟进邮件',
      input: { project: '春季新品' },
      output,
    }),
  );

describe('follow_up_outreach card', () => {
  it('counts who gets a follow-up, from which mailbox, who is left out and why, and asks for approval', async () => {
    signInForTest();
    await renderSession('follow-1', awaiting);
    const card = await screen.findByRole('group', { name: '跟进「春季新品」的 2 位达人' });
    expect(within(card).getByText('mia@brand.example')).toBeTruthy();
    expect(within(card).getByText('已回复（或邀约被退信）：3 位')).toBeTruthy();
    expect(within(card).getByText('有邮件待发送、正在发送或发送失败：1 位')).toBeTruthy();
    // A reason that holds for nobody is not listed.
    expect(within(card).queryByText(/队友/)).toBeNull();
    expect(within(card).getByRole('button', { name: /确认|批准|同意/ })).toBeTruthy();
  });

  it('says, in English, why nobody can be followed up with now, and opens the e-mails', async () => {
    signInForTest();
    await act(() => setLanguage('en'));
    await renderSession('follow-2', {
      status: 'none',
      project_id: 'p-2',
      project_name: 'Spring Launch',
      left_out: { ...leftOut, replied: 0, teammates: 2, too_old: 1 },
    });
    const card = await screen.findByRole('group', { name: '“Spring Launch”: nobody to follow up with now' });
    expect(
      within(card).getByText("Invited from a teammate's mailbox (the teammate follows up): 2"),
    ).toBeTruthy();
    expect(within(card).getByText('Invited over 60 days ago (replies are no longer read): 1')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /approve/i })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Open the e-mails' }));
    const tabs = Object.values(useArtifactStore.getState().bySession)[0];
    expect(JSON.stringify(tabs)).toContain('kox-outreach?project=p-2');
  });

  it('approved: how many follow-ups are being written', async () => {
    signInForTest();
    await renderSession('follow-3', { ...awaiting, status: 'approved', queued: 2 });
    const card = await screen.findByRole('group', { name: '跟进「春季新品」的 2 位达人' });
    expect(within(card).getByText('正在撰写 2 封跟进邮件，写好后发出。')).toBeTruthy();
    expect(within(card).getByRole('button', { name: '打开邮件' })).toBeTruthy();
  });
});
