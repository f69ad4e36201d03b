import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/lib/i18n';
import { QueryDashboardForm } from '@/tools/query-dashboard/form';
import { queryDashboardCommand } from '@/tools/query-dashboard/command';

const setup = () => {
  const onSubmit = vi.fn();
  render(<QueryDashboardForm onSubmit={onSubmit} onCancel={() => {}} />);
  return { onSubmit, user: userEvent.setup({ delay: null }) };
};

describe('/ask form: subjects, split, period and day', () => {
  it('submits the asked subjects, the split per subject and a relative period', async () => {
    const { onSubmit, user } = setup();
    await user.selectOptions(screen.getByLabelText('问题'), 'trend');
    await user.type(screen.getByLabelText('分析主体（可选，用逗号分隔）'), 'Nike， adidas,, Nike');
    await user.click(screen.getByRole('checkbox', { name: '按主体拆分' }));
    await user.selectOptions(screen.getByLabelText('时间段'), 'last3months');
    expect(screen.queryByLabelText(/^日期/)).toBeNull();
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(onSubmit).toHaveBeenCalledWith({
      question: 'trend',
      metric: 'views',
      subjects: ['Nike', 'adidas'],
      by_subject: true,
      period: { last: 3, unit: 'month' },
    });
  });

  it('posts on a day takes a date; custom periods take two dates in order', async () => {
    const { onSubmit, user } = setup();
    await user.selectOptions(screen.getByLabelText('问题'), 'posts_on_date');
    await user.type(screen.getByLabelText('日期（YYYY-MM-DD 或 MM-DD，可选）'), '03-14');
    await user.selectOptions(screen.getByLabelText('时间段'), 'custom');
    await user.type(screen.getByLabelText('开始'), '2026-03-20');
    await user.type(screen.getByLabelText('结束'), '2026-03-01');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(screen.getByRole('alert').textContent).toBe('请选择开始和结束日期，且开始不晚于结束。');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('开始'));
    await user.type(screen.getByLabelText('开始'), '2026-01-01');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(onSubmit).toHaveBeenCalledWith({
      question: 'posts_on_date',
      metric: 'views',
      period: { from: '2026-01-01', to: '2026-03-01' },
      date: '03-14',
    });
  });

  it('a comparison of two spans: every measure or one, the span just before or dates of its own', async () => {
    const { onSubmit, user } = setup();
    await user.selectOptions(screen.getByLabelText('问题'), 'compare_periods');
    await user.selectOptions(screen.getByLabelText('指标'), 'all');
    await user.selectOptions(screen.getByLabelText('时间段'), 'last30days');
    expect(screen.queryByLabelText('对比开始日期')).toBeNull();
    await user.selectOptions(screen.getByLabelText('对比时段'), 'custom');
    await user.type(screen.getByLabelText('对比开始日期'), '2026-02-10');
    await user.type(screen.getByLabelText('对比结束日期'), '2026-02-01');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(screen.getByRole('alert').textContent).toBe('请选择开始和结束日期，且开始不晚于结束。');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('对比开始日期'));
    await user.type(screen.getByLabelText('对比开始日期'), '2026-01-01');
    await user.click(screen.getByRole('button', { name: '查询' }));
    const asked = {
      question: 'compare_periods',
      period: { last: 30, unit: 'day' },
      versus: { from: '2026-01-01', to: '2026-02-01' },
    };
    expect(onSubmit).toHaveBeenCalledWith(asked);
    expect(queryDashboardCommand.ui.describe(asked as never, i18n.t)).toBe(
      '/ask 与另一时段对比 · 最近30天 · 对比 2026-01-01 至 2026-02-01',
    );
    // "Every measure" is a comparison's alone: another question goes back to a measure.
    await user.selectOptions(screen.getByLabelText('问题'), 'trend');
    expect((screen.getByLabelText('指标') as HTMLSelectElement).value).toBe('views');
    expect(screen.queryByLabelText('对比时段')).toBeNull();
  });

  it('a comparison is never over all time: it starts from the last 30 days, and all time is not offered', async () => {
    const { onSubmit, user } = setup();
    expect((screen.getByLabelText('时间段') as HTMLSelectElement).value).toBe('all');
    await user.selectOptions(screen.getByLabelText('问题'), 'compare_periods');
    const period = screen.getByLabelText('时间段') as HTMLSelectElement;
    expect(period.value).toBe('last30days');
    expect([...period.options].map((o) => o.value)).not.toContain('all');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(onSubmit).toHaveBeenCalledWith({
      question: 'compare_periods',
      metric: 'views',
      period: { last: 30, unit: 'day' },
    });
  });
  it('Enter in a field asks; a day in another shape is refused', async () => {
    const { onSubmit, user } = setup();
    await user.selectOptions(screen.getByLabelText('问题'), 'posts_on_date');
    await user.type(screen.getByLabelText('日期（YYYY-MM-DD 或 MM-DD，可选）'), '3/14{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('日期请写成 YYYY-MM-DD 或 MM-DD。');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('日期（YYYY-MM-DD 或 MM-DD，可选）'));
    await user.type(screen.getByLabelText('日期（YYYY-MM-DD 或 MM-DD，可选）'), '2026-03-14{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ question: 'posts_on_date', metric: 'views', date: '2026-03-14' });
  });

  it('asks about one medium, or every one by default', async () => {
    const { onSubmit, user } = setup();
    const medium = screen.getByLabelText('媒体平台');
    expect((medium as HTMLSelectElement).value).toBe('all');
    expect([...(medium as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      '全部平台',
      'YouTube',
      'TikTok',
      'Instagram',
    ]);
    await user.selectOptions(medium, 'instagram');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(onSubmit).toHaveBeenCalledWith({ question: 'top_posts', metric: 'views', platform: 'instagram' });
  });

  it('a breakdown asks what to group the posts by, hashtags by default', async () => {
    const { onSubmit, user } = setup();
    expect(screen.queryByLabelText('分组依据')).toBeNull();
    await user.selectOptions(screen.getByLabelText('问题'), 'breakdown');
    const by = screen.getByLabelText('分组依据') as HTMLSelectElement;
    expect([...by.options].map((o) => o.text)).toEqual(['话题标签', '地区', '语言', '格式', '平台']);
    await user.selectOptions(by, 'region');
    await user.selectOptions(screen.getByLabelText('指标'), 'likes');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(onSubmit).toHaveBeenCalledWith({ question: 'breakdown', metric: 'likes', by: 'region' });
    expect(
      queryDashboardCommand.ui.describe({ question: 'breakdown', by: 'region', metric: 'likes' }, i18n.t),
    ).toBe('/ask 分布 · 地区 · 点赞量');
  });

  it('refuses more subjects than a question takes', async () => {
    const { onSubmit, user } = setup();
    await user.type(screen.getByLabelText('分析主体（可选，用逗号分隔）'), 'a,b,c,d,e,f');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(screen.getByRole('alert').textContent).toBe('最多填写 5 个分析主体。');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('describes every asked part in the user message, in both languages', async () => {
    const input: Parameters<typeof queryDashboardCommand.ui.describe>[0] = {
      question: 'posts_on_date',
      metric: 'likes',
      subjects: ['Nike', 'Adidas'],
      by_subject: true,
      platform: 'tiktok',
      period: { last: 3, unit: 'month' },
      date: '03-14',
    };
    expect(queryDashboardCommand.ui.describe(input, i18n.t)).toBe(
      '/ask 某日帖子 · 点赞量 · Nike, Adidas · 按主体 · TikTok · 最近3个月 · 03-14',
    );
    const en = i18n.getFixedT('en');
    expect(queryDashboardCommand.ui.describe(input, en)).toBe(
      '/ask Posts on a day · Likes · Nike, Adidas · per subject · TikTok · last 3 months · on 03-14',
    );
    expect(
      queryDashboardCommand.ui.describe(
        { question: 'trend', period: { from: '2026-01-01', to: '2026-01-31' } },
        en,
      ),
    ).toBe('/ask Trend · 2026-01-01 – 2026-01-31');
    expect(
      queryDashboardCommand.ui.describe({ question: 'trend', period: { last: 1, unit: 'week' } }, en),
    ).toBe('/ask Trend · last 1 week');
  });
});
