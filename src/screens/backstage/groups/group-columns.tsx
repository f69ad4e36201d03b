import type { TFunction } from '@/lib/i18n/translator';
import { Pencil, Trash2, Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { tableColumns, type DataTableColumn } from '@/components/data-table/features';
import type { ApiOutput } from '@/lib/api/client';
import { formatDate } from '@/lib/format';

export type Group = ApiOutput<'group.list'>['list'][number];

export interface GroupRowActions {
  onMembers(group: Group): void;
  onEdit(group: Group): void;
  onDelete(group: Group): void;
}

const col = tableColumns<Group>();

export function groupColumns(
  t: TFunction,
  locale: string,
  actions: GroupRowActions,
): DataTableColumn<Group>[] {
  return [
    col.accessor('name', {
      header: t('groups.col.name'),
      cell: ({ getValue }) => <span className="font-medium">{getValue()}</span>,
    }),
    col.accessor('description', {
      header: t('groups.col.description'),
      cell: ({ getValue }) => (
        <span className="line-clamp-2 max-w-[24rem] text-muted-foreground">{getValue() || '—'}</span>
      ),
    }),
    col.accessor('member_count', {
      header: t('groups.col.members'),
      cell: ({ getValue }) => getValue().toLocaleString(locale),
    }),
    col.accessor('updated_at', {
      header: t('groups.col.updated'),
      cell: ({ getValue }) => <span className="whitespace-nowrap">{formatDate(getValue())}</span>,
    }),
    col.display({
      id: 'actions',
      header: () => <span className="sr-only">{t('actions')}</span>,
      cell: ({ row }) => {
        const group = row.original;
        return (
          <div className="flex justify-end gap-1">
            <Button
              variant="outline"
              size="sm"
              aria-label={t('groups.members.named', { name: group.name })}
              onClick={() => actions.onMembers(group)}
            >
              <Users aria-hidden />
              {t('groups.members.action')}
            </Button>
            <Button
              variant="ghost"
              size="icon-sm"
              title={t('groups.edit')}
              aria-label={t('groups.editNamed', { name: group.name })}
              onClick={() => actions.onEdit(group)}
            >
              <Pencil aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="icon-sm"
              className="text-destructive hover:text-destructive"
              title={t('groups.delete.action')}
              aria-label={t('groups.delete.named', { name: group.name })}
              onClick={() => actions.onDelete(group)}
            >
              <Trash2 aria-hidden />
            </Button>
          </div>
        );
      },
    }),
  ];
}
