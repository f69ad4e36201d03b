import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddToKoxProjectForm } from '@/tools/add-to-kox-project/form';
import { DraftOutreachForm } from '@/tools/draft-outreach/form';
import { SendOutreachForm } from '@/tools/send-outreach/form';
import { CancelOutreachForm } from '@/tools/cancel-outreach/form';
import { FollowUpOutreachForm } from '@/tools/follow-up-outreach/form';
import { renderInApp, signInForTest } from '../chat/chat-kit.tsx';

const setup = async (ui: React.ReactNode) => {
  signInForTest();
  await renderInApp(ui);
  return userEvent.setup({ delay: null });
};

describe('/addtoproject form', () => {
  it('splits the creators on any comma; without them, the last recommendation is meant', async () => {
    const onSubmit = vi.fn();
    const user = await setup(<AddToKoxProjectForm onSubmit={onSubmit} onCancel={() => {}} />);
    await user.type(screen.getByLabelText('项目名称'), '春季新品');
    await user.type(screen.getByLabelText(/^达人/), 'Mia Chen，阿强、 kox_000003 ,');
    await user.click(screen.getByRole('button', { name: '准备' }));
    expect(onSubmit).toHaveBeenLastCalledWith({
      project: '春季新品',
      creators: ['Mia Chen', '阿强', 'kox_000003'],
    });
    await user.clear(screen.getByLabelText(/^达人/));
    await user.click(screen.getByRole('button', { name: '准备' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ project: '春季新品' });
  });
});

describe('/draftoutreach form', () => {
  it('submits the project and the chosen language; none chosen: the interface language', async () => {
    const onSubmit = vi.fn();
    const user = await setup(<DraftOutreachForm onSubmit={onSubmit} onCancel={() => {}} />);
    await user.type(screen.getByLabelText('项目名称'), 'Trail');
    await user.click(screen.getByRole('button', { name: '撰写' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ project: 'Trail' });
    await user.selectOptions(screen.getByLabelText('邮件语言'), 'en');
    await user.click(screen.getByRole('button', { name: '撰写' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ project: 'Trail', language: 'en' });
    await user.click(screen.getByRole('checkbox', { name: '同时重写还没发出、未经人修改的邀约邮件' }));
    await user.click(screen.getByRole('button', { name: '撰写' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ project: 'Trail', language: 'en', rewrite: true });
  });
});

describe('/canceloutreach form', () => {
  it('submits the project; without one it says so and submits nothing', async () => {
    const onSubmit = vi.fn();
    const user = await setup(<CancelOutreachForm onSubmit={onSubmit} onCancel={() => {}} />);
    await user.click(screen.getByRole('button', { name: '停止发送' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('请填写项目名称。')).toBeTruthy();
    await user.type(screen.getByLabelText('项目名称'), '春季新品');
    await user.click(screen.getByRole('button', { name: '停止发送' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ project: '春季新品' });
  });
});

describe('/sendoutreach form', () => {
  it('sends the local time with its offset; no time: as soon as approved; no project: says so, sends nothing', async () => {
    const onSubmit = vi.fn();
    const onCancel = vi.fn();
    const user = await setup(<SendOutreachForm onSubmit={onSubmit} onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: '准备' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('请填写项目名称和有效的时间。')).toBeTruthy();
    expect(screen.getByLabelText('项目名称').getAttribute('aria-invalid')).toBe('true');

    await user.type(screen.getByLabelText('项目名称'), 'Trail');
    await user.click(screen.getByRole('button', { name: '准备' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ project: 'Trail' });
    await user.type(screen.getByLabelText('发送时间（留空：立即）'), '2026-12-01T09:30');
    await user.click(screen.getByRole('button', { name: '准备' }));
    expect(onSubmit).toHaveBeenLastCalledWith({
      project: 'Trail',
      send_at: new Date('2026-12-01T09:30').toISOString(),
    });
    await user.type(screen.getByLabelText('项目名称'), '{Escape}');
    expect(onCancel).toHaveBeenCalled();
  });
});

describe('/followup form', () => {
  it('submits the project; without one it says so and submits nothing', async () => {
    const onSubmit = vi.fn();
    const user = await setup(<FollowUpOutreachForm onSubmit={onSubmit} onCancel={() => {}} />);
    expect(screen.getByRole('form', { name: '发跟进邮件' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '准备' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('请填写项目名称。')).toBeTruthy();
    await user.type(screen.getByLabelText('项目名称'), '春季新品');
    await user.click(screen.getByRole('button', { name: '准备' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ project: '春季新品' });
  });
});
