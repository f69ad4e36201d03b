import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, type HttpResponseResolver } from 'msw';
import type { UIMessage } from 'ai';
import { useArtifactStore } from '@/artifacts/artifact-store';
import { server } from '../msw/server.ts';
import { ok } from '../msw/envelope.ts';
import { withUser } from '../msw/handlers/auth.ts';
import { signInForTest, renderThread } from '../chat/chat-kit.tsx';

afterEach(() => useArtifactStore.setState({ bySession: {} }));

const toolMessage = (type: string, input: unknown, output: unknown, toolCallId = 'call-1'): UIMessage => ({
  id: 'a1',
  role: 'assistant',
  parts: [{ type: `tool-${type}`, toolCallId, state: 'output-available', input, output } as never],
});
const user = (id: string, text: string): UIMessage => ({ id, role: 'user', parts: [{ type: 'text', text }] });

const awaiting = {
  status: 'awaiting_approval',
  team_id: 't1',
  team_name: 'Acme',
  user_uid: 'u-li',
  account: 'lilei',
  name: '李雷',
  joining: true,
  role_before: null,
  role: 'editor',
  clients: [{ client_id: 'c1', name: '耐克' }],
};

describe('manage_member card', () => {
  it('shows who, role and clients for approval; once approved it opens the members screen', async () => {
    signInForTest();
    server.use(
      http.post(
        '/api/chat/approve_tool',
        withUser((() => ok({ ...awaiting, status: 'approved' })) as HttpResponseResolver),
      ),
    );
    await renderThread('member-1', [
      user('u1', '把李雷加到耐克客户，角色编辑'),
      toolMessage('manage_member', { person: '李雷', clients: ['耐克'], role: 'editor' }, awaiting),
    ]);
    const card = await screen.findByRole('group', { name: '将 李雷 加入团队' });
    expect(card.dataset.state).toBe('awaiting');
    expect(within(card).getByText('李雷 (lilei)')).toBeTruthy();
    expect(within(card).getByText('编辑')).toBeTruthy();
    expect(within(card).getByText('耐克')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: '确认' }));
    await within(card).findByText(/已完成：变更已在「Acme」中生效/);
    expect(card.dataset.state).toBe('done');
    await userEvent.click(within(card).getByRole('button', { name: '打开团队成员' }));
    const tabs = Object.values(useArtifactStore.getState().bySession)[0];
    expect(JSON.stringify(tabs)).toContain('teammanage-member');
  });

  it('asks which person with one button per candidate', async () => {
    signInForTest();
    const choose = {
      status: 'choose',
      question: '有多个人与“韩梅梅”匹配，你指的是哪一位？',
      choices: [
        { label: '韩梅梅 (hm1)', message: '把hm1加到团队' },
        { label: '韩梅梅 (hm2)', message: '把hm2加到团队' },
      ],
    };
    await renderThread('member-2', [
      user('u1', '把韩梅梅加到团队'),
      toolMessage('manage_member', {}, choose, 'call-2'),
    ]);
    const card = await screen.findByRole('group', { name: choose.question });
    expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['韩梅梅 (hm1)', '韩梅梅 (hm2)']);
  });
});
