import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UIMessage } from 'ai';
import { useArtifactStore } from '@/artifacts/artifact-store';
import { CommandPalette } from '@/chat/palette/palette-launcher';
import { i18n } from '@/lib/i18n';
import { matchSlashCommands } from '@/tools/slash-commands';
import { recommendKoxCommand } from '@/tools/recommend-kox/command';
import { RecommendKoxForm } from '@/tools/recommend-kox/form';
import { recommendKoxUi } from '@/tools/recommend-kox/ui';
import { server } from '../msw/server.ts';
import { recommendTeamAddHandlers } from '../msw/handlers/kox-recommend-tool.ts';
import { koxProjectHandlers, project, projectDb, rankedDetailHandler } from '../msw/handlers/kox-project.ts';
import { openPalette, renderInApp, signInForTest, renderThread } from '../chat/chat-kit.tsx';

afterEach(() => useArtifactStore.setState({ bySession: {} }));

const BRIEF = 'a trail running shoe launch in the US';

const toolMessage = (part: Record<string, unknown>): UIMessage => ({
  id: 'a1',
  role: 'assistant',
  parts: [{ type: 'tool-recommend_kox', toolCallId: 'call-1', input: { brief: BRIEF }, ...part } as never],
});

const row = (id: string, nickname: string, fit: number, sample = true) => ({
  creator_id: id,
  nickname,
  platform: 'youtube',
  followers: 250_000,
  fit,
  reasons: [
    { kind: 'content', phrase: 'trail running', cadence: 'weekly' },
    {
      kind: 'audience',
      gender: 'female',
      gender_pct: 68,
      age: null,
      age_pct: null,
      country: 'US',
      country_pct: 70,
    },
  ],
  sample,
});

const output = {
  session_id: 'rec-1',
  app_name: 'smart_recommend',
  name: BRIEF,
  results_count: 50,
  list: [row('sample-000010', 'Trail <i>Mia</i>', 92), row('sample-000011', 'Ridge Runner', 81, false)],
};

const renderSession = (sessionId: string, message: UIMessage) => renderThread(sessionId, [message]);

describe('recommend_kox card', () => {
  it('shows progress while the engine ranks', async () => {
    signInForTest();
    await renderSession('rec-running', toolMessage({ state: 'input-available' }));
    const card = await screen.findByRole('group', { name: '正在推荐达人…' });
    expect(within(card).getByRole('progressbar')).toBeTruthy();
    expect(within(card).getByText(`按“${BRIEF}”`)).toBeTruthy();
  });

  it('lists the best rows with fit and reasons in words; opens the list; adds them all to the team database', async () => {
    signInForTest();
    const requests: { app: string; body: unknown }[] = [];
    server.use(...recommendTeamAddHandlers({ added: 48, already: 2 }, requests));
    const view = await renderSession('rec-done', toolMessage({ state: 'output-available', output }));
    const card = await screen.findByRole('group', { name: '已推荐 50 位达人' });
    expect(within(card).queryByRole('progressbar')).toBeNull();
    const rows = within(card).getAllByRole('row');
    expect(rows).toHaveLength(3);
    // A nickname is data: shown as text, never as markup.
    expect(within(rows[1]!).getByRole('button', { name: 'Trail <i>Mia</i>' })).toBeTruthy();
    expect(within(rows[1]!).getByText('示例数据')).toBeTruthy();
    expect(within(rows[2]!).queryByText('示例数据')).toBeNull();
    expect(within(rows[1]!).getByLabelText('匹配度 92 分（满分 100）')).toBeTruthy();
    expect(within(rows[1]!).getByText('每周发布trail running相关内容')).toBeTruthy();
    expect(within(rows[1]!).getByText('受众女性占 68%，美国占 70%，符合需求')).toBeTruthy();

    await userEvent.click(within(card).getByRole('button', { name: '打开完整列表' }));
    expect(useArtifactStore.getState().bySession['rec-done']?.tabs).toEqual([
      expect.objectContaining({
        id: 'screen:kox-recommendation?session=rec-1',
        sourceMessageId: 'a1',
        props: { screenId: 'kox-recommendation', params: { session: 'rec-1' } },
      }),
    ]);

    await userEvent.click(within(card).getByRole('button', { name: '全部加入团队库' }));
    expect(await within(card).findByRole('status')).toHaveProperty(
      'textContent',
      '已加入 48 位，2 位已在团队库中',
    );
    expect(requests).toEqual([{ app: 'smart_recommend', body: { session_id: 'rec-1' } }]);
    expect(within(card).queryByRole('button', { name: '全部加入团队库' })).toBeNull();

    // The card mounted again (as when the workspace's layout changes) still says what was added.
    view.rerender(<QueryClientProvider client={view.queryClient} />);
    expect(screen.queryByRole('group', { name: '已推荐 50 位达人' })).toBeNull();
    view.rerender(
      <QueryClientProvider client={view.queryClient}>
        <RouterProvider router={view.router} />
      </QueryClientProvider>,
    );
    const again = await screen.findByRole('group', { name: '已推荐 50 位达人' });
    expect(within(again).getByRole('status').textContent).toBe('已加入 48 位，2 位已在团队库中');
    expect(within(again).queryByRole('button', { name: '全部加入团队库' })).toBeNull();
    expect(requests).toHaveLength(1);
  });

  it('adds every ranked creator to a project chosen in the dialog', async () => {
    signInForTest();
    const db = projectDb([project()]);
    const pages: number[] = [];
    server.use(...koxProjectHandlers(db), rankedDetailHandler(50, pages));
    await renderSession('rec-project', toolMessage({ state: 'output-available', output }));
    const card = await screen.findByRole('group', { name: '已推荐 50 位达人' });
    await userEvent.click(within(card).getByRole('button', { name: '加入项目' }));
    const dialog = await screen.findByRole('dialog', { name: '将 50 位达人加入项目' });
    await userEvent.click(await within(dialog).findByRole('radio', { name: /Spring launch/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: '加入' }));
    await vi.waitFor(() => expect(db.calls).toHaveLength(1));
    expect(db.calls[0]!.body).toMatchObject({ project_id: 'p-1', source: 'recommendation' });
    expect(db.calls[0]!.body.creator_ids).toHaveLength(50);
    expect(pages).toEqual([1]);
  });

  it('says in the user’s language why the creators could not be added, and offers the button again', async () => {
    signInForTest();
    server.use(...recommendTeamAddHandlers('forbidden', []));
    await renderSession('rec-refused', toolMessage({ state: 'output-available', output }));
    const card = await screen.findByRole('group', { name: '已推荐 50 位达人' });
    await userEvent.click(within(card).getByRole('button', { name: '全部加入团队库' }));
    expect((await within(card).findByRole('alert')).textContent).toBe('没有权限执行此操作');
    expect(within(card).getByRole('button', { name: '全部加入团队库' })).toHaveProperty('disabled', false);
  });

  it('says when nothing matched, with no table and no actions', async () => {
    signInForTest();
    await renderSession(
      'rec-none',
      toolMessage({ state: 'output-available', output: { ...output, results_count: 0, list: [] } }),
    );
    const card = await screen.findByRole('group', { name: '已推荐 0 位达人' });
    expect(within(card).getByText('没有符合条件的达人，可以放宽筛选条件再试。')).toBeTruthy();
    expect(within(card).queryByRole('table')).toBeNull();
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it("says when no creator's posts used the brief's words", async () => {
    signInForTest();
    await renderSession(
      'rec-wordless',
      toolMessage({ state: 'output-available', output: { ...output, words_matched: false } }),
    );
    const card = await screen.findByRole('group', { name: /已推荐/ });
    expect(within(card).getByRole('note').textContent).toBe(
      '没有达人的内容用到这条需求里的词，所以只按受众和表现排序。可以换个说法再试，比如写出产品品类。',
    );
  });

  it('opens the session on the recommendation screen in the panel as soon as a live result arrives', () => {
    const openArtifact = vi.fn();
    recommendKoxUi.effect?.(output as never, { host: { openArtifact } as never, messageId: 'm9' });
    expect(openArtifact).toHaveBeenCalledWith({
      kind: 'screen',
      key: 'kox-recommendation?session=rec-1',
      props: { screenId: 'kox-recommendation', params: { session: 'rec-1' } },
      sourceMessageId: 'm9',
    });
  });

  it('names the creator a list of similar creators is like, a button to their detail', async () => {
    signInForTest();
    const like = { ...output, name: '与「Priya Runs」相似的达人' };
    const similar = {
      ...like,
      similar_to: { creator_id: 'sample-000001', nickname: 'Priya Runs', sample: true },
    };
    await renderSession(
      'rec-like',
      toolMessage({ state: 'output-available', input: { similar_to: '@priyaruns1' }, output: similar }),
    );
    const card = await screen.findByRole('group', { name: '已推荐 50 位达人' });
    expect(within(card).getByText('相似于')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Priya Runs' })).toBeTruthy();
    expect(within(card).queryByText(/按“/)).toBeNull();
  });
});

describe('/recommend form', () => {
  it('submits the brief and the count, or no count for the default; refuses a count over 500', async () => {
    signInForTest();
    const onSubmit = vi.fn();
    await renderInApp(<RecommendKoxForm onSubmit={onSubmit} onCancel={() => {}} />);
    const user = userEvent.setup({ delay: null });
    const count = screen.getByLabelText('推荐数量');
    await user.type(screen.getByLabelText('Brief'), ' 美国越野跑鞋新品 ');
    await user.type(count, '501');
    await user.click(screen.getByRole('button', { name: '推荐' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(
      '请填写brief（最多 4000 字）或说出一位达人，数量在 1 到 500 之间。',
    );
    expect(count.getAttribute('aria-invalid')).toBe('true');

    await user.clear(count);
    await user.type(count, '30');
    await user.click(screen.getByRole('button', { name: '推荐' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ brief: '美国越野跑鞋新品', count: 30 });
    expect(recommendKoxCommand.ui.describe(onSubmit.mock.calls[0]![0], i18n.t)).toBe(
      '/recommend 30 美国越野跑鞋新品',
    );
    await user.clear(count);
    await user.click(screen.getByRole('button', { name: '推荐' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ brief: '美国越野跑鞋新品' });
  });

  it('takes the bounds /kox takes, and refuses one out of range with the field named', async () => {
    signInForTest();
    const onSubmit = vi.fn();
    await renderInApp(<RecommendKoxForm onSubmit={onSubmit} onCancel={() => {}} />);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Brief'), '防晒霜新品');
    const rate = screen.getByLabelText('互动率不低于（%）');
    await user.type(rate, '120');
    await user.click(screen.getByRole('button', { name: '推荐' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(
      '互动率在 0 到 100 之间，平均播放量和报价不能小于 0（播放量为整数）。',
    );
    expect(rate.getAttribute('aria-invalid')).toBe('true');
    await user.clear(rate);
    await user.type(rate, '3.5');
    await user.type(screen.getByLabelText('平均播放量不低于'), '100000');
    await user.type(screen.getByLabelText('每条视频报价不高于（美元）'), '500');
    await user.click(screen.getByRole('button', { name: '推荐' }));
    expect(onSubmit).toHaveBeenLastCalledWith({
      brief: '防晒霜新品',
      engagement_rate_min: 3.5,
      avg_views_min: 100_000,
      price_max: 500,
    });
    expect(recommendKoxCommand.ui.describe(onSubmit.mock.calls[0]![0], i18n.t)).toBe(
      '/recommend ≥3.5% 平均播放≥100000 报价≤500美元 防晒霜新品',
    );
  });

  it('submits a creator to find others like instead of a brief, and asks for one of the two', async () => {
    signInForTest();
    const onSubmit = vi.fn();
    await renderInApp(<RecommendKoxForm onSubmit={onSubmit} onCancel={() => {}} />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: '推荐' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Brief').getAttribute('aria-invalid')).toBe('true');

    await user.type(screen.getByLabelText('或找与这位达人相似的达人'), ' @priyaruns1 ');
    await user.click(screen.getByRole('button', { name: '推荐' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ similar_to: '@priyaruns1' });
    expect(recommendKoxCommand.ui.describe(onSubmit.mock.calls[0]![0], i18n.t)).toBe(
      '/recommend 与@priyaruns1相似',
    );
  });

  it('is offered as /recommend in the slash menu and in ⌘K', async () => {
    expect(matchSlashCommands('/rec').map((c) => c.toolName)).toEqual(['recommend_kox']);
    signInForTest();
    await renderInApp(<CommandPalette />);
    const { user, dialog } = await openPalette(userEvent.setup({ delay: null }));
    await user.click(within(dialog).getByRole('option', { name: /推荐达人/ }));
    expect(await within(dialog).findByLabelText('Brief')).toBeTruthy();
  });
});
