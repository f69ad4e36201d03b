import { useMemo, useState } from 'react';
import { useMutation, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trash2 } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { DataTable } from '@/components/data-table/data-table';
import { tableColumns, type DataTableColumn } from '@/components/data-table/features';
import type { PagedList } from '@/components/data-table/use-paged-list';
import { EmptyState } from '@/components/empty-state.tsx';
import { Button } from '@/components/ui/button';
import { callApi } from '@/lib/api/client';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { withToast } from '@/lib/toasts';
import { Section } from '../detail/section.tsx';
import { CreatorAvatar } from '../shared/creator-avatar.tsx';
import { formatCount, formatKnown } from '../shared/kox-format.ts';
import { SampleBadge } from '../shared/sample-badge.tsx';
import { KOX_KEY } from '../api/kox-queries.ts';
import type { ProjectCreatorRow } from './project-queries.ts';
import { LazyConfirmDialog } from './lazy-confirm-dialog.tsx';
import '@/lib/i18n/namespaces/koxProject';
import '@/lib/i18n/namespaces/kox';

const col = tableColumns<ProjectCreatorRow>();

function useProjectCreatorColumns(): DataTableColumn<ProjectCreatorRow>[] {
  const { t } = useTranslation(['koxProject', 'kox']);
  const { language } = useLanguage();
  return useMemo(
    () => [
      col.display({
        id: 'creator',
        header: t('kox:column.creator'),
        cell: ({ row }) => {
          const c = row.original.creator;
          if (!c) return <span className="text-muted-foreground">{t('creators.hidden')}</span>;
          return (
            <div className="flex min-w-48 items-center gap-2">
              <CreatorAvatar name={c.nickname} />
              <div className="flex min-w-0 flex-col">
                <span className="flex flex-wrap items-center gap-1.5">
                  <Link
                    to="/writer/kox/detail"
                    search={{ id: c.creator_id }}
                    className="font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {c.nickname}
                  </Link>
                  {c.sample ? <SampleBadge /> : null}
                </span>
                <span className="truncate text-xs text-muted-foreground">@{c.handle}</span>
              </div>
            </div>
          );
        },
      }),
      col.display({
        id: 'platform',
        header: t('kox:column.platform'),
        cell: ({ row }) =>
          row.original.creator ? (
            <span className="whitespace-nowrap">{t(`kox:platform.${row.original.creator.platform}`)}</span>
          ) : null,
      }),
      col.display({
        id: 'followers',
        header: t('kox:column.followers'),
        cell: ({ row }) => (
          <span className="tabular-nums">
            {formatKnown(row.original.creator?.followers ?? null, (n) => formatCount(n, language))}
          </span>
        ),
      }),
      col.accessor('source', {
        id: 'source',
        header: t('creators.source'),
        cell: ({ getValue }) => t(`creators.sourceOf.${getValue<ProjectCreatorRow['source']>()}`),
      }),
      col.accessor('added_at', {
        id: 'added',
        header: t('creators.added'),
        cell: ({ getValue }) => <span className="whitespace-nowrap">{formatDate(getValue<string>())}</span>,
      }),
    ],
    [t, language],
  );
}

/** The project's creators with their KOX data; writers select and remove them (asked first). */
export function ProjectCreators({
  projectId,
  query,
  list,
  canEdit,
}: {
  projectId: string;
  query: UseQueryResult<{ list: ProjectCreatorRow[]; total: number }>;
  list: PagedList<'added_at'>;
  canEdit: boolean;
}) {
  const { t } = useTranslation('koxProject');
  const queryClient = useQueryClient();
  const columns = useProjectCreatorColumns();
  const [removing, setRemoving] = useState<{ ids: string[]; clear(): void } | null>(null);
  const remove = useMutation({
    mutationFn: (ids: string[]) =>
      callApi('koxProject.removeCreators', { project_id: projectId, creator_ids: ids }),
    onSuccess: async ({ removed }) => {
      withToast((toast) => toast.success(t('creators.removed', { count: removed })));
      removing?.clear();
      setRemoving(null);
      await queryClient.invalidateQueries({ queryKey: KOX_KEY });
    },
  });
  return (
    <Section id="kox-project-creators" title={t('creators.title')}>
      <DataTable
        label={t('creators.table')}
        columns={columns}
        query={query}
        list={list}
        getRowId={(r) => r.creator_id}
        rowLabel={(r) => r.creator?.nickname ?? r.creator_id}
        searchPlaceholder={t('creators.search')}
        empty={
          <EmptyState
            title={t('creators.emptyTitle')}
            body={t('creators.emptyBody')}
            action={
              <Button asChild variant="outline">
                <Link to="/writer/kox/list">{t('creators.browse')}</Link>
              </Button>
            }
          />
        }
        {...(canEdit
          ? {
              bulkActions: (ids: string[], clear: () => void) => (
                <Button size="sm" variant="destructive" onClick={() => setRemoving({ ids, clear })}>
                  <Trash2 aria-hidden />
                  {t('creators.remove')}
                </Button>
              ),
            }
          : {})}
      />
      <LazyConfirmDialog
        open={removing !== null}
        title={t('creators.removeTitle', { count: removing?.ids.length ?? 0 })}
        description={t('creators.removeBody')}
        confirmLabel={t('creators.remove')}
        destructive
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.ids)}
        onCancel={() => setRemoving(null)}
      />
    </Section>
  );
}
