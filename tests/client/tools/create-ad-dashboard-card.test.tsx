import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, type HttpResponseResolver } from 'msw';
import type { UIMessage } from 'ai';
import { useArtifactStore } from '@/artifacts/artifact-store';
import { markLiveDashboard } from '@/tools/create-dashboard/live-dashboards';
import { server } from '../msw/server.ts';
import { fail, ok } from '../msw/envelope.ts';
import { withUser } from '../msw/handlers/auth.ts';
import { adDataset } from '../msw/handlers/ad-data.ts';
import {
  chatHandler,
  renderThread,
  signInForTest,
  textAnswer,
  uiStream,
  type ChatBody,
} from '../chat/chat-kit.tsx';
import { dashboardSummary } from '../fixtures/dashboards.ts';

afterEach(() => useArtifactStore.setState({ bySession: {} }));

const ask = (text: string): UIMessage => ({ id: 'u1', role: 'user', parts: [{ type: 'text', text }] });
const call = (input: unknown, output: unknown, extra: UIMessage['parts'] = []): UIMessage => ({
  id: 'a1',
  role: 'assistant',
  parts: [
    {
      type: 'tool-create_ad_dashboard',
      toolCallId: 'call-1',
      state: 'output-available',
      input,
      output,
    } as never,
    ...extra,
  ],
});

const metaSample = {
  dataset_id: 'ds-meta',
  name: 'Trailhead Outdoor · Meta',
  kind: 'sample',
  platform: 'meta',
  sample: true,
  state: 'syncing',
  days: null,
} as const;

const created = {
  outcome: 'created',
  dashboard_id: 'd1',
  name: 'Meta ads',
  status: 'generating',
  sources: [metaSample],
  sample: true,
  window: '7d_click',
  level: 'ad',
  range: { kind: 'preset', preset: '1m' },
  tag_by: ['product'],
  bound_samples: ['meta'],
};

function adDetail(
  status: 'generating' | 'ready' | 'failed',
  source: { state: string; progress: number; days?: { from: string; to: string } },
) {
  return {
    ...dashboardSummary({
      dashboard_id: 'd1',
      name: 'Meta ads',
      app_type: 'AD',
      status,
      data_sources: ['sample'],
    }),
    failure_code: status === 'failed' ? 'ad_sources_failed' : null,
    subjects: [],
    tasks: [],
    components: ['db_ad_performance_overview', 'db_ad_products'].map((api_key, i) => ({
      component_id: `c${i}`,
      api_key,
      position: i,
      settings: {},
      state: status === 'ready' ? 'fresh' : 'stale',
      result: null,
      computed_at: null,
      data_version: 0,
      error_code: null,
    })),
    ad: {
      window: '7d_click',
      level: 'ad',
      range: { kind: 'preset', preset: '1m' },
      tags: {},
      budget_usd: null,
      period: null,
      weeks: null,
      budget: { usd: null, source: 'none' },
      sample: true,
      sources: [
        {
          ...metaSample,
          phase: source.state === 'syncing' ? 'writing' : null,
          failure_code: source.state === 'failed' ? 10400 : null,
          row_count: 0,
          windows: [],
          measured: true,
          ...source,
        },
      ],
      notices: [],
    },
  };
}

function detailSequence(list: unknown[]) {
  const calls = { n: 0 };
  server.use(
    http.get(
      '/api/dashboard/detail',
      withUser((() => ok(list[Math.min(calls.n++, list.length - 1)])) as HttpResponseResolver),
    ),
  );
  return calls;
}

/** Records the requests sent to /api/chat and answers each with a short text. */
function recordSends(): ChatBody[] {
  const sent: ChatBody[] = [];
  server.use(
    chatHandler((body) => {
      sent.push(body);
      return uiStream(textAnswer(`a-${sent.length + 1}`, 'OK'));
    }),
  );
  return sent;
}

describe('create_ad_dashboard card: created', () => {
  it('shows the data and the settings, each source read live, then opens the dashboard in the panel', async () => {
    signInForTest();
    detailSequence([
      adDetail('generating', { state: 'syncing', progress: 40 }),
      adDetail('ready', { state: 'success', progress: 100, days: { from: '2026-10-01', to: '2026-11-30' } }),
    ]);
    markLiveDashboard('d1', 'a1');
    await renderThread('ad-1', [ask('make an ad dashboard from the Meta sample account'), call({}, created)]);
    const card = await screen.findByRole('group', { name: '广告看板：Meta ads' });
    expect(within(card).getByText('Trailhead Outdoor · Meta')).toBeTruthy();
    expect(within(card).getByText('7 天点击 · 广告 · 数据的最近 1 个月 · 按产品打标签')).toBeTruthy();
    expect(within(card).getByText(/已将Meta示例账户绑定到团队/)).toBeTruthy();
    expect(within(card).getAllByText(/示例数据/).length).toBeGreaterThan(0);
    const bar = await within(card).findByRole('progressbar', { name: 'Trailhead Outdoor · Meta：40%' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(within(card).getByText('Trailhead Outdoor · Meta · 写入 · 40%')).toBeTruthy();
    expect(card.dataset.state).toBe('running');
    // Ready: the live result opens the dashboard by itself, once.
    await waitFor(() =>
      expect(useArtifactStore.getState().bySession['ad-1']?.tabs).toEqual([
        expect.objectContaining({ id: 'dashboard:d1', sourceMessageId: 'a1' }),
      ]),
    );
    expect(card.dataset.state).toBe('done');
    // The result was a snapshot before the first sync; the card says what the source holds now.
    expect(within(card).getByText('Meta · 2026-10-01 至 2026-11-30')).toBeTruthy();
    expect(within(card).getByRole('button', { name: '在面板中打开' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: '标签规则' })).toBeTruthy();
  });

  it('says why nothing could be read and lists what to fix in the file', async () => {
    signInForTest();
    detailSequence([adDetail('failed', { state: 'failed', progress: 100 })]);
    server.use(
      http.get(
        '/api/ad_data/detail',
        withUser(() =>
          ok(
            adDataset('ds-meta', {
              name: 'October export',
              state: 'failed',
              problems: [
                {
                  path: 'rows.3',
                  message: 'bad',
                  code: 10401,
                  row: 3,
                  column: 'amount_spent',
                  params: { value: 'abc' },
                },
              ],
            }),
          ),
        ),
      ),
    );
    await renderThread('ad-2', [ask('go'), call({}, created)]);
    const card = await screen.findByRole('group', { name: '广告看板：Meta ads' });
    await within(card).findByText(/生成失败：/);
    expect(card.dataset.state).toBe('error');
    await within(card).findByText('October export：1 个问题需要修正');
    expect(within(card).getByRole('list', { name: '问题' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: '打开广告数据' })).toBeTruthy();
  });
});

describe('create_ad_dashboard card: duplicate', () => {
  it('offers the existing dashboard, or asks again to create one anyway', async () => {
    signInForTest();
    const sent = recordSends();
    await renderThread('ad-3', [
      ask('go'),
      call(
        {},
        { outcome: 'duplicate', existing_dashboard_id: 'd9', existing_name: 'Old Meta', name: 'Meta ads' },
      ),
    ]);
    const card = await screen.findByRole('group', { name: '已有使用这些数据的广告看板' });
    expect(within(card).getByText(/你已经有使用相同广告数据的看板「Old Meta」/)).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: '打开它' }));
    expect(useArtifactStore.getState().bySession['ad-3']?.tabs[0]).toMatchObject({ id: 'dashboard:d9' });
    await userEvent.click(within(card).getByRole('button', { name: '仍然新建' }));
    await waitFor(() => expect(sent).toHaveLength(1));
  });
});

const choose = {
  outcome: 'choose_source',
  candidates: [
    {
      ...metaSample,
      dataset_id: 'ds-oct',
      name: 'October export',
      kind: 'file',
      sample: false,
      state: 'success',
      days: { from: '2026-10-01', to: '2026-10-31' },
    },
  ],
  samples: ['tiktok'],
  unmatched: ['Q3'],
  platform: null,
  request: { tag_by: ['product'] },
};

describe('create_ad_dashboard card: choose_source', () => {
  it('without a question back, each candidate runs the request directly with the settings kept', async () => {
    signInForTest();
    const sent = recordSends();
    await renderThread('ad-4', [ask('make an ad dashboard from Q3'), call({}, choose)]);
    const card = await screen.findByRole('group', { name: '使用哪份广告数据？' });
    expect(card.dataset.state).toBe('awaiting');
    expect(within(card).getByText(/没有找到名为“Q3”的广告数据/)).toBeTruthy();
    const choices = within(card).getByRole('group', { name: '可选的广告数据' });
    expect(
      within(choices)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['October export · Meta · 2026-10-01 至 2026-10-31', 'TikTok示例账户', '上传文件']);
    await userEvent.click(within(choices).getByRole('button', { name: /October export/ }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.tool_request).toEqual({
      name: 'create_ad_dashboard',
      input: { tag_by: ['product'], dataset_ids: ['ds-oct'] },
    });
    expect(sent[0]?.message.parts[0]).toMatchObject({ text: '/addashboard October export · 按产品打标签' });
  });

  it('when a question back follows, lists the candidates without asking twice', async () => {
    signInForTest();
    const askUser = {
      type: 'tool-ask_user',
      toolCallId: 'call-2',
      state: 'output-available',
      input: {},
      output: { question: 'Which?', choices: [{ label: 'October export', message: 'use October export' }] },
    } as never;
    await renderThread('ad-5', [ask('go'), call({}, choose, [askUser])]);
    const card = await screen.findByRole('group', { name: '使用哪份广告数据？' });
    expect(within(card).queryAllByRole('button')).toEqual([]);
    expect(within(card).getByText(/请在下方的问题中选择/)).toBeTruthy();
    expect(within(card).getByRole('list', { name: '可选的广告数据' })).toBeTruthy();
    expect(card.dataset.state).toBe('done');
    // The question's own card carries the buttons.
    expect(screen.getByRole('group', { name: 'Which?' })).toBeTruthy();
  });
});

const needs = {
  outcome: 'needs_upload',
  platform: 'meta',
  upload: {
    path: '/api/ad_data/add',
    check_path: '/api/ad_data/check',
    template: {
      csv: '/api/ad_data/template?format=csv&lang=zh',
      xlsx: '/api/ad_data/template?format=xlsx&lang=zh',
    },
    accept: ['.csv', '.xlsx'],
    max_bytes: 100_000_000,
    client_id: 'cl1',
  },
  then: { tag_by: ['product'], range: { kind: 'preset', preset: '1m' } },
};

describe('create_ad_dashboard card: needs_upload', () => {
  it('uploads the picked file, runs the request with the new dataset, and shows its parse and refused rows', async () => {
    signInForTest();
    const sent = recordSends();
    const uploads: FormData[] = [];
    let detailCalls = 0;
    server.use(
      http.post(
        '/api/ad_data/add',
        withUser((async ({ request }) => {
          uploads.push(await request.formData());
          return ok(
            adDataset('ds-new', { name: 'meta-october', state: 'parsing', phase: 'reading', progress: 10 }),
          );
        }) as HttpResponseResolver),
      ),
      http.get(
        '/api/ad_data/detail',
        withUser(() =>
          ok(
            detailCalls++ === 0
              ? adDataset('ds-new', {
                  name: 'meta-october',
                  state: 'parsing',
                  phase: 'writing',
                  progress: 60,
                })
              : adDataset('ds-new', {
                  name: 'meta-october',
                  state: 'failed',
                  problems: [{ path: 'file', message: 'no header', code: 10402 }],
                }),
          ),
        ),
      ),
    );
    await renderThread('ad-6', [
      ask('upload last month’s Meta export and tag it by product'),
      call({ upload: true }, needs),
    ]);
    const card = await screen.findByRole('group', { name: '上传Meta导出文件' });
    expect(card.dataset.state).toBe('awaiting');
    expect(within(card).getByRole('button', { name: '模板（CSV）' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: '模板（XLSX）' })).toBeTruthy();
    // Nothing picked: says so.
    await userEvent.click(within(card).getByRole('button', { name: '上传并创建' }));
    expect(within(card).getByRole('alert').textContent).toBe('请选择 CSV 或 XLSX 文件。');
    // A file of another type is refused before any upload.
    const picker = within(card).getByLabelText('文件');
    await userEvent.upload(picker, new File(['x'], 'notes.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    expect(within(card).getByRole('alert').textContent).toBe('无法读取此类文件，请选择 .csv, .xlsx 文件。');
    await userEvent.click(within(card).getByRole('button', { name: '上传并创建' }));
    expect(uploads).toHaveLength(0);
    await userEvent.upload(
      picker,
      new File(['Reporting starts,Ad name\n'], 'meta-october.csv', { type: 'text/csv' }),
    );
    await userEvent.click(within(card).getByRole('button', { name: '上传并创建' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(uploads[0]?.get('client_id')).toBe('cl1');
    expect((uploads[0]?.get('file') as File).name).toBe('meta-october.csv');
    expect(sent[0]?.tool_request).toEqual({
      name: 'create_ad_dashboard',
      input: { tag_by: ['product'], range: { kind: 'preset', preset: '1m' }, dataset_ids: ['ds-new'] },
    });
    expect(sent[0]?.message.parts[0]).toMatchObject({
      text: '/addashboard meta-october.csv · 数据的最近 1 个月 · 按产品打标签',
    });
    await within(card).findByText('已上传 meta-october.csv，看板在下方创建。');
    await within(card).findByText('文件未通过：请修正 1 个问题后重新上传。', undefined);
    expect(card.dataset.state).toBe('error');
  });

  it("a refused upload says why in the user's words and lists the file's problems", async () => {
    signInForTest();
    server.use(
      http.post(
        '/api/ad_data/add',
        withUser(() =>
          fail('AD_IMPORT_REJECTED', 'refused', {
            status: 422,
            issues: [{ path: 'file', message: 'empty', code: 10400 } as never],
          }),
        ),
      ),
    );
    await renderThread('ad-7', [ask('go'), call({ upload: true }, needs)]);
    const card = await screen.findByRole('group', { name: '上传Meta导出文件' });
    await userEvent.upload(
      within(card).getByLabelText('文件'),
      new File([''], 'empty.csv', { type: 'text/csv' }),
    );
    await userEvent.click(within(card).getByRole('button', { name: '上传并创建' }));
    expect(await within(card).findByRole('list', { name: '问题' })).toBeTruthy();
    expect(card.dataset.state).toBe('awaiting');
  });

  it('a tool error says what to do', async () => {
    signInForTest();
    await renderThread('ad-8', [
      ask('go'),
      {
        id: 'a1',
        role: 'assistant',
        parts: [
          {
            type: 'tool-create_ad_dashboard',
            toolCallId: 'c',
            state: 'output-error',
            input: {},
            errorText: 'No access.',
          } as never,
        ],
      },
    ]);
    const card = await screen.findByRole('group', { name: '创建广告看板' });
    expect(card.dataset.state).toBe('error');
    expect(within(card).getByText(/No access\. 请检查所选的数据和设置后再试/)).toBeTruthy();
  });
});
