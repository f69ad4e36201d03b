import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@/lib/i18n';
import userEvent from '@testing-library/user-event';
import { http, type HttpResponseResolver } from 'msw';
import type { UIMessage } from 'ai';
import { useArtifactStore } from '@/artifacts/artifact-store';
import { markLiveDashboard } from '@/tools/create-dashboard/live-dashboards';
import { server } from '../msw/server.ts';
import { ok } from '../msw/envelope.ts';
import { withUser } from '../msw/handlers/auth.ts';
import { signInForTest, renderThread } from '../chat/chat-kit.tsx';
import { dashboardSummary, subjectFixture } from '../fixtures/dashboards.ts';

afterEach(() => useArtifactStore.setState({ bySession: {} }));

const assistant = (type: string, input: unknown, output: unknown, toolCallId = 'call-1'): UIMessage[] => [
  { id: 'u1', role: 'user', parts: [{ type: 'text', text: 'go' }] },
  {
    id: 'a1',
    role: 'assistant',
    parts: [{ type: `tool-${type}`, toolCallId, state: 'output-available', input, output } as never],
  },
];

function detail(status: 'generating' | 'ready' | 'failed', progress: number, analysed = 0) {
  return {
    ...dashboardSummary({
      dashboard_id: 'd1',
      name: 'Shoes',
      status,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    }),
    subjects: [subjectFixture('s1', 'Nike')],
    tasks: [
      {
        task_id: 't1',
        subject_id: 's1',
        media: 'youtube',
        mode: 'smart',
        status: progress < 100 ? 'PENDING' : 'SUCCESS',
        progress,
        error_code: null,
        last_update_at: '2026-01-01T00:00:00.000Z',
      },
    ],
    components: ['db_overview', 'db_video_trend_analysis'].map((api_key, i) => ({
      component_id: `c${i}`,
      api_key,
      position: i,
      settings: {},
      state: i < analysed ? 'fresh' : 'stale',
      result: null,
      computed_at: null,
      data_version: 0,
      error_code: null,
    })),
    ad: null,
  };
}

/** dashboard.detail answering the given details in turn (the last one repeats); counts the calls. */
function detailSequence(list: ReturnType<typeof detail>[]) {
  const calls = { n: 0 };
  server.use(
    http.get(
      '/api/dashboard/detail',
      withUser((() => ok(list[Math.min(calls.n++, list.length - 1)])) as HttpResponseResolver),
    ),
  );
  return calls;
}

const created = { outcome: 'created', dashboard_id: 'd1', name: 'Shoes', status: 'generating' };
const createInput = {
  subjects: [{ name: 'Nike', keywords: 'nike' }],
  media: ['youtube'],
  frequency: 'weekly',
};

describe('create_dashboard card', () => {
  it('polls the collection: task progress, then components analysed, then the open actions', async () => {
    signInForTest();
    const calls = detailSequence([
      detail('generating', 40),
      detail('generating', 100, 1),
      detail('ready', 100, 2),
    ]);
    await renderThread('cd-1', assistant('create_dashboard', createInput, created));
    const card = await screen.findByRole('group', { name: '看板：Shoes' });
    const bar = await within(card).findByRole('progressbar', { name: 'Nike（YouTube）：40%' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    // The call itself has returned, but for the user the work goes on until the dashboard is ready.
    expect(card.dataset.state).toBe('running');
    await within(card).findByText('正在分析组件 1/2', undefined);
    const open = await within(card).findByRole('button', { name: '在面板中打开' });
    expect(card.dataset.state).toBe('done');
    // A re-rendered history result never opens the artifact by itself.
    expect(useArtifactStore.getState().bySession['cd-1']).toBeUndefined();
    const polled = calls.n;
    await new Promise((r) => setTimeout(r, 1300));
    expect(calls.n).toBe(polled); // ready: polling stopped
    await userEvent.click(open);
    expect(useArtifactStore.getState().bySession['cd-1']?.tabs).toEqual([
      expect.objectContaining({
        id: 'dashboard:d1',
        kind: 'dashboard',
        props: { dashboardId: 'd1' },
        sourceMessageId: 'a1',
      }),
    ]);
  });

  it("says why the dashboard failed, in the user's language, never the server's error text", async () => {
    signInForTest();
    detailSequence([{ ...detail('failed', 80), failure_code: 'storage_full' }]);
    await renderThread('cd-3', assistant('create_dashboard', createInput, created));
    const card = await screen.findByRole('group', { name: '看板：Shoes' });
    expect(
      await within(card).findByText('生成失败：服务器磁盘空间已满。请释放服务器上的空间后重试。'),
    ).toBeTruthy();
    expect(card.dataset.state).toBe('error');
  });

  it('opens the dashboard once when a live result becomes ready', async () => {
    signInForTest();
    detailSequence([detail('generating', 50), detail('ready', 100, 2)]);
    markLiveDashboard('d1', 'a1');
    await renderThread('cd-2', assistant('create_dashboard', createInput, created));
    await waitFor(() =>
      expect(useArtifactStore.getState().bySession['cd-2']?.tabs).toEqual([
        expect.objectContaining({ id: 'dashboard:d1', sourceMessageId: 'a1' }),
      ]),
    );
    useArtifactStore.getState().close('cd-2', 'dashboard:d1');
    await new Promise((r) => setTimeout(r, 300));
    expect(useArtifactStore.getState().bySession['cd-2']?.tabs).toEqual([]);
  });
});

const queryOutput = {
  dashboard_id: 'd1',
  dashboard_name: 'Shoes',
  question: 'top_posts',
  metric: 'views',
  kind: 'table',
  columns: ['rank', 'title', 'subject', 'views'],
  rows: [
    [1, 'Nike Marathon review', 'Nike', 1234567],
    [2, 'Boost', null, 600000],
  ],
};

describe('query_dashboard card', () => {
  it('shows the answer as a table with the dashboard name and opens the dashboard', async () => {
    signInForTest();
    await renderThread('qd-1', assistant('query_dashboard', { question: 'top_posts' }, queryOutput));
    const card = await screen.findByRole('group', { name: '热门帖子 · Shoes' });
    const table = within(card).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['#', '标题', '主体', '播放量']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', 'Nike Marathon review', 'Nike', '1,234,567']);
    await userEvent.click(within(card).getByRole('button', { name: '打开看板' }));
    expect(useArtifactStore.getState().bySession['qd-1']?.tabs[0]).toMatchObject({ id: 'dashboard:d1' });
  });

  it('renders a chart answer with its chart and table', async () => {
    signInForTest();
    await renderThread(
      'qd-2',
      assistant(
        'query_dashboard',
        { question: 'trend' },
        {
          ...queryOutput,
          question: 'trend',
          kind: 'chart',
          columns: ['period', 'Nike'],
          rows: [['2026-01-02', 10]],
          chart: { type: 'line', x: ['2026-01-02'], series: [{ name: 'Nike', data: [10] }] },
        },
      ),
    );
    const card = await screen.findByRole('group', { name: '趋势 · Shoes' });
    expect(within(card).getByLabelText('Shoes的趋势')).toBeTruthy();
    expect(within(card).getByRole('cell', { name: '2026-01-02' })).toBeTruthy();
  });

  it('names the one medium an answer covers, in both languages, and says when it has no posts there', async () => {
    signInForTest();
    const tiktok = { ...queryOutput, platform: 'tiktok' };
    await renderThread(
      'qd-3',
      assistant('query_dashboard', { question: 'top_posts', platform: 'tiktok' }, tiktok),
    );
    expect(await screen.findByRole('group', { name: '热门帖子（仅 TikTok） · Shoes' })).toBeTruthy();
    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByRole('group', { name: 'Top posts · TikTok only · Shoes' })).toBeTruthy();
    await act(() => i18n.changeLanguage('zh'));
  });

  it('a comparison of two spans is titled by the measure asked', async () => {
    signInForTest();
    const spans = {
      ...queryOutput,
      question: 'compare_periods',
      columns: ['measure', 'current', 'versus', 'change'],
      rows: [['views', 12, 10, 0.2]],
      period: { from: '2026-01-11', to: '2026-01-21' },
      versus: { from: '2025-12-31', to: '2026-01-10' },
    };
    await renderThread(
      'qd-periods',
      assistant('query_dashboard', { question: 'compare_periods', metric: 'views' }, spans),
    );
    expect(await screen.findByRole('group', { name: '播放量与另一时段对比 · Shoes' })).toBeTruthy();
  });

  it('a breakdown names its grouping in the first column', async () => {
    signInForTest();
    const tags = {
      ...queryOutput,
      question: 'breakdown',
      by: 'hashtag',
      kind: 'chart',
      columns: ['rank', 'hashtag', 'posts', 'views', 'likes', 'comments', 'engagements'],
      rows: [[1, '#running', 3, 1_914_567, 50_900, 72, 50_972]],
      chart: { type: 'bar', x: ['#running'], series: [{ name: 'views', data: [1_914_567] }] },
    };
    await renderThread('qd-6', assistant('query_dashboard', { question: 'breakdown', by: 'hashtag' }, tags));
    const card = await screen.findByRole('group', { name: '按话题标签 · Shoes' });
    expect(
      within(card)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['#', '话题标签', '帖子数', '播放量', '点赞量', '评论数', '互动量']);
    expect(within(card).getByRole('cell', { name: '1,914,567' })).toBeTruthy();
  });

  it('names formats and platforms in the user language, in the table and the chart', async () => {
    signInForTest();
    const formats = {
      ...queryOutput,
      question: 'breakdown',
      by: 'format',
      kind: 'chart',
      columns: ['rank', 'format', 'posts', 'views', 'likes', 'comments', 'engagements'],
      rows: [
        [1, 'short', 3, 900, 50, 7, 57],
        [2, 'video', 1, 10, 1, 0, 1],
      ],
      chart: { type: 'bar', x: ['short', 'video'], series: [{ name: 'views', data: [900, 10] }] },
    };
    await renderThread(
      'qd-7',
      assistant('query_dashboard', { question: 'breakdown', by: 'format' }, formats),
    );
    const card = await screen.findByRole('group', { name: '按格式 · Shoes' });
    expect(within(card).getByRole('cell', { name: '短视频' })).toBeTruthy();
    expect(within(card).getByRole('cell', { name: '长视频' })).toBeTruthy();
  });

  it('names regions and languages by their names, not the data’s codes', async () => {
    signInForTest();
    const regions = {
      ...queryOutput,
      question: 'breakdown',
      by: 'region',
      kind: 'chart',
      columns: ['rank', 'region', 'posts', 'views', 'likes', 'comments', 'engagements'],
      rows: [
        [1, 'US', 3, 900, 50, 7, 57],
        [2, 'JP', 1, 10, 1, 0, 1],
      ],
      chart: { type: 'bar', x: ['US', 'JP'], series: [{ name: 'views', data: [900, 10] }] },
    };
    await renderThread(
      'qd-8',
      assistant('query_dashboard', { question: 'breakdown', by: 'region' }, regions),
    );
    const card = await screen.findByRole('group', { name: '按地区 · Shoes' });
    expect(within(card).getByRole('cell', { name: '美国' })).toBeTruthy();
    expect(within(card).getByRole('cell', { name: '日本' })).toBeTruthy();
    expect(within(card).queryByRole('cell', { name: 'US' })).toBeNull();
  });

  it('an empty answer on one medium names it, with and without dates', async () => {
    signInForTest();
    const none = { ...queryOutput, platform: 'instagram', rows: [] };
    await renderThread(
      'qd-4',
      assistant('query_dashboard', { question: 'top_posts', platform: 'instagram' }, none),
    );
    const card = await screen.findByRole('group', { name: '热门帖子（仅 Instagram） · Shoes' });
    expect(within(card).getByText('还没有 Instagram 的帖子。')).toBeTruthy();
    const week = { ...none, period: { from: '2026-01-01', to: '2026-01-07' } };
    await renderThread(
      'qd-5',
      assistant('query_dashboard', { question: 'top_posts', platform: 'instagram' }, week),
    );
    expect(await screen.findByText('2026-01-01 至 2026-01-07 没有发布 Instagram 的帖子。')).toBeTruthy();
  });
});

const awaiting = { status: 'awaiting_approval', dashboard_id: 'd1', dashboard_name: 'Shoes', valid_days: 30 };
const approved = {
  ...awaiting,
  status: 'approved',
  share_id: 'sh1',
  link_id: 'LINK123',
  url_path: '/writer/reportShare?link=LINK123',
  expires_at: '2026-02-01T00:00:00.000Z',
};

function approvalHandler(respond: (body: Record<string, unknown>) => unknown) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(
      '/api/chat/approve_tool',
      withUser((async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        return ok(respond(body));
      }) as HttpResponseResolver),
    ),
  );
  return bodies;
}

describe('share_report card', () => {
  it('approve calls chat.approveTool and shows the link and the one-time code with copy buttons', async () => {
    signInForTest();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const bodies = approvalHandler(() => ({ ...approved, code: 'Abc23456' }));
    await renderThread('sr-1', assistant('share_report', { valid_days: 30 }, awaiting, 'call-share'));
    const card = await screen.findByRole('group', { name: '分享Shoes' });
    expect(within(card).getByText(/有效期 30 天/)).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: '同意' }));
    await within(card).findByText('Abc23456');
    expect(bodies).toEqual([
      { session_id: 'sr-1', message_id: 'a1', tool_call_id: 'call-share', approved: true, locale: 'zh' },
    ]);
    expect(within(card).getByText(`${window.location.origin}/writer/reportShare?link=LINK123`)).toBeTruthy();
    expect(within(card).getByRole('note').textContent).toBe('提取码只显示这一次，请立即复制。');
    expect(within(card).queryByRole('button', { name: '同意' })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: '复制提取码' }));
    expect(writeText).toHaveBeenCalledWith('Abc23456');
  });

  it('takes the user’s own code: one named in the chat is checked at once, Enter in the field approves with it', async () => {
    signInForTest();
    const bodies = approvalHandler((body) => ({ ...approved, code: body.share_code }));
    await renderThread(
      'sr-4',
      assistant('share_report', { valid_days: 30, code: '1234' }, awaiting, 'call-4'),
    );
    const card = await screen.findByRole('group', { name: '分享Shoes' });
    const field = within(card).getByLabelText('自定义提取码（可选）');
    expect((field as HTMLInputElement).value).toBe('1234');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(within(card).getByRole('alert').textContent).toBe('提取码须为 6–32 位字母或数字。');
    await userEvent.click(within(card).getByRole('button', { name: '同意' }));
    expect(bodies).toEqual([]);

    await userEvent.clear(field);
    await userEvent.type(field, ' Launch2026 {Enter}');
    await within(card).findByText('Launch2026');
    expect(bodies).toEqual([
      {
        session_id: 'sr-4',
        message_id: 'a1',
        tool_call_id: 'call-4',
        approved: true,
        locale: 'zh',
        share_code: 'Launch2026',
      },
    ]);
  });

  it('decline calls chat.approveTool with approved false and says nothing was shared', async () => {
    signInForTest();
    const bodies = approvalHandler(() => ({ ...awaiting, status: 'declined' }));
    await renderThread('sr-2', assistant('share_report', { valid_days: 30 }, awaiting, 'call-2'));
    const card = await screen.findByRole('group', { name: '分享Shoes' });
    await userEvent.click(within(card).getByRole('button', { name: '拒绝' }));
    await within(card).findByText('已拒绝分享，没有分享任何内容。');
    expect(bodies[0]).toMatchObject({ approved: false, tool_call_id: 'call-2' });
  });

  it('after a reload shows the stored link and says the code was shown once', async () => {
    signInForTest();
    await renderThread('sr-3', assistant('share_report', { valid_days: 30 }, approved, 'call-3'));
    const card = await screen.findByRole('group', { name: '分享Shoes' });
    expect(within(card).getByText(/LINK123/)).toBeTruthy();
    expect(within(card).getByRole('note').textContent).toMatch(/^提取码已在创建链接时显示过一次/);
    expect(within(card).queryByRole('button', { name: '同意' })).toBeNull();
  });
});
