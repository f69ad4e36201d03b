import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { i18n } from '@/lib/i18n';
import { CreateAdDashboardForm } from '@/tools/create-ad-dashboard/form';
import { createAdDashboardCommand } from '@/tools/create-ad-dashboard/command';
import { QueryAdDashboardForm } from '@/tools/query-ad-dashboard/form';
import { queryAdDashboardCommand } from '@/tools/query-ad-dashboard/command';
import { server } from '../msw/server.ts';
import { fail, ok } from '../msw/envelope.ts';
import { withUser } from '../msw/handlers/auth.ts';
import { adDataset } from '../msw/handlers/ad-data.ts';
import { renderInApp, signInForTest } from '../chat/chat-kit.tsx';

const user = () => userEvent.setup({ delay: null });

async function createForm() {
  signInForTest();
  const onSubmit = vi.fn();
  const onCancel = vi.fn();
  await renderInApp(<CreateAdDashboardForm onSubmit={onSubmit} onCancel={onCancel} />);
  return { onSubmit, onCancel, form: await screen.findByRole('form', { name: '新建广告看板' }) };
}

const listOf = (list: unknown[]) =>
  http.get(
    '/api/ad_data/list',
    withUser(() => ok({ list, total: list.length, page: 1, page_size: 50 })),
  );

describe('/addashboard form', () => {
  it('a sample account with the settings asked', async () => {
    const { onSubmit, form } = await createForm();
    const u = user();
    await u.selectOptions(within(form).getByLabelText('哪个示例账户'), 'tiktok');
    await u.type(within(form).getByLabelText('名称'), 'TikTok try-out');
    await u.selectOptions(within(form).getByLabelText('归因窗口'), '7d_click');
    await u.selectOptions(within(form).getByLabelText('汇总层级'), 'campaign');
    await u.selectOptions(within(form).getByLabelText('时间范围'), '3m');
    await u.click(within(form).getByRole('checkbox', { name: '产品' }));
    await u.click(within(form).getByRole('checkbox', { name: '钩子' }));
    await u.click(within(form).getByRole('button', { name: '创建' }));
    const input = {
      sample_accounts: ['tiktok'],
      name: 'TikTok try-out',
      window: '7d_click',
      level: 'campaign',
      range: { kind: 'preset', preset: '3m' },
      tag_by: ['product', 'hook'],
    };
    expect(onSubmit).toHaveBeenCalledWith(input);
    expect(createAdDashboardCommand.ui.describe(input as never, i18n.t)).toBe(
      '/addashboard TikTok try-out · TikTok示例账户 · 7 天点击 · 广告系列 · 数据的最近 3 个月 · 按产品、钩子打标签',
    );
    expect(createAdDashboardCommand.ui.describe(input as never, i18n.getFixedT('en'))).toBe(
      '/addashboard TikTok try-out · TikTok sample account · 7-day click · Campaign · Last 3 months of data · Tagged by Product, Hook',
    );
  });

  it("the team's datasets to pick, at least one; an upload goes to the card", async () => {
    server.use(
      listOf([
        adDataset('ds1', { name: 'October export' }),
        adDataset('ds2', { name: 'Broken', state: 'failed', row_count: 0 }),
      ]),
    );
    const { onSubmit, form } = await createForm();
    const u = user();
    await u.click(within(form).getByRole('radio', { name: '我的广告数据' }));
    const list = await within(form).findByRole('list', { name: '你的广告数据' });
    // A file that never read is no data to build on.
    expect(
      within(list)
        .getAllByRole('checkbox')
        .map((c) => c.parentElement?.textContent),
    ).toEqual(['October export · Meta · 2026-10-01 至 2026-10-31']);
    await u.click(within(form).getByRole('button', { name: '创建' }));
    expect(within(form).getByRole('alert').textContent).toBe('请至少选择一份广告数据。');
    expect(onSubmit).not.toHaveBeenCalled();
    await u.click(within(list).getByRole('checkbox'));
    await u.click(within(form).getByRole('button', { name: '创建' }));
    expect(onSubmit).toHaveBeenLastCalledWith({
      dataset_ids: ['ds1'],
      range: { kind: 'preset', preset: '1m' },
    });
    await u.click(within(form).getByRole('radio', { name: '上传文件' }));
    await u.click(within(form).getByRole('button', { name: '创建' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ upload: true, range: { kind: 'preset', preset: '1m' } });
  });

  it('no data yet says so; Escape cancels', async () => {
    server.use(listOf([]));
    const { onCancel, form } = await createForm();
    const u = user();
    await u.click(within(form).getByRole('radio', { name: '我的广告数据' }));
    expect(await within(form).findByText(/还没有广告数据/)).toBeTruthy();
    await u.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalled();
  });

  it('a list that fails to load says so and tries again', async () => {
    let calls = 0;
    server.use(
      http.get(
        '/api/ad_data/list',
        withUser(() =>
          calls++ === 0
            ? fail('INTERNAL', 'boom', { status: 500 })
            : ok({ list: [adDataset('ds1', { name: 'October export' })], total: 1, page: 1, page_size: 50 }),
        ),
      ),
    );
    const { form } = await createForm();
    const u = user();
    await u.click(within(form).getByRole('radio', { name: '我的广告数据' }));
    const alert = await within(form).findByRole('alert', undefined);
    await u.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await within(form).findByRole('checkbox', { name: /October export/ })).toBeTruthy();
  });
});

describe('/askads form', () => {
  const setup = () => {
    const onSubmit = vi.fn();
    render(<QueryAdDashboardForm onSubmit={onSubmit} onCancel={() => {}} />);
    return { onSubmit, u: user() };
  };

  it('a breakdown: metric, dimension, order (costs lowest first) and period', async () => {
    const { onSubmit, u } = setup();
    await u.selectOptions(screen.getByLabelText('指标'), 'cost_per_purchase');
    expect((screen.getByLabelText('排序') as HTMLSelectElement).value).toBe('lowest');
    await u.selectOptions(screen.getByLabelText('维度'), 'hook');
    await u.selectOptions(screen.getByLabelText('时间段'), 'last7days');
    await u.click(screen.getByRole('button', { name: '查询' }));
    const input = {
      question: 'breakdown',
      metric: 'cost_per_purchase',
      by: 'hook',
      rank: 'lowest',
      period: { last: 7, unit: 'day' },
    };
    expect(onSubmit).toHaveBeenCalledWith(input);
    expect(queryAdDashboardCommand.ui.describe(input as never, i18n.getFixedT('en'))).toBe(
      '/askads Cost per purchase by Hook · Lowest first · last 7 days',
    );
  });

  it('a breakdown within bounds; a lower bound not below the upper one is refused', async () => {
    const { onSubmit, u } = setup();
    await u.selectOptions(screen.getByLabelText('指标'), 'ctr');
    await u.type(screen.getByLabelText('只看高于（可选）'), '2');
    await u.type(screen.getByLabelText('只看低于（可选）'), '1.5');
    await u.click(screen.getByRole('button', { name: '查询' }));
    expect(screen.getByRole('alert').textContent).toBe('范围请填数字，且下限要小于上限。');
    expect(onSubmit).not.toHaveBeenCalled();
    await u.clear(screen.getByLabelText('只看高于（可选）'));
    await u.type(screen.getByLabelText('只看高于（可选）'), '0.5');
    await u.click(screen.getByRole('button', { name: '查询' }));
    const input = {
      question: 'breakdown',
      metric: 'ctr',
      by: 'product',
      rank: 'highest',
      above: 0.5,
      below: 1.5,
    };
    expect(onSubmit).toHaveBeenCalledWith(input);
    expect(queryAdDashboardCommand.ui.describe(input as never, i18n.t)).toBe(
      '/askads 按产品的点击率 · 高于0.5%且低于1.5%',
    );
  });

  it("the budget's pacing takes no metric, dimension or dates (it is the dashboard period's)", async () => {
    const { onSubmit, u } = setup();
    await u.selectOptions(screen.getByLabelText('问题'), 'budget');
    expect(screen.queryByLabelText('指标')).toBeNull();
    expect(screen.queryByLabelText('维度')).toBeNull();
    expect(screen.queryByLabelText('时间段')).toBeNull();
    await u.click(screen.getByRole('button', { name: '查询' }));
    expect(onSubmit).toHaveBeenCalledWith({ question: 'budget' });
    expect(queryAdDashboardCommand.ui.describe({ question: 'budget' }, i18n.getFixedT('en'))).toBe(
      '/askads Budget pacing',
    );
  });

  it('a period against the span before it, or against dates of its own', async () => {
    const { onSubmit, u } = setup();
    await u.selectOptions(screen.getByLabelText('问题'), 'compare_periods');
    expect(screen.queryByLabelText('维度')).toBeNull();
    expect((screen.getByLabelText('对比时段') as HTMLSelectElement).value).toBe('previous');
    await u.selectOptions(screen.getByLabelText('时间段'), 'last30days');
    await u.click(screen.getByRole('button', { name: '查询' }));
    expect(onSubmit).toHaveBeenLastCalledWith({
      question: 'compare_periods',
      metric: 'amount_spent_usd',
      period: { last: 30, unit: 'day' },
    });
    await u.selectOptions(screen.getByLabelText('指标'), 'roi');
    await u.selectOptions(screen.getByLabelText('对比时段'), 'custom');
    // Dates out of order are refused, as the period's are.
    await u.type(screen.getByLabelText('对比开始日期'), '2026-10-31');
    await u.type(screen.getByLabelText('对比结束日期'), '2026-10-01');
    await u.click(screen.getByRole('button', { name: '查询' }));
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await u.clear(screen.getByLabelText('对比开始日期'));
    await u.type(screen.getByLabelText('对比开始日期'), '2026-09-01');
    await u.click(screen.getByRole('button', { name: '查询' }));
    const input = {
      question: 'compare_periods',
      metric: 'roi',
      period: { last: 30, unit: 'day' },
      versus: { from: '2026-09-01', to: '2026-10-01' },
    };
    expect(onSubmit).toHaveBeenLastCalledWith(input);
    expect(queryAdDashboardCommand.ui.describe(input as never, i18n.getFixedT('en'))).toBe(
      '/askads ROI against another period · last 30 days · against 2026-09-01 – 2026-10-01',
    );
  });

  it("one platform's ads only, when one is chosen", async () => {
    const { onSubmit, u } = setup();
    expect((screen.getByLabelText('平台') as HTMLSelectElement).value).toBe('all');
    await u.selectOptions(screen.getByLabelText('问题'), 'overview');
    await u.selectOptions(screen.getByLabelText('平台'), 'tiktok');
    await u.click(screen.getByRole('button', { name: '查询' }));
    const input = { question: 'overview', metric: 'amount_spent_usd', platform: 'tiktok' };
    expect(onSubmit).toHaveBeenCalledWith(input);
    expect(queryAdDashboardCommand.ui.describe(input as never, i18n.getFixedT('en'))).toBe(
      '/askads Overview of Spend · TikTok only',
    );
  });

  it('each question shows only what it takes; the best ads by a level', async () => {
    const { onSubmit, u } = setup();
    await u.selectOptions(screen.getByLabelText('问题'), 'top_ads');
    expect(screen.queryByLabelText('指标')).toBeNull();
    expect(
      within(screen.getByLabelText('维度'))
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value),
    ).toEqual(['ad', 'ad_set', 'campaign']);
    await u.selectOptions(screen.getByLabelText('维度'), 'campaign');
    await u.click(screen.getByRole('button', { name: '查询' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ question: 'top_ads', by: 'campaign' });
    await u.selectOptions(screen.getByLabelText('问题'), 'overview');
    await u.selectOptions(screen.getByLabelText('指标'), 'all');
    await u.click(screen.getByRole('button', { name: '查询' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ question: 'overview' });
    await u.selectOptions(screen.getByLabelText('问题'), 'change');
    await u.selectOptions(screen.getByLabelText('变化方向'), 'down');
    await u.click(screen.getByRole('button', { name: '查询' }));
    expect(onSubmit).toHaveBeenLastCalledWith({
      question: 'change',
      metric: 'amount_spent_usd',
      by: 'product',
      direction: 'down',
    });
  });
});
