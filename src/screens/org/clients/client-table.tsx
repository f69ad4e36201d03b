import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { DataTable } from '@/components/data-table/data-table';
import { tableColumns, type DataTableColumn } from '@/components/data-table/features';
import { usePagedList } from '@/components/data-table/use-paged-list';
import { Button } from '@/components/ui/button';
import type { OrgAccess, OrgScope } from '../access/use-org-access.ts';
import { clientListQuery, type ClientRow, type ClientSort } from '../api/org-queries.ts';
import { EmptyState } from '@/components/empty-state.tsx';
import { formatDay } from '../shared/org-format.ts';
import { RowActions } from '../shared/row-actions.tsx';
import { TeamFilter } from '../shared/team-filter.tsx';
import { ActionsHeader, studioTeamColumn } from '../shared/org-columns.tsx';
import '@/lib/i18n/namespaces/org';

/** Dialogs (forms, zod, Radix) load after the table is up. */
const ClientFormDialog = lazy(() =>
  import('./client-form-dialog.tsx').then((m) => ({ default: m.ClientFormDialog })),
);
const DeleteClientsDialog = lazy(() =>
  import('./delete-clients-dialog.tsx').then((m) => ({ default: m.DeleteClientsDialog })),
);

export function ClientTable({ scope, access }: { scope: OrgScope; access: OrgAccess }) {
  const { t } = useTranslation('org');
  const list = usePagedList<ClientSort>('name');
  const [teamId, setTeamId] = useState('');
  const [editing, setEditing] = useState<ClientRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ClientRow[]>([]);
  const canManage = scope === 'team' && access.manageClients;
  const query = useQuery(
    clientListQuery(scope, access.team?.team_id ?? null, {
      ...list.input,
      ...(scope === 'studio' && teamId ? { team_id: teamId } : {}),
    }),
  );
  const deleteOne = useCallback((c: ClientRow) => setDeleting([c]), []);
  const columns = useClientColumns(scope, canManage, setEditing, deleteOne);
  const rowsById = new Map((query.data?.list ?? []).map((c) => [c.client_id, c]));
  const addButton = canManage ? (
    <Button onClick={() => setEditing('new')}>
      <Plus aria-hidden />
      {t('client.add')}
    </Button>
  ) : null;

  return (
    <>
      {scope === 'studio' ? (
        <TeamFilter
          value={teamId}
          onChange={(id) => {
            setTeamId(id);
            list.setPage(1);
          }}
        />
      ) : null}
      {scope === 'team' && !canManage ? (
        <p className="text-sm text-muted-foreground">{t('client.readOnly')}</p>
      ) : null}
      <DataTable
        label={t('client.tableLabel')}
        columns={columns}
        query={query}
        list={list}
        getRowId={(c) => c.client_id}
        sortable={{ name: 'name', created: 'created', updated: 'updated' }}
        searchPlaceholder={t('client.search')}
        actions={addButton}
        empty={
          teamId ? (
            <EmptyState title={t('empty.filteredTitle')} body={t('empty.filteredBody')} />
          ) : (
            <EmptyState
              title={t('client.emptyTitle')}
              body={canManage ? t('client.emptyBody') : t('client.emptyReadOnly')}
              action={addButton}
            />
          )
        }
        {...(canManage
          ? {
              bulkActions: (ids: string[]) => (
                <Button
                  variant="destructive"
                  size="sm"
                  onClick={() => setDeleting(ids.flatMap((id) => rowsById.get(id) ?? []))}
                >
                  <Trash2 aria-hidden />
                  {t('bulk.delete')}
                </Button>
              ),
            }
          : {})}
      />
      {canManage ? (
        <Suspense fallback={null}>
          <ClientFormDialog
            open={editing !== null}
            client={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
          />
          <DeleteClientsDialog
            clients={deleting}
            onClose={() => setDeleting([])}
            onDeleted={() => setDeleting([])}
          />
        </Suspense>
      ) : null}
    </>
  );
}

const col = tableColumns<ClientRow>();

function useClientColumns(
  scope: OrgScope,
  canManage: boolean,
  onEdit: (c: ClientRow) => void,
  onDelete: (c: ClientRow) => void,
): DataTableColumn<ClientRow>[] {
  const { t } = useTranslation('org');
  return useMemo(
    () => [
      col.accessor('name', {
        id: 'name',
        header: t('client.name'),
        cell: ({ row }) =>
          scope === 'team' ? (
            <Link
              to="/writer/teammanage/project"
              search={{ client_id: row.original.client_id }}
              className="font-medium text-primary underline-offset-4 hover:underline"
              title={t('client.openProjects')}
            >
              {row.original.name}
            </Link>
          ) : (
            <span className="font-medium">{row.original.name}</span>
          ),
      }),
      ...(scope === 'studio' ? [studioTeamColumn<ClientRow>(t('column.team'))] : []),
      col.accessor('description', {
        id: 'description',
        header: t('client.description'),
        cell: ({ getValue }) => (
          <span className="line-clamp-2 max-w-xs text-muted-foreground">{getValue<string>() || '—'}</span>
        ),
      }),
      col.accessor('project_count', {
        id: 'projects',
        header: t('client.projects'),
        cell: ({ getValue }) => <span className="tabular-nums">{getValue<number>()}</span>,
      }),
      col.accessor('created_at', {
        id: 'created',
        header: t('column.created'),
        cell: ({ getValue }) => <span className="whitespace-nowrap">{formatDay(getValue<string>())}</span>,
      }),
      col.accessor('updated_at', {
        id: 'updated',
        header: t('column.updated'),
        cell: ({ getValue }) => <span className="whitespace-nowrap">{formatDay(getValue<string>())}</span>,
      }),
      ...(canManage
        ? [
            col.display({
              id: 'actions',
              header: () => <ActionsHeader label={t('column.actions')} />,
              cell: ({ row }) => (
                <RowActions
                  name={row.original.name}
                  onEdit={() => onEdit(row.original)}
                  onDelete={() => onDelete(row.original)}
                />
              ),
            }),
          ]
        : []),
    ],
    [t, scope, canManage, onEdit, onDelete],
  );
}
