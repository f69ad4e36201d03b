import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Archive, ArchiveRestore, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { DataTable } from '@/components/data-table/data-table';
import { tableColumns, type DataTableColumn } from '@/components/data-table/features';
import { usePagedList } from '@/components/data-table/use-paged-list';
import { Button } from '@/components/ui/button';
import { PROJECT_STATUS_VALUES } from '@/lib/org-values';
import type { OrgAccess, OrgScope } from '../access/use-org-access.ts';
import { projectListQuery, projectTreeQuery, type ProjectRow, type ProjectSort } from '../api/org-queries.ts';
import { NativeSelect } from '@/components/form/native-select.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { formatDay, formatPeriod } from '../shared/org-format.ts';
import { RowActions } from '../shared/row-actions.tsx';
import { StatusBadge } from '../shared/status-badge.tsx';
import { TeamFilter } from '../shared/team-filter.tsx';
import { ActionsHeader, studioTeamColumn } from '../shared/org-columns.tsx';
import '@/lib/i18n/namespaces/org';

/** Dialogs (forms, zod, Radix) load after the table is up. */
const DeleteProjectsDialog = lazy(() =>
  import('./project-bulk-dialogs.tsx').then((m) => ({ default: m.DeleteProjectsDialog })),
);
const ProjectStatusDialog = lazy(() =>
  import('./project-bulk-dialogs.tsx').then((m) => ({ default: m.ProjectStatusDialog })),
);
const ProjectFormDialog = lazy(() =>
  import('./project-form-dialog.tsx').then((m) => ({ default: m.ProjectFormDialog })),
);

type ProjectStatus = ProjectRow['status'];

export function ProjectTable({
  scope,
  access,
  initialClientId,
}: {
  scope: OrgScope;
  access: OrgAccess;
  initialClientId: string;
}) {
  const { t } = useTranslation('org');
  const list = usePagedList<ProjectSort>('updated');
  const teamId = access.team?.team_id ?? null;
  const [clientId, setClientId] = useState(initialClientId);
  const [status, setStatus] = useState<ProjectStatus | ''>('');
  const [studioTeam, setStudioTeam] = useState('');
  const [editing, setEditing] = useState<ProjectRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ProjectRow[]>([]);
  const [moving, setMoving] = useState<{ rows: ProjectRow[]; status: ProjectStatus } | null>(null);
  const canWrite = scope === 'team' && access.writeWork;
  const tree = useQuery({ ...projectTreeQuery(teamId), enabled: scope === 'team' });
  const query = useQuery(
    projectListQuery(scope, teamId, {
      ...list.input,
      ...(scope === 'team' && clientId ? { client_id: clientId } : {}),
      ...(scope === 'team' && status ? { status } : {}),
      ...(scope === 'studio' && studioTeam ? { team_id: studioTeam } : {}),
    }),
  );
  const rowsById = new Map((query.data?.list ?? []).map((p) => [p.project_id, p]));
  const pick = (ids: string[]) => ids.flatMap((id) => rowsById.get(id) ?? []);
  const deleteOne = useCallback((p: ProjectRow) => setDeleting([p]), []);
  const columns = useProjectColumns(scope, canWrite, setEditing, deleteOne);
  const filtered = Boolean(clientId || status || studioTeam);
  const noClients = scope === 'team' && tree.data?.length === 0;
  const addButton =
    canWrite && !noClients ? (
      <Button onClick={() => setEditing('new')}>
        <Plus aria-hidden />
        {t('project.add')}
      </Button>
    ) : null;

  return (
    <>
      <div role="group" aria-label={t('filter.label')} className="flex flex-wrap items-center gap-2">
        {scope === 'team' ? (
          <>
            <NativeSelect
              aria-label={t('filter.client')}
              value={clientId}
              onChange={(e) => {
                setClientId(e.target.value);
                list.setPage(1);
              }}
              className="w-full sm:w-52"
            >
              <option value="">{t('filter.allClients')}</option>
              {(tree.data ?? []).map((c) => (
                <option key={c.client_id} value={c.client_id}>
                  {c.name}
                </option>
              ))}
            </NativeSelect>
            <NativeSelect
              aria-label={t('filter.status')}
              value={status}
              onChange={(e) => {
                setStatus(e.target.value as ProjectStatus | '');
                list.setPage(1);
              }}
              className="w-full sm:w-40"
            >
              <option value="">{t('filter.allStatuses')}</option>
              {PROJECT_STATUS_VALUES.map((s) => (
                <option key={s} value={s}>
                  {t(`status.${s}`)}
                </option>
              ))}
            </NativeSelect>
          </>
        ) : (
          <TeamFilter
            value={studioTeam}
            onChange={(id) => {
              setStudioTeam(id);
              list.setPage(1);
            }}
          />
        )}
      </div>
      {scope === 'team' && !canWrite ? (
        <p className="text-sm text-muted-foreground">{t('project.readOnly')}</p>
      ) : null}
      <DataTable
        label={t('project.tableLabel')}
        columns={columns}
        query={query}
        list={list}
        getRowId={(p) => p.project_id}
        sortable={{ name: 'name', period: 'start', created: 'created', updated: 'updated' }}
        searchPlaceholder={t('project.search')}
        actions={addButton}
        empty={
          filtered ? (
            <EmptyState title={t('empty.filteredTitle')} body={t('empty.filteredBody')} />
          ) : noClients ? (
            <EmptyState
              title={t('project.emptyTitle')}
              body={t('project.needsClient')}
              action={
                access.manageClients ? (
                  <Button asChild variant="outline">
                    <Link to="/writer/teammanage/client">{t('project.goToClients')}</Link>
                  </Button>
                ) : null
              }
            />
          ) : (
            <EmptyState
              title={t('project.emptyTitle')}
              body={canWrite ? t('project.emptyBody') : t('project.emptyReadOnly')}
              action={addButton}
            />
          )
        }
        {...(canWrite
          ? {
              bulkActions: (ids: string[]) => (
                <>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setMoving({ rows: pick(ids), status: 'archived' })}
                  >
                    <Archive aria-hidden />
                    {t('project.archive')}
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setMoving({ rows: pick(ids), status: 'active' })}
                  >
                    <ArchiveRestore aria-hidden />
                    {t('project.reopen')}
                  </Button>
                  <Button variant="destructive" size="sm" onClick={() => setDeleting(pick(ids))}>
                    <Trash2 aria-hidden />
                    {t('bulk.delete')}
                  </Button>
                </>
              ),
            }
          : {})}
      />
      {canWrite ? (
        <Suspense fallback={null}>
          <ProjectFormDialog
            open={editing !== null}
            project={editing === 'new' ? null : editing}
            teamId={teamId}
            defaultClientId={clientId}
            onClose={() => setEditing(null)}
          />
          <DeleteProjectsDialog projects={deleting} onClose={() => setDeleting([])} />
          <ProjectStatusDialog
            projects={moving?.rows ?? []}
            status={moving?.status ?? null}
            onClose={() => setMoving(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

const col = tableColumns<ProjectRow>();

function useProjectColumns(
  scope: OrgScope,
  canWrite: boolean,
  onEdit: (p: ProjectRow) => void,
  onDelete: (p: ProjectRow) => void,
): DataTableColumn<ProjectRow>[] {
  const { t } = useTranslation('org');
  return useMemo(
    () => [
      col.accessor('name', {
        id: 'name',
        header: t('project.name'),
        cell: ({ row }) =>
          scope === 'team' ? (
            <Link
              to="/writer/teammanage/placement"
              search={{ project_id: row.original.project_id }}
              className="inline-block min-w-36 font-medium text-primary underline-offset-4 hover:underline"
              title={t('project.openPlacements')}
            >
              {row.original.name}
            </Link>
          ) : (
            <span className="font-medium">{row.original.name}</span>
          ),
      }),
      ...(scope === 'studio' ? [studioTeamColumn<ProjectRow>(t('column.team'))] : []),
      col.accessor((p) => p.client.name, {
        id: 'client',
        header: t('project.client'),
        cell: ({ getValue }) => <span className="whitespace-nowrap">{getValue<string>()}</span>,
      }),
      col.accessor('status', {
        id: 'status',
        header: t('column.status'),
        cell: ({ row }) => <StatusBadge status={row.original.status} />,
      }),
      col.accessor('start_date', {
        id: 'period',
        header: t('column.period'),
        cell: ({ row }) => (
          <span className="whitespace-nowrap tabular-nums">
            {formatPeriod(row.original.start_date, row.original.end_date)}
          </span>
        ),
      }),
      col.accessor('placement_count', {
        id: 'placements',
        header: t('project.placements'),
        cell: ({ getValue }) => <span className="tabular-nums">{getValue<number>()}</span>,
      }),
      col.accessor('dashboard_count', {
        id: 'dashboards',
        header: t('project.dashboards'),
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
      ...(canWrite
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
    [t, scope, canWrite, onEdit, onDelete],
  );
}
