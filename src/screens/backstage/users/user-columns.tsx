import type { TFunction } from '@/lib/i18n/translator';
import { Pencil } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { tableColumns, type DataTableColumn } from '@/components/data-table/features';
import type { ApiOutput } from '@/lib/api/client';
import { formatDate } from '@/lib/format';

export type ManagedUser = ApiOutput<'users.list'>['list'][number];

/** A system administrator holds the studio's admin role in some module (the server's rule). */
export const isSystemAdmin = (user: ManagedUser) =>
  user.writer_role.includes('admin') || user.designer_role.includes('admin');

export interface UserRowActions {
  myId: string | undefined;
  onEdit(user: ManagedUser): void;
  onStatus(user: ManagedUser, status: ManagedUser['status']): void;
}

const col = tableColumns<ManagedUser>();

export function userColumns(t: TFunction, actions: UserRowActions): DataTableColumn<ManagedUser>[] {
  return [
    col.accessor('name', {
      header: t('users.col.name'),
      cell: ({ row }) => (
        <div className="flex items-center gap-2">
          <span className="max-w-[14rem] truncate font-medium">{row.original.name}</span>
          {row.original.user_uid === actions.myId ? <Badge variant="outline">{t('users.you')}</Badge> : null}
        </div>
      ),
    }),
    col.accessor('account', {
      header: t('users.col.account'),
      cell: ({ getValue }) => <span className="whitespace-nowrap text-muted-foreground">{getValue()}</span>,
    }),
    col.accessor('status', {
      header: t('users.col.status'),
      cell: ({ getValue }) =>
        getValue() === 'active' ? (
          <Badge variant="success">{t('users.status.active')}</Badge>
        ) : (
          <Badge variant="secondary">{t('users.status.disabled')}</Badge>
        ),
    }),
    col.display({
      id: 'system_admin',
      header: t('users.col.role'),
      cell: ({ row }) =>
        isSystemAdmin(row.original) ? (
          <Badge>{t('users.systemAdmin')}</Badge>
        ) : (
          <span className="text-muted-foreground">{t('users.member')}</span>
        ),
    }),
    col.accessor('created_at', {
      header: t('users.col.created'),
      cell: ({ getValue }) => <span className="whitespace-nowrap">{formatDate(getValue())}</span>,
    }),
    col.display({
      id: 'actions',
      header: () => <span className="sr-only">{t('actions')}</span>,
      cell: ({ row }) => {
        const user = row.original;
        const next = user.status === 'active' ? 'disabled' : 'active';
        return (
          <div className="flex justify-end gap-1">
            <Button
              variant="ghost"
              size="icon-sm"
              title={t('users.edit.action')}
              aria-label={t('users.edit.named', { name: user.name })}
              onClick={() => actions.onEdit(user)}
            >
              <Pencil aria-hidden />
            </Button>
            <Button
              variant="outline"
              size="sm"
              aria-label={t(next === 'disabled' ? 'users.disableNamed' : 'users.enableNamed', {
                name: user.name,
              })}
              onClick={() => actions.onStatus(user, next)}
            >
              {t(next === 'disabled' ? 'users.disable' : 'users.enable')}
            </Button>
          </div>
        );
      },
    }),
  ];
}
