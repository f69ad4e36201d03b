import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/lib/i18n';
import { matchSlashCommands } from '@/tools/slash-commands';
import { findKoxCommand } from '@/tools/find-kox/command';
import { FindKoxForm } from '@/tools/find-kox/form';
import { renderInApp, signInForTest } from '../chat/chat-kit.tsx';

const setup = async (ui: React.ReactNode) => {
  signInForTest();
  await renderInApp(ui);
  return userEvent.setup({ delay: null });
};

describe('/kox form', () => {
  it('submits the topics, the database, the platforms, a follower bucket and "has e-mail"', async () => {
    const onSubmit = vi.fn();
    const user = await setup(<FindKoxForm onSubmit={onSubmit} onCancel={() => {}} />);
    await user.type(screen.getByLabelText('话题关键词'), ' 越野跑|trail ');
    await user.selectOptions(screen.getByLabelText('达人库'), 'team');
    await user.click(screen.getByRole('checkbox', { name: 'TikTok' }));
    await user.click(screen.getByRole('checkbox', { name: 'YouTube' }));
    await user.selectOptions(screen.getByLabelText('粉丝数'), '200k-500k');
    await user.click(screen.getByRole('checkbox', { name: '有邮箱' }));
    await user.click(screen.getByRole('button', { name: '查找达人' }));
    expect(onSubmit).toHaveBeenCalledWith({
      scope: 'team',
      platform: ['tiktok', 'youtube'],
      topics: '越野跑|trail',
      followers: '200k-500k',
      has_email: true,
    });
    expect(findKoxCommand.ui.describe(onSubmit.mock.calls[0]![0], i18n.t)).toBe(
      '/kox 越野跑|trail tiktok, youtube 200k-500k',
    );
  });

  it('a least engagement rate in percent and the order; a rate past 100 is refused with the field named', async () => {
    const onSubmit = vi.fn();
    const user = await setup(<FindKoxForm onSubmit={onSubmit} onCancel={() => {}} />);
    await user.type(screen.getByLabelText('互动率不低于（%）'), '120');
    await user.click(screen.getByRole('button', { name: '查找达人' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('互动率不低于（%）').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/互动率在 0 到 100 之间/)).toBeTruthy();
    await user.clear(screen.getByLabelText('互动率不低于（%）'));
    await user.type(screen.getByLabelText('互动率不低于（%）'), '3.5');
    await user.selectOptions(screen.getByLabelText('排序'), 'engagement_rate');
    await user.click(screen.getByRole('button', { name: '查找达人' }));
    expect(onSubmit).toHaveBeenCalledWith({
      scope: 'public',
      engagement_rate_min: 3.5,
      sort: 'engagement_rate',
    });
    expect(findKoxCommand.ui.describe(onSubmit.mock.calls[0]![0], i18n.t)).toBe(
      '/kox ≥3.5% · 按互动率从高到低',
    );
  });

  it('least average views and a highest price per video; a negative price is refused with the field named', async () => {
    const onSubmit = vi.fn();
    const user = await setup(<FindKoxForm onSubmit={onSubmit} onCancel={() => {}} />);
    await user.type(screen.getByLabelText('平均播放量不低于'), '50000');
    await user.type(screen.getByLabelText('每条视频报价不高于（美元）'), '-5');
    await user.click(screen.getByRole('button', { name: '查找达人' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('每条视频报价不高于（美元）').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('平均播放量不低于').getAttribute('aria-invalid')).not.toBe('true');
    await user.clear(screen.getByLabelText('每条视频报价不高于（美元）'));
    await user.type(screen.getByLabelText('每条视频报价不高于（美元）'), '499.5');
    await user.click(screen.getByRole('button', { name: '查找达人' }));
    expect(onSubmit).toHaveBeenCalledWith({ scope: 'public', avg_views_min: 50_000, price_max: 499.5 });
    expect(findKoxCommand.ui.describe(onSubmit.mock.calls[0]![0], i18n.t)).toBe(
      '/kox 平均播放≥50000 报价≤499.5美元',
    );
  });

  it('an empty form searches the public database; Escape cancels', async () => {
    const onSubmit = vi.fn();
    const onCancel = vi.fn();
    const user = await setup(<FindKoxForm onSubmit={onSubmit} onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: '查找达人' }));
    expect(onSubmit).toHaveBeenCalledWith({ scope: 'public' });
    await user.type(screen.getByLabelText('话题关键词'), '{Escape}');
    expect(onCancel).toHaveBeenCalled();
  });

  it('a tag is asked of the team database only', async () => {
    const onSubmit = vi.fn();
    const user = await setup(<FindKoxForm onSubmit={onSubmit} onCancel={() => {}} />);
    expect(screen.queryByLabelText('标签')).toBeNull();
    await user.selectOptions(screen.getByLabelText('达人库'), 'team');
    await user.type(screen.getByLabelText('标签'), ' 春季 ');
    await user.click(screen.getByRole('button', { name: '查找达人' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ scope: 'team', tag: '春季' });
    expect(findKoxCommand.ui.describe(onSubmit.mock.calls[0]![0], i18n.t)).toBe('/kox 标签为「春季」');
    // Back on the public database the tag is not sent.
    await user.selectOptions(screen.getByLabelText('达人库'), 'public');
    await user.click(screen.getByRole('button', { name: '查找达人' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ scope: 'public' });
  });

  it('is offered as /kox in the slash menu', () => {
    expect(matchSlashCommands('/ko').map((c) => c.toolName)).toEqual(['find_kox']);
  });
});
