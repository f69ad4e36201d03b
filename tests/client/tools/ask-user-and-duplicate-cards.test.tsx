import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, type HttpResponseResolver } from 'msw';
import type { UIMessage } from 'ai';
import { useArtifactStore } from '@/artifacts/artifact-store';
import { server } from '../msw/server.ts';
import { fail, ok } from '../msw/envelope.ts';
import { withUser } from '../msw/handlers/auth.ts';
import {
  chatHandler,
  renderThread,
  signInForTest,
  textAnswer,
  uiStream,
  type ChatBody,
} from '../chat/chat-kit.tsx';

afterEach(() => useArtifactStore.setState({ bySession: {} }));

const toolMessage = (type: string, input: unknown, output: unknown): UIMessage => ({
  id: 'a1',
  role: 'assistant',
  parts: [{ type: `tool-${type}`, toolCallId: 'call-1', state: 'output-available', input, output } as never],
});
const user = (id: string, text: string): UIMessage => ({ id, role: 'user', parts: [{ type: 'text', text }] });

/** Records the user messages sent to /api/chat and answers each with a short text. */
function recordSends(): string[] {
  const sent: string[] = [];
  server.use(
    chatHandler((body: ChatBody) => {
      const part = body.message.parts[0];
      sent.push(part && part.type === 'text' ? part.text : '');
      return uiStream(textAnswer(`a-${sent.length + 1}`, 'OK'));
    }),
  );
  return sent;
}

const question = {
  question: 'Which brands should the dashboard track?',
  choices: [
    { label: 'Nike and Adidas', message: 'Track Nike and Adidas running shoes' },
    { label: 'Only Nike', message: 'Track Nike running shoes' },
  ],
};

describe('ask_user card', () => {
  it('shows the question with one button per choice; a key press answers with the choice’s message', async () => {
    signInForTest();
    const sent = recordSends();
    await renderThread('ask-1', [
      user('u1', 'make me a dashboard'),
      toolMessage('ask_user', question, question),
    ]);
    const card = await screen.findByRole('group', { name: question.question });
    expect(card.dataset.state).toBe('awaiting');
    const buttons = within(card).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Nike and Adidas', 'Only Nike']);
    expect(buttons.every((b) => b.getAttribute('aria-pressed') === 'false')).toBe(true);

    buttons[1]!.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(sent).toEqual(['Track Nike running shoes']));
    // The sent answer is shown as the user's message, and the card records it.
    expect(await screen.findByText('Track Nike running shoes')).toBeTruthy();
    await waitFor(() => expect(card.dataset.state).toBe('done'));
    const chosen = within(card).getByRole('button', { name: 'Only Nike' });
    expect(chosen.getAttribute('aria-pressed')).toBe('true');
    expect(
      within(card)
        .getAllByRole('button')
        .every((b) => (b as HTMLButtonElement).disabled),
    ).toBe(true);
  });

  it('after a reload marks the chosen answer', async () => {
    signInForTest();
    await renderThread('ask-2', [
      user('u1', 'make me a dashboard'),
      toolMessage('ask_user', question, question),
      user('u2', 'Track Nike and Adidas running shoes'),
    ]);
    const card = await screen.findByRole('group', { name: question.question });
    expect(card.dataset.state).toBe('done');
    expect(within(card).getByRole('button', { name: 'Nike and Adidas' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('says the user answered in their own words when they typed something else', async () => {
    signInForTest();
    await renderThread('ask-3', [
      user('u1', 'make me a dashboard'),
      toolMessage('ask_user', question, question),
      user('u2', 'Puma please'),
    ]);
    const card = await screen.findByRole('group', { name: question.question });
    expect(within(card).getByText('你已用自己的话回答。')).toBeTruthy();
    expect(within(card).queryAllByRole('button', { pressed: true })).toEqual([]);
    expect(
      within(card)
        .getAllByRole('button')
        .every((b) => (b as HTMLButtonElement).disabled),
    ).toBe(true);
  });
});

const duplicate = {
  outcome: 'duplicate',
  existing_dashboard_id: 'd-old',
  existing_name: 'Nike vs Adidas',
  name: 'Nike running shoes vs Adidas running shoes',
};
const createInput = { subjects: [{ name: 'Nike', keywords: 'nike' }], media: ['youtube'], frequency: 'once' };

describe('create_dashboard card for a duplicate', () => {
  it('offers the existing dashboard: "Open it" opens it in the panel, "Create a new one" asks anyway', async () => {
    signInForTest();
    const sent = recordSends();
    await renderThread('dup-1', [
      user('u1', 'track nike'),
      toolMessage('create_dashboard', createInput, duplicate),
    ]);
    const card = await screen.findByRole('group', { name: '已在分析这些主体' });
    expect(card.dataset.state).toBe('awaiting');
    expect(within(card).getByText(/^你已经有分析相同主体的看板“Nike vs Adidas”。/)).toBeTruthy();

    await userEvent.click(within(card).getByRole('button', { name: '打开它' }));
    expect(useArtifactStore.getState().bySession['dup-1']?.tabs).toEqual([
      expect.objectContaining({
        id: 'dashboard:d-old',
        props: { dashboardId: 'd-old' },
        sourceMessageId: 'a1',
      }),
    ]);

    await userEvent.click(within(card).getByRole('button', { name: '仍然新建' }));
    await waitFor(() => expect(sent).toEqual(['仍然新建看板']));
    await waitFor(() => expect(card.dataset.state).toBe('done'));
    expect((within(card).getByRole('button', { name: '仍然新建' }) as HTMLButtonElement).disabled).toBe(true);
    // Opening the existing one stays possible.
    expect((within(card).getByRole('button', { name: '打开它' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('create_dashboard card for a dashboard deleted since', () => {
  it('stops saying it is collecting and says the dashboard is gone', async () => {
    signInForTest();
    let calls = 0;
    server.use(
      http.get(
        '/api/dashboard/detail',
        withUser((() => {
          calls += 1;
          return fail('NOT_FOUND', 'Dashboard not found.');
        }) as HttpResponseResolver),
      ),
    );
    const created = { outcome: 'created', dashboard_id: 'd-gone', name: 'Shoes', status: 'generating' };
    await renderThread('gone-1', [
      user('u1', 'track'),
      toolMessage('create_dashboard', createInput, created),
    ]);
    const card = await screen.findByRole('group', { name: '看板：Shoes' });
    await within(card).findByText('这个看板已不存在，它已被删除。');
    expect(card.dataset.state).toBe('error');
    expect(within(card).queryByRole('button')).toBeNull();
    const polled = calls;
    await new Promise((r) => setTimeout(r, 1300));
    expect(calls).toBe(polled);
  });
});

describe('share_report card state', () => {
  it('waits for the user while approval is pending, and is done once approved', async () => {
    signInForTest();
    const awaiting = {
      status: 'awaiting_approval',
      dashboard_id: 'd1',
      dashboard_name: 'Shoes',
      valid_days: 7,
    };
    server.use(
      http.post(
        '/api/chat/approve_tool',
        withUser((() =>
          ok({
            ...awaiting,
            status: 'approved',
            share_id: 's',
            link_id: 'L',
            url_path: '/writer/reportShare?link=L',
            expires_at: '2026-02-01T00:00:00.000Z',
            code: 'Abc23456',
          })) as HttpResponseResolver),
      ),
    );
    await renderThread('share-state', [
      user('u1', 'share'),
      toolMessage('share_report', { valid_days: 7 }, awaiting),
    ]);
    const card = await screen.findByRole('group', { name: '分享Shoes' });
    expect(card.dataset.state).toBe('awaiting');
    expect(within(card).getByText('等待你的操作')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: '同意' }));
    await within(card).findByText('Abc23456');
    expect(card.dataset.state).toBe('done');
  });
});
