import { lazy, Suspense, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Mail, UserPlus, Users } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { DataTable } from '@/components/data-table/data-table';
import { usePagedList } from '@/components/data-table/use-paged-list';
import { Button } from '@/components/ui/button';
import { useAuthStore } from '@/lib/auth/auth-store';
import { ConfirmMemberAction, type PendingMemberAction } from './confirm-member-action.tsx';
import { MemberBulkActions } from './member-bulk-actions.tsx';
import { memberColumns } from './member-columns.tsx';
import { membersQuery, type MemberSort, type TeamMember } from './member-queries.ts';
import type { MemberRowHandlers } from './member-row-menu.tsx';
import type { MemberTarget } from './member-target.ts';
import '@/lib/i18n/namespaces/teammanage';

// The dialogs (forms, their schemas, the client picker) load when first opened.
const AddMembersDialog = lazy(() =>
  import('./add-members-dialog.tsx').then((m) => ({ default: m.AddMembersDialog })),
);
const ClientAccessDialog = lazy(() =>
  import('./client-access-dialog.tsx').then((m) => ({ default: m.ClientAccessDialog })),
);
const InviteDialog = lazy(() => import('./invite-dialog.tsx').then((m) => ({ default: m.InviteDialog })));

const one = (member: TeamMember): MemberTarget => ({ userUids: [member.user_uid], name: member.name });
const many = (ids: string[]): MemberTarget => ({ userUids: ids, name: null });

/** The team's members with their actions, one by one or for the selected rows, and the ways to add people. */
export function MembersTable() {
  const { t } = useTranslation('teammanage');
  const selfUid = useAuthStore((s) => s.userInfo?.user_info.user_uid);
  const list = usePagedList<MemberSort>('joined');
  const query = useQuery(membersQuery(list.input));
  const [pending, setPending] = useState<PendingMemberAction | null>(null);
  const [clients, setClients] = useState<{
    target: MemberTarget;
    initial: string[] | null;
    after?(): void;
  } | null>(null);
  const [adding, setAdding] = useState(false);
  const [inviting, setInviting] = useState(false);

  const handlers = useMemo<MemberRowHandlers>(
    () => ({
      onRole: (member, role) => {
        setPending({ action: { kind: 'role', role }, target: one(member) });
      },
      onClients: (member) => {
        setClients({
          target: one(member),
          initial: member.restricted ? member.clients.map((c) => c.client_id) : null,
        });
      },
      onStatus: (member) => {
        const status = member.status === 'active' ? 'disabled' : 'active';
        setPending({ action: { kind: 'status', status }, target: one(member) });
      },
      onRemove: (member) => {
        setPending({ action: { kind: 'remove' }, target: one(member) });
      },
    }),
    [],
  );
  const columns = useMemo(() => memberColumns(t, selfUid, handlers), [t, selfUid, handlers]);
  const addButtons = (
    <>
      <Button variant="outline" onClick={() => setAdding(true)}>
        <UserPlus aria-hidden />
        {t('members.add')}
      </Button>
      <Button onClick={() => setInviting(true)}>
        <Mail aria-hidden />
        {t('members.invite')}
      </Button>
    </>
  );

  return (
    <>
      <DataTable
        label={t('members.tableLabel')}
        columns={columns}
        query={query}
        list={list}
        getRowId={(m) => m.user_uid}
        rowLabel={(m) => m.name}
        sortable={{ name: 'name', role: 'role', joined: 'joined' }}
        searchPlaceholder={t('members.search')}
        actions={addButtons}
        canSelect={(m) => m.role !== 'owner'}
        empty={
          <div className="flex flex-col items-center gap-3">
            <Users aria-hidden className="size-6 text-muted-foreground" />
            <p className="text-sm text-muted-foreground">{t('members.empty')}</p>
            <Button onClick={() => setInviting(true)}>{t('members.invite')}</Button>
          </div>
        }
        bulkActions={(ids, clear) => (
          <MemberBulkActions
            onRole={(role) => {
              setPending({ action: { kind: 'role', role }, target: many(ids), after: clear });
            }}
            onClients={() => {
              setClients({ target: many(ids), initial: null, after: clear });
            }}
            onStatus={(status) => {
              setPending({ action: { kind: 'status', status }, target: many(ids), after: clear });
            }}
            onRemove={() => {
              setPending({ action: { kind: 'remove' }, target: many(ids), after: clear });
            }}
          />
        )}
      />
      <p className="text-xs text-muted-foreground">{t('members.ownerNote')}</p>
      <ConfirmMemberAction pending={pending} onClose={() => setPending(null)} />
      <Suspense fallback={null}>
        {clients ? (
          <ClientAccessDialog
            target={clients.target}
            initial={clients.initial}
            onClose={() => setClients(null)}
            onDone={() => clients.after?.()}
          />
        ) : null}
        {adding ? <AddMembersDialog open onOpenChange={setAdding} /> : null}
        {inviting ? <InviteDialog open onOpenChange={setInviting} /> : null}
      </Suspense>
    </>
  );
}
