import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { DataTable } from '@/components/data-table/data-table';
import { tableColumns, type DataTableColumn } from '@/components/data-table/features';
import { usePagedList } from '@/components/data-table/use-paged-list';
import { Button } from '@/components/ui/button';
import { PLACEMENT_CHANNEL_VALUES, PLACEMENT_STATUS_VALUES } from '@/lib/org-values';
import { useLanguage, type Language } from '@/lib/i18n';
import type { OrgAccess, OrgScope } from '../access/use-org-access.ts';
import {
  placementListQuery,
  projectTreeQuery,
  type PlacementRow,
  type PlacementSort,
} from '../api/org-queries.ts';
import { NativeSelect } from '@/components/form/native-select.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { formatMoney } from '../shared/org-format.ts';
import { RowActions } from '../shared/row-actions.tsx';
import { StatusBadge } from '../shared/status-badge.tsx';
import { TeamFilter } from '../shared/team-filter.tsx';
import { BudgetTotals } from './budget-totals.tsx';
import type { PlacementEdit } from './placement-form-dialog.tsx';
import type { PlacementStatus } from '@/lib/placement-status';
import { PlacementStatusMenu } from './placement-status-menu.tsx';
import { ActionsHeader, studioTeamColumn } from '../shared/org-columns.tsx';
import '@/lib/i18n/namespaces/org';

/** Dialogs (forms, zod, Radix) load after the table is up. */
const DeletePlacementsDialog = lazy(() =>
  import('./delete-placements-dialog.tsx').then((m) => ({ default: m.DeletePlacementsDialog })),
);
const PlacementFormDialog = lazy(() =>
  import('./placement-form-dialog.tsx').then((m) => ({ default: m.PlacementFormDialog })),
);

type Channel = PlacementRow['channel'];

interface Filters {
  clientId: string;
  projectId: string;
  channel: Channel | '';
  status: PlacementStatus | '';
  studioTeam: string;
}

export function PlacementTable({
  scope,
  access,
  initialProjectId,
}: {
  scope: OrgScope;
  access: OrgAccess;
  initialProjectId: string;
}) {
  const { t } = useTranslation('org');
  const { language } = useLanguage();
  const list = usePagedList<PlacementSort>('start');
  const teamId = access.team?.team_id ?? null;
  const [filters, setFilters] = useState<Filters>({
    clientId: '',
    projectId: initialProjectId,
    channel: '',
    status: '',
    studioTeam: '',
  });
  const [edit, setEdit] = useState<PlacementEdit | null>(null);
  const [deleting, setDeleting] = useState<PlacementRow[]>([]);
  const canWrite = scope === 'team' && access.writeWork;
  const tree = useQuery({ ...projectTreeQuery(teamId), enabled: scope === 'team' });
  const query = useQuery(
    placementListQuery(scope, teamId, {
      ...list.input,
      ...(scope === 'team'
        ? {
            ...(filters.clientId ? { client_id: filters.clientId } : {}),
            ...(filters.projectId ? { project_id: filters.projectId } : {}),
            ...(filters.channel ? { channel: filters.channel } : {}),
            ...(filters.status ? { status: filters.status } : {}),
          }
        : filters.studioTeam
          ? { team_id: filters.studioTeam }
          : {}),
    }),
  );
  const change = (patch: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    list.setPage(1);
  };
  const rowsById = new Map((query.data?.list ?? []).map((p) => [p.placement_id, p]));
  const deleteOne = useCallback((p: PlacementRow) => setDeleting([p]), []);
  const columns = usePlacementColumns(scope, canWrite, language, setEdit, deleteOne);
  const clients = tree.data ?? [];
  const projectChoices = clients.filter((c) => !filters.clientId || c.client_id === filters.clientId);
  const hasOpenProject = clients.some((c) => c.projects.some((p) => p.status === 'active'));
  const filtered = Object.values(filters).some(Boolean);
  const addButton =
    canWrite && hasOpenProject ? (
      <Button onClick={() => setEdit({ placement: null })}>
        <Plus aria-hidden />
        {t('placement.add')}
      </Button>
    ) : null;
  const totals = query.data?.budget_totals;

  return (
    <>
      <div role="group" aria-label={t('filter.label')} className="flex flex-wrap items-center gap-2">
        {scope === 'team' ? (
          <>
            <NativeSelect
              aria-label={t('filter.client')}
              value={filters.clientId}
              onChange={(e) => change({ clientId: e.target.value, projectId: '' })}
              className="w-full sm:w-44"
            >
              <option value="">{t('filter.allClients')}</option>
              {clients.map((c) => (
                <option key={c.client_id} value={c.client_id}>
                  {c.name}
                </option>
              ))}
            </NativeSelect>
            <NativeSelect
              aria-label={t('filter.project')}
              value={filters.projectId}
              onChange={(e) => change({ projectId: e.target.value })}
              className="w-full sm:w-52"
            >
              <option value="">{t('filter.allProjects')}</option>
              {projectChoices.map((c) => (
                <optgroup key={c.client_id} label={c.name}>
                  {c.projects.map((p) => (
                    <option key={p.project_id} value={p.project_id}>
                      {p.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </NativeSelect>
            <NativeSelect
              aria-label={t('filter.channel')}
              value={filters.channel}
              onChange={(e) => change({ channel: e.target.value as Channel | '' })}
              className="w-full sm:w-36"
            >
              <option value="">{t('filter.allChannels')}</option>
              {PLACEMENT_CHANNEL_VALUES.map((c) => (
                <option key={c} value={c}>
                  {t(`channel.${c}`)}
                </option>
              ))}
            </NativeSelect>
            <NativeSelect
              aria-label={t('filter.status')}
              value={filters.status}
              onChange={(e) => change({ status: e.target.value as PlacementStatus | '' })}
              className="w-full sm:w-36"
            >
              <option value="">{t('filter.allStatuses')}</option>
              {PLACEMENT_STATUS_VALUES.map((s) => (
                <option key={s} value={s}>
                  {t(`status.${s}`)}
                </option>
              ))}
            </NativeSelect>
          </>
        ) : (
          <TeamFilter value={filters.studioTeam} onChange={(id) => change({ studioTeam: id })} />
        )}
      </div>
      {scope === 'team' && !canWrite ? (
        <p className="text-sm text-muted-foreground">{t('placement.readOnly')}</p>
      ) : null}
      {totals && (query.data?.total ?? 0) > 0 ? <BudgetTotals totals={totals} /> : null}
      <DataTable
        label={t('placement.tableLabel')}
        columns={columns}
        query={query}
        list={list}
        getRowId={(p) => p.placement_id}
        sortable={{ name: 'name', period: 'start', budget: 'budget' }}
        searchPlaceholder={t('placement.search')}
        actions={addButton}
        empty={
          filtered ? (
            <EmptyState title={t('empty.filteredTitle')} body={t('empty.filteredBody')} />
          ) : (
            <EmptyState
              title={t('placement.emptyTitle')}
              body={
                !canWrite
                  ? t('placement.emptyReadOnly')
                  : hasOpenProject
                    ? t('placement.emptyBody')
                    : t('placement.needsProject')
              }
              action={addButton}
            />
          )
        }
        {...(canWrite
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
      {canWrite ? (
        <Suspense fallback={null}>
          <PlacementFormDialog
            edit={edit}
            teamId={teamId}
            defaultProjectId={filters.projectId}
            onClose={() => setEdit(null)}
          />
          <DeletePlacementsDialog placements={deleting} onClose={() => setDeleting([])} />
        </Suspense>
      ) : null}
    </>
  );
}

const col = tableColumns<PlacementRow>();

function usePlacementColumns(
  scope: OrgScope,
  canWrite: boolean,
  language: Language,
  onEdit: (edit: PlacementEdit) => void,
  onDelete: (p: PlacementRow) => void,
): DataTableColumn<PlacementRow>[] {
  const { t } = useTranslation('org');
  return useMemo(
    () => [
      col.accessor('name', {
        id: 'name',
        header: t('placement.name'),
        cell: ({ row }) => (
          <div className="flex min-w-40 flex-col">
            <span className="font-medium">{row.original.name}</span>
            {row.original.created_by ? (
              <span className="text-xs text-muted-foreground">
                {t('placement.by', { name: row.original.created_by.name })}
              </span>
            ) : null}
          </div>
        ),
      }),
      ...(scope === 'studio' ? [studioTeamColumn<PlacementRow>(t('column.team'))] : []),
      col.accessor((p) => p.project.name, {
        id: 'project',
        header: t('placement.clientProject'),
        cell: ({ row }) => (
          <div className="flex min-w-36 flex-col">
            <span>{row.original.project.name}</span>
            <span className="text-xs text-muted-foreground">{row.original.client.name}</span>
          </div>
        ),
      }),
      col.accessor('channel', {
        id: 'channel',
        header: t('placement.channel'),
        cell: ({ row }) => (
          <div className="flex flex-col">
            <span className="whitespace-nowrap">{t(`channel.${row.original.channel}`)}</span>
            <span className="text-xs text-muted-foreground">
              {[row.original.media, row.original.format].filter(Boolean).join(' · ') || '—'}
            </span>
          </div>
        ),
      }),
      col.accessor('start_date', {
        id: 'period',
        header: t('column.period'),
        cell: ({ row }) => (
          <span className="flex flex-col whitespace-nowrap tabular-nums">
            {row.original.start_date || row.original.end_date ? (
              <>
                <span>{row.original.start_date ?? '…'}</span>
                <span className="text-xs text-muted-foreground">
                  {t('placement.until', { date: row.original.end_date ?? '…' })}
                </span>
              </>
            ) : (
              '—'
            )}
          </span>
        ),
      }),
      col.accessor('budget', {
        id: 'budget',
        header: t('placement.budget'),
        cell: ({ row }) => (
          <span className="whitespace-nowrap tabular-nums">
            {formatMoney(row.original.budget, row.original.currency, language)}
          </span>
        ),
      }),
      col.accessor('status', {
        id: 'status',
        header: t('column.status'),
        cell: ({ row }) => <StatusBadge status={row.original.status} />,
      }),
      ...(canWrite
        ? [
            col.display({
              id: 'actions',
              header: () => <ActionsHeader label={t('column.actions')} />,
              cell: ({ row }) => (
                <RowActions
                  name={row.original.name}
                  onEdit={() => onEdit({ placement: row.original })}
                  onDelete={() => onDelete(row.original)}
                >
                  <PlacementStatusMenu
                    placement={row.original}
                    onNeedsDates={(status) => onEdit({ placement: row.original, status })}
                  />
                </RowActions>
              ),
            }),
          ]
        : []),
    ],
    [t, scope, canWrite, language, onEdit, onDelete],
  );
}
