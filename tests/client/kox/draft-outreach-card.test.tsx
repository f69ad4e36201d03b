import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, type HttpResponseResolver } from 'msw';
import { useArtifactStore } from '@/artifacts/artifact-store';
import { server } from '../msw/server.ts';
import { ok } from '../msw/envelope.ts';
import { withUser } from '../msw/handlers/auth.ts';
import { signInForTest, renderThread, finishedToolCall } from '../chat/chat-kit.tsx';

afterEach(() => useArtifactStore.setState({ bySession: {} }));

const started = {
  status: 'started',
  project_id: 'p-1',
  project_name: '春季新品',
  language: 'en',
  batch_id: 'b-1',
  total: 3,
  skipped: 1,
};
const counts = (over: Record<string, number>) => ({
  generating: 0,
  needs_info: 0,
  generation_failed: 0,
  draft: 0,
  scheduled: 0,
  sending: 0,
  sent: 0,
  send_failed: 0,
  ...over,
});
const batch = (over: Record<string, number>, done: boolean) => ({
  batch_id: 'b-1',
  project_id: 'p-1',
  kind: 'draft',
  total: 3,
  counts: counts(over),
  done,
  created_at: '2026-11-25T00:00:00.000Z',
});

const renderSession = (sessionId: string, output: unknown) =>
  renderThread(
    sessionId,
    finishedToolCall(sessionId, {
      tool: 'draft_outreach',
      request: '给春季新品项目的达人写英文邀约邮件',
      input: { project: '春季新品', language: 'en' },
      output,
    }),
  );

describe('draft_outreach card', () => {
  it('follows the batch until it is done, then counts the e-mails by state and opens them', async () => {
    signInForTest();
    const answers = [batch({ generating: 2, draft: 1 }, false), batch({ draft: 2, needs_info: 1 }, true)];
    server.use(
      http.get(
        '/api/kox/outreach/batch',
        withUser((() => ok(answers.length > 1 ? answers.shift() : answers[0])) as HttpResponseResolver),
      ),
    );
    await renderSession('draft-1', started);
    const card = await screen.findByRole('group', { name: '「春季新品」的邀约邮件' });
    expect(within(card).getByText('语言：英文')).toBeTruthy();
    expect(within(card).getByText('1 位达人已有邀约邮件，未重复撰写。')).toBeTruthy();
    await within(card).findByText('正在写第 1 / 3 封邀约邮件…');
    expect(within(card).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('1');
    await within(card).findByText('已写好 3 封邀约邮件，尚未发送。');
    expect(within(card).getByText('草稿 2 封')).toBeTruthy();
    expect(within(card).getByText('待补充信息 1 封')).toBeTruthy();
    expect(card.dataset.state).toBe('done');
    await userEvent.click(within(card).getByRole('button', { name: '打开邮件' }));
    const tabs = Object.values(useArtifactStore.getState().bySession)[0];
    expect(JSON.stringify(tabs)).toContain('kox-outreach?project=p-1');
  });

  it('asks which project with one button per candidate', async () => {
    signInForTest();
    const choose = {
      status: 'choose',
      question: '有多个项目与“春季”匹配，你指的是哪一个？',
      choices: [
        { label: '春季新品', message: '给春季新品项目的达人写邀约邮件' },
        { label: '春季新品欧洲', message: '给春季新品欧洲项目的达人写邀约邮件' },
      ],
    };
    await renderSession('draft-2', choose);
    const card = await screen.findByRole('group', { name: choose.question });
    expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['春季新品', '春季新品欧洲']);
  });

  it('says how many were written again and which stay as they are', async () => {
    signInForTest();
    server.use(
      http.get(
        '/api/kox/outreach/batch',
        withUser((() => ok(batch({ draft: 3 }, true))) as HttpResponseResolver),
      ),
    );
    await renderSession('draft-3', { ...started, language: 'zh', rewritten: 2 });
    const card = await screen.findByRole('group', { name: '「春季新品」的邀约邮件' });
    expect(within(card).getByText('2 封此前的邀约邮件按中文重写。')).toBeTruthy();
    expect(within(card).getByText('1 封邀约邮件保持不变：已发送、正在发送或经人修改过。')).toBeTruthy();
    expect(within(card).queryByText(/未重复撰写/)).toBeNull();
  });
});
