import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/lib/i18n';
import { projectStatusCommand } from '@/tools/project-status/command';
import { ProjectStatusForm } from '@/tools/project-status/form';
import { renderInApp, signInForTest } from '../chat/chat-kit.tsx';

const setup = async (ui: React.ReactNode) => {
  signInForTest();
  await renderInApp(ui);
  return userEvent.setup({ delay: null });
};

describe('/projectstatus form', () => {
  it('submits the project and the period; describes itself as the slash command', async () => {
    const onSubmit = vi.fn();
    const user = await setup(<ProjectStatusForm onSubmit={onSubmit} onCancel={() => {}} />);
    await user.type(screen.getByLabelText('项目名称'), '春季新品');
    await user.selectOptions(screen.getByLabelText('时间段'), 'this_month');
    await user.click(screen.getByRole('button', { name: '查看' }));
    expect(onSubmit).toHaveBeenCalledWith({ project: '春季新品', period: 'this_month' });
    expect(projectStatusCommand.ui.describe(onSubmit.mock.calls[0]![0], i18n.t)).toBe(
      '/projectstatus 春季新品 本月',
    );
  });

  it('without a project name says what is missing and submits nothing; Escape cancels', async () => {
    const onSubmit = vi.fn();
    const onCancel = vi.fn();
    const user = await setup(<ProjectStatusForm onSubmit={onSubmit} onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: '查看' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('请填写项目名称。')).toBeTruthy();
    expect(screen.getByLabelText('项目名称').getAttribute('aria-invalid')).toBe('true');
    await user.type(screen.getByLabelText('项目名称'), '{Escape}');
    expect(onCancel).toHaveBeenCalled();
  });
});
