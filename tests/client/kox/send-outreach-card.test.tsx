import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, type HttpResponseResolver } from 'msw';
import type { UIMessage } from 'ai';
import { useArtifactStore } from '@/artifacts/artifact-store';
import { SessionRuntime } from '@/chat/runtime/session-runtime';
import { Thread } from '@/chat/thread/thread';
import { server } from '../msw/server.ts';
import { ok } from '../msw/envelope.ts';
import { withUser } from '../msw/handlers/auth.ts';
import { historyHandler, renderInApp, signInForTest } from '../chat/chat-kit.tsx';

afterEach(() => useArtifactStore.setState({ bySession: {} }));

const renderSession = (sessionId: string, output: unknown) => {
  const messages: UIMessage[] = [
    { id: 'u1', role: 'user', parts: [{ type: 'text', text: '发送春季新品项目的邀约邮件' }] },
    {
      id: 'a1',
      role: 'assistant',
      parts: [
        {
          type: 'tool-send_outreach',
          toolCallId: `call-${sessionId}`,
          state: 'output-available',
          input: { project: '春季新品' },
          output,
        } as never,
      ],
    },
  ];
  server.use(historyHandler({ [sessionId]: messages }));
  return renderInApp(
    <SessionRuntime sessionId={sessionId}>
      <Thread />
    </SessionRuntime>,
  );
};

const awaiting = {
  status: 'awaiting_approval',
  project_id: 'p-1',
  project_name: '春季新品',
  email_ids: ['e1', 'e2'],
  sender: 'mia@sandbox.test',
  sandbox: true,
  send_at: null,
};

describe('send_outreach card', () => {
  it('shows the count, the sender and the time for approval, and sends only on Approve', async () => {
    signInForTest();
    let approved: unknown = null;
    server.use(
      http.post(
        '/api/chat/approve_tool',
        withUser((async ({ request }) => {
          approved = await request.json();
          return ok({
            ...awaiting,
            status: 'approved',
            scheduled: 2,
            scheduled_at: '2026-11-26T09:00:00.000Z',
          });
        }) as HttpResponseResolver),
      ),
    );
    await renderSession('send-1', awaiting);
    const card = await screen.findByRole('group', { name: '发送「春季新品」的 2 封邀约邮件' });
    expect(card.dataset.state).toBe('awaiting');
    expect(within(card).getByText('mia@sandbox.test（沙盒：邮件不会发出应用）')).toBeTruthy();
    expect(within(card).getByText('确认后立即发送')).toBeTruthy();
    expect(approved).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: '确认' }));
    await within(card).findByText(/已安排 2 封/);
    expect(approved).toMatchObject({ tool_call_id: 'call-send-1', approved: true });
    await userEvent.click(within(card).getByRole('button', { name: '打开邮件' }));
    expect(JSON.stringify(Object.values(useArtifactStore.getState().bySession)[0])).toContain(
      'kox-outreach?project=p-1',
    );
  });

  it('without a mailbox links to mailbox settings', async () => {
    signInForTest();
    await renderSession('send-2', {
      status: 'no_sender',
      project_id: 'p-1',
      project_name: '春季新品',
      drafts: 4,
    });
    const card = await screen.findByRole('group', { name: '「春季新品」：还没有发件邮箱' });
    expect(within(card).getByText(/4 封草稿已就绪/)).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: '邮箱设置' }));
    expect(JSON.stringify(Object.values(useArtifactStore.getState().bySession)[0])).toContain('kox-mailbox');
  });
});
