import type { TFunction } from '@/lib/i18n/translator';
import { Badge } from '@/components/ui/badge';
import { tableColumns, type DataTableColumn } from '@/components/data-table/features';
import { formatDate } from '@/lib/format';
import type { TeamMember } from './member-queries.ts';
import { MemberRowMenu, type MemberRowHandlers } from './member-row-menu.tsx';
import '@/lib/i18n/namespaces/teammanage';
import '@/lib/i18n/namespaces/teams';

const col = tableColumns<TeamMember>();

/** The members table: who, role, status, which clients they see, when they joined, and their actions. */
export function memberColumns(
  t: TFunction,
  selfUid: string | undefined,
  handlers: MemberRowHandlers,
): DataTableColumn<TeamMember>[] {
  return [
    col.accessor('name', {
      id: 'name',
      header: () => t('members.columns.member'),
      cell: ({ row }) => (
        <div className="flex min-w-0 flex-col">
          <span className="font-medium">
            {row.original.name}
            {row.original.user_uid === selfUid ? (
              <span className="ml-1 text-xs font-normal text-muted-foreground">{t('members.you')}</span>
            ) : null}
          </span>
          <span className="text-xs text-muted-foreground">{row.original.account}</span>
        </div>
      ),
    }),
    col.accessor('role', {
      id: 'role',
      header: () => t('members.columns.role'),
      cell: ({ getValue }) => (
        <Badge variant={getValue() === 'owner' ? 'default' : 'secondary'}>
          {t(`teams:role.${getValue()}`)}
        </Badge>
      ),
    }),
    col.accessor('status', {
      id: 'status',
      header: () => t('members.columns.status'),
      cell: ({ getValue }) => (
        <span className={getValue() === 'disabled' ? 'text-destructive' : undefined}>
          {t(`members.status.${getValue()}`)}
        </span>
      ),
    }),
    col.display({
      id: 'clients',
      header: () => t('members.columns.clients'),
      cell: ({ row }) => <ClientAccessCell member={row.original} t={t} />,
    }),
    col.accessor('joined_at', {
      id: 'joined',
      header: () => t('members.columns.joined'),
      cell: ({ getValue }) => <span className="whitespace-nowrap">{formatDate(getValue())}</span>,
    }),
    col.display({
      id: 'actions',
      header: () => <span className="sr-only">{t('members.columns.actions')}</span>,
      cell: ({ row }) => (
        <MemberRowMenu member={row.original} self={row.original.user_uid === selfUid} handlers={handlers} />
      ),
    }),
  ];
}

function ClientAccessCell({ member, t }: { member: TeamMember; t: TFunction }) {
  if (!member.restricted) return <span className="text-muted-foreground">{t('members.allClients')}</span>;
  if (member.clients.length === 0) return <span className="text-destructive">{t('members.noClients')}</span>;
  return (
    <span className="line-clamp-2 max-w-56" title={member.clients.map((c) => c.name).join(', ')}>
      {member.clients.map((c) => c.name).join(', ')}
    </span>
  );
}
