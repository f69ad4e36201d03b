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

const toolMessage = (output: unknown, toolCallId = 'call-1'): UIMessage => ({
  id: 'a1',
  role: 'assistant',
  parts: [
    {
      type: 'tool-add_to_kox_project',
      toolCallId,
      state: 'output-available',
      input: { project: '春季新品' },
      output,
    } as never,
  ],
});
const user = (text: string): UIMessage => ({ id: 'u1', role: 'user', parts: [{ type: 'text', text }] });

const awaiting = {
  status: 'awaiting_approval',
  project_id: 'p-1',
  project_name: '春季新品',
  creator_ids: ['sample-000001', 'sample-000002', 'sample-000003'],
  source: 'recommendation',
};

describe('add_to_kox_project card', () => {
  it('shows the project and the count for approval; once approved, how many were added and "open"', async () => {
    signInForTest();
    let approved: unknown = null;
    server.use(
      http.post(
        '/api/chat/approve_tool',
        withUser((async ({ request }) => {
          approved = await request.json();
          return ok({ ...awaiting, status: 'approved', added: 2, already: 1 });
        }) as HttpResponseResolver),
      ),
    );
    await renderThread('add-project-1', [user('把这些达人加到春季新品项目'), toolMessage(awaiting)]);
    const card = await screen.findByRole('group', { name: '把 3 位达人加到「春季新品」' });
    expect(card.dataset.state).toBe('awaiting');
    expect(within(card).getByText('上一次推荐的 3 位')).toBeTruthy();
    expect(within(card).getByText('确认之前不会添加任何达人。')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: '确认' }));
    await within(card).findByText('已添加 2 位；1 位原本已在项目中。');
    expect(approved).toMatchObject({ tool_call_id: 'call-1', approved: true });
    expect(card.dataset.state).toBe('done');
    await userEvent.click(within(card).getByRole('button', { name: '打开项目' }));
    const tabs = Object.values(useArtifactStore.getState().bySession)[0];
    expect(JSON.stringify(tabs)).toContain('kox-project-detail?project=p-1');
  });

  it('names a project that approval creates', async () => {
    signInForTest();
    await renderThread('add-project-2', [
      user('新建冬季靴子项目，把小美加进去'),
      toolMessage(
        { ...awaiting, project_id: null, project_name: '冬季靴子', creator_ids: ['x'], source: 'named' },
        'call-2',
      ),
    ]);
    const card = await screen.findByRole('group', { name: '把 1 位达人加到「冬季靴子」' });
    expect(within(card).getByText('冬季靴子（新项目）')).toBeTruthy();
    expect(within(card).getByText('指定的 1 位')).toBeTruthy();
  });

  it('asks which project with one button per candidate', async () => {
    signInForTest();
    const choose = {
      status: 'choose',
      question: '有多个项目与“春季”匹配，你指的是哪一个？',
      choices: [
        { label: '春季新品', message: '把这些达人加到春季新品项目' },
        { label: '春季新品欧洲', message: '把这些达人加到春季新品欧洲项目' },
      ],
    };
    await renderThread('add-project-3', [user('把这些达人加到春季项目'), toolMessage(choose, 'call-3')]);
    const card = await screen.findByRole('group', { name: choose.question });
    expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['春季新品', '春季新品欧洲']);
  });
});
