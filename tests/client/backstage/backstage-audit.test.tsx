import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuditLogScreen } from '@/screens/backstage/audit/audit-log-screen';
import { changedFields } from '@/screens/backstage/audit/audit-change';
import { renderBackstage } from './backstage-kit.tsx';

describe('backstage audit log', () => {
  it('shows who changed what in which team, before → after, and filters by kind', async () => {
    const { api, queryClient } = renderBackstage(<AuditLogScreen inPanel />);
    api.state.audit.push(
      {
        id: 'a1',
        action: 'member.role',
        actor: { user_uid: 'u-lin', name: 'Lin Wei' },
        target_type: 'user',
        target_id: 'u-mia',
        target_label: 'mia@studio.test',
        before: { role: 'viewer' },
        after: { role: 'editor' },
        created_at: '2026-05-02T08:00:00.000Z',
        team_id: 't-apac',
        team_name: 'APAC Growth',
      },
      {
        id: 'a2',
        action: 'group.create',
        actor: { user_uid: 'u-admin', name: 'Administrator' },
        target_type: 'group',
        target_id: 'g-1',
        target_label: '<b>EMEA</b>',
        before: null,
        after: { name: '<b>EMEA</b>' },
        created_at: '2026-05-01T08:00:00.000Z',
        team_id: null,
        team_name: null,
      },
    );
    await queryClient.invalidateQueries();
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const row = (await within(table).findByText('Role changed')).closest('tr')!;
    expect(within(row).getByText('APAC Growth')).toBeTruthy();
    expect(within(row).getByText('viewer')).toBeTruthy();
    expect(within(row).getByText('editor')).toBeTruthy();
    const created = within(table).getByText('Group created').closest('tr')!;
    expect(within(created).getByText('Studio')).toBeTruthy();
    expect(within(created).getAllByText('<b>EMEA</b>').length).toBeGreaterThan(0);

    await userEvent.selectOptions(screen.getByLabelText('Show'), 'Groups');
    await waitFor(() => expect(within(table).queryByText('Role changed')).toBeNull());
    expect(api.callsOf('audit.all').at(-1)?.input).toMatchObject({ action: 'group.', page: '1' });
  });

  it('lists only the fields a change touched', () => {
    expect(changedFields({ name: 'A', language: 'zh' }, { name: 'B', language: 'zh' })).toEqual([
      { key: 'name', before: 'A', after: 'B' },
    ]);
    expect(changedFields(null, { name: 'A' })).toEqual([{ key: 'name', before: undefined, after: 'A' }]);
    expect(changedFields({ user_uids: ['a'] }, { user_uids: ['a'] })).toEqual([]);
  });
});
