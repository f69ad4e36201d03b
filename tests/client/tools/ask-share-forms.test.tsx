import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/lib/i18n';
import { QueryDashboardForm } from '@/tools/query-dashboard/form';
import { queryDashboardCommand } from '@/tools/query-dashboard/command';
import { ShareReportForm } from '@/tools/share-report/form';
import { shareReportCommand } from '@/tools/share-report/command';

describe('/ask and /share forms', () => {
  it('/ask submits the question and the metric', async () => {
    const onSubmit = vi.fn();
    render(<QueryDashboardForm onSubmit={onSubmit} onCancel={() => {}} />);
    const user = userEvent.setup({ delay: null });
    await user.selectOptions(screen.getByLabelText('问题'), 'top_channels');
    await user.selectOptions(screen.getByLabelText('指标'), 'likes');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(onSubmit).toHaveBeenCalledWith({ question: 'top_channels', metric: 'likes' });
    expect(queryDashboardCommand.ui.describe({ question: 'top_channels', metric: 'likes' }, i18n.t)).toBe(
      '/ask 热门频道 · 点赞量',
    );
  });

  it('/share submits the validity in days', async () => {
    const onSubmit = vi.fn();
    render(<ShareReportForm onSubmit={onSubmit} onCancel={() => {}} />);
    const user = userEvent.setup({ delay: null });
    const days = screen.getByLabelText('有效期（天）');
    await user.clear(days);
    await user.type(days, '30');
    await user.click(screen.getByRole('button', { name: '生成链接' }));
    expect(onSubmit).toHaveBeenCalledWith({ valid_days: 30 });
    expect(shareReportCommand.ui.describe({ valid_days: 30 }, i18n.t)).toBe('/share 分享 30 天');
  });
});
