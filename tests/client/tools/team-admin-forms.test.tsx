import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { CommandPalette } from '@/chat/palette/palette-launcher';
import { useCurrentSessionStore } from '@/chat/runtime/current-session-store';
import { i18n } from '@/lib/i18n';
import { CreateOrgItemForm } from '@/tools/create-org-item/form';
import { createOrgItemCommand } from '@/tools/create-org-item/command';
import { InviteMemberForm } from '@/tools/invite-member/form';
import { inviteMemberCommand } from '@/tools/invite-member/command';
import { ManageMemberForm } from '@/tools/manage-member/form';
import { manageMemberCommand } from '@/tools/manage-member/command';
import { SwitchTeamForm } from '@/tools/switch-team/form';
import { switchTeamCommand } from '@/tools/switch-team/command';
import { server } from '../msw/server.ts';
import { ok } from '../msw/envelope.ts';
import { pickerTeams } from '../msw/handlers/team-pickers.ts';
import {
  chatHandler,
  historyHandler,
  openPalette,
  renderInApp,
  signInForTest,
  toolAnswer,
  uiStream,
  type ChatBody,
} from '../chat/chat-kit.tsx';

const setup = async (ui: React.ReactNode) => {
  signInForTest();
  await renderInApp(ui);
  return userEvent.setup({ delay: null });
};

describe('/member form', () => {
  it('submits the person, the role and the clients ticked from the team’s list', async () => {
    const onSubmit = vi.fn();
    const user = await setup(<ManageMemberForm onSubmit={onSubmit} onCancel={() => {}} />);
    await user.type(screen.getByLabelText('成员'), ' 李雷 ');
    await user.selectOptions(screen.getByLabelText('角色'), 'editor');
    await user.click(await screen.findByRole('checkbox', { name: 'Nike' }));
    await user.click(screen.getByRole('button', { name: '准备变更' }));
    const input = { person: '李雷', role: 'editor' as const, clients: ['Nike'] };
    expect(onSubmit).toHaveBeenCalledWith(input);
    expect(manageMemberCommand.ui.describe(input, i18n.t)).toBe('/member 李雷 · 编辑 · Nike');
  });

  it('leaves the role and clients out when none are chosen', async () => {
    const onSubmit = vi.fn();
    const user = await setup(<ManageMemberForm onSubmit={onSubmit} onCancel={() => {}} />);
    await user.type(screen.getByLabelText('成员'), 'lilei@example.com');
    await user.click(screen.getByRole('button', { name: '准备变更' }));
    expect(onSubmit).toHaveBeenCalledWith({ person: 'lilei@example.com' });
    expect(manageMemberCommand.ui.describe({ person: 'lilei@example.com' }, i18n.t)).toBe(
      '/member lilei@example.com',
    );
  });

  it('says what to fix instead of submitting, in zh and en', async () => {
    const onSubmit = vi.fn();
    const user = await setup(<ManageMemberForm onSubmit={onSubmit} onCancel={() => {}} />);
    await user.click(screen.getByRole('button', { name: '准备变更' }));
    expect(screen.getByRole('alert').textContent).toBe('请填写成员：姓名、账号或邮箱（最多 100 个字符）。');
    expect(screen.getByLabelText('成员').getAttribute('aria-invalid')).toBe('true');
    await user.type(screen.getByLabelText('成员'), '李雷');
    await user.selectOptions(screen.getByLabelText('角色'), 'admin');
    await user.click(await screen.findByRole('checkbox', { name: 'Adidas' }));
    await user.click(screen.getByRole('button', { name: '准备变更' }));
    expect(screen.getByRole('alert').textContent).toBe(
      '管理员可以看到全部客户：请清除所选客户或选择其他角色。',
    );
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('alert').textContent).toBe(
      'An admin sees every client: clear the clients or choose another role.',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('/invite form', () => {
  it('submits the e-mail, the name, the role and the clients', async () => {
    const onSubmit = vi.fn();
    const user = await setup(<InviteMemberForm onSubmit={onSubmit} onCancel={() => {}} />);
    expect((screen.getByLabelText('角色') as HTMLSelectElement).value).toBe('viewer');
    await user.type(screen.getByLabelText('邮箱'), 'hanmei@example.com');
    await user.type(screen.getByLabelText('姓名（可选）'), '韩梅梅');
    await user.selectOptions(screen.getByLabelText('角色'), 'editor');
    await user.click(await screen.findByRole('checkbox', { name: 'Adidas' }));
    await user.click(screen.getByRole('checkbox', { name: 'Nike' }));
    await user.click(screen.getByRole('button', { name: '准备邀请' }));
    // In the order of the team's list, whatever order they were ticked in.
    const input = {
      email: 'hanmei@example.com',
      name: '韩梅梅',
      role: 'editor' as const,
      clients: ['Nike', 'Adidas'],
    };
    expect(onSubmit).toHaveBeenCalledWith(input);
    expect(inviteMemberCommand.ui.describe(input, i18n.t)).toBe(
      '/invite 韩梅梅 <hanmei@example.com> · 编辑 · Nike、Adidas',
    );
  });

  it('rejects an e-mail with spaces', async () => {
    const onSubmit = vi.fn();
    const user = await setup(<InviteMemberForm onSubmit={onSubmit} onCancel={() => {}} />);
    await user.type(screen.getByLabelText('邮箱'), 'han mei@example.com');
    await user.click(screen.getByRole('button', { name: '准备邀请' }));
    expect(screen.getByRole('alert').textContent).toBe('请填写不含空格的邮箱（3 到 64 个字符）。');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('邮箱'));
    await user.type(screen.getByLabelText('邮箱'), 'hanmei@example.com');
    await user.click(screen.getByRole('button', { name: '准备邀请' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'hanmei@example.com', role: 'viewer' });
  });
});

describe('/org form', () => {
  it('creates a client by name', async () => {
    const onSubmit = vi.fn();
    const user = await setup(<CreateOrgItemForm onSubmit={onSubmit} onCancel={() => {}} />);
    expect(screen.queryByLabelText('所属客户')).toBeNull();
    await user.type(screen.getByLabelText('名称'), 'Puma');
    await user.click(screen.getByRole('button', { name: '创建' }));
    expect(onSubmit).toHaveBeenCalledWith({ kind: 'client', name: 'Puma' });
    expect(createOrgItemCommand.ui.describe({ kind: 'client', name: 'Puma' }, i18n.t)).toBe('/org 客户 Puma');
  });

  it('creates a project under a client picked from the team’s clients, and asks for one first', async () => {
    const onSubmit = vi.fn();
    const user = await setup(<CreateOrgItemForm onSubmit={onSubmit} onCancel={() => {}} />);
    await user.click(screen.getByRole('radio', { name: '项目' }));
    await user.type(screen.getByLabelText('名称'), 'Autumn launch');
    await user.click(screen.getByRole('button', { name: '创建' }));
    expect(screen.getByRole('alert').textContent).toBe('请选择项目所属的客户。');
    expect(onSubmit).not.toHaveBeenCalled();
    const client = screen.getByLabelText('所属客户');
    await within(client).findByRole('option', { name: 'Adidas' });
    await user.selectOptions(client, 'Adidas');
    await user.click(screen.getByRole('button', { name: '创建' }));
    const input = { kind: 'project' as const, name: 'Autumn launch', client: 'Adidas' };
    expect(onSubmit).toHaveBeenCalledWith(input);
    expect(createOrgItemCommand.ui.describe(input, i18n.t)).toBe('/org 项目 Autumn launch · Adidas');
  });

  it('asks for a name', async () => {
    const onSubmit = vi.fn();
    const user = await setup(<CreateOrgItemForm onSubmit={onSubmit} onCancel={() => {}} />);
    await user.type(screen.getByLabelText('名称'), '   ');
    await user.click(screen.getByRole('button', { name: '创建' }));
    expect(screen.getByRole('alert').textContent).toBe('请填写名称（最多 60 个字符）。');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('/team form', () => {
  it('offers the user’s other active teams and submits the one picked', async () => {
    const onSubmit = vi.fn();
    const user = await setup(<SwitchTeamForm onSubmit={onSubmit} onCancel={() => {}} />);
    const group = screen.getByRole('group', { name: '选择团队' });
    await within(group).findByRole('button', { name: 'Globex' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Acme（当前）', 'Globex', 'Administrator']);
    expect(within(group).getByRole('button', { name: 'Acme（当前）' }).hasAttribute('disabled')).toBe(true);
    await user.click(within(group).getByRole('button', { name: 'Globex' }));
    expect(onSubmit).toHaveBeenCalledWith({ team: 'Globex' });
    expect(switchTeamCommand.ui.describe({ team: 'Globex' }, i18n.t)).toBe('/team Globex');
  });

  it('says so when there is no other team to switch to', async () => {
    server.use(http.get('/api/team/list', () => ok(pickerTeams.slice(0, 1))));
    await setup(<SwitchTeamForm onSubmit={vi.fn()} onCancel={() => {}} />);
    expect(await screen.findByText('你不属于其他团队。')).toBeTruthy();
  });
});

describe('⌘K team tools', () => {
  it('lists the four commands; /team runs switch_team in the current session', async () => {
    signInForTest();
    const requests: ChatBody[] = [];
    server.use(
      historyHandler({ 'pal-t': [] }),
      chatHandler((body) => {
        requests.push(body);
        return uiStream(
          toolAnswer(
            'pal-a',
            'switch_team',
            { team: 'Globex' },
            {
              status: 'choose',
              question: '哪个团队？',
              choices: [{ label: 'Globex', message: '切换到 Globex' }],
            },
          ),
        );
      }),
    );
    useCurrentSessionStore.getState().setSessionId('pal-t');
    await renderInApp(<CommandPalette />, '/writer/kox/list');
    const { user, dialog } = await openPalette(userEvent.setup({ delay: null }));
    const tools = within(dialog)
      .getAllByRole('option')
      .map((o) => o.getAttribute('data-value'))
      .filter((v) => v?.startsWith('tool:'));
    expect(tools).toEqual(
      expect.arrayContaining([
        'tool:manage_member',
        'tool:invite_member',
        'tool:create_org_item',
        'tool:switch_team',
      ]),
    );
    await user.type(within(dialog).getByRole('combobox'), '/team');
    await user.keyboard('{Enter}');
    await user.click(await within(dialog).findByRole('button', { name: 'Globex' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({
      session_id: 'pal-t',
      tool_request: { name: 'switch_team', input: { team: 'Globex' } },
      message: { parts: [{ type: 'text', text: '/team Globex' }] },
    });
  });
});
