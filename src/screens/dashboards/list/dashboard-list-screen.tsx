import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { LayoutDashboard, Plus } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import {
  DASHBOARD_PAGE_SIZE,
  dashboardListQuery,
  type DashboardSort,
  type DashboardSummary,
} from '../api/dashboard-queries.ts';
import { teamClientsQuery } from '../api/team-clients.ts';
import { useDeleteDashboard, useRetryDashboard } from '../api/use-dashboard-mutations.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { DashboardCard } from './dashboard-card.tsx';
import { DashboardListToolbar } from './dashboard-list-toolbar.tsx';
import { DeleteDashboardDialog } from './delete-dashboard-dialog.tsx';
import '@/lib/i18n/namespaces/dashboards';

export interface DashboardListScreenProps {
  onOpen(dashboardId: string): void;
  onNew(): void;
  inPanel?: boolean;
  /** The AD report lists its ad dashboards only, in its own words; without it every dashboard is listed. */
  appType?: 'AD';
  /** What the search box starts with (the route's `q`, or what the assistant looked for). */
  initialKeyword?: string | undefined;
}

/** The words of the list that differ between the social dashboards and the AD report's ad dashboards. */
const WORDS = {
  all: {
    title: 'list.title',
    subtitle: 'list.subtitle',
    new: 'list.new',
    empty: 'empty.title',
    body: 'empty.body',
  },
  AD: {
    title: 'adList.title',
    subtitle: 'adList.subtitle',
    new: 'adList.new',
    empty: 'adList.emptyTitle',
    body: 'adList.emptyBody',
  },
} as const;
type ListWords = (typeof WORDS)[keyof typeof WORDS];

/**
 * The caller's dashboards: search by name or what they track, sort, cards; generating ones say to check back
 * later.
 */
export function DashboardListScreen({
  onOpen,
  onNew,
  inPanel = false,
  appType,
  initialKeyword,
}: DashboardListScreenProps) {
  const { t } = useTranslation('dashboards');
  const words = WORDS[appType ?? 'all'];
  const [keyword, setKeyword] = useState(initialKeyword ?? '');
  const [sort, setSort] = useState<DashboardSort>('updated');
  const [page, setPage] = useState(1);
  const [clientId, setClientId] = useState('');
  const [deleting, setDeleting] = useState<DashboardSummary | null>(null);
  const search = useDebouncedValue(keyword.trim());
  const query = useQuery(dashboardListQuery(search, sort, page, clientId, appType));
  const clients = useQuery(teamClientsQuery);
  const clientNames = new Map(clients.data?.list.map((c) => [c.client_id, c.name]));
  const remove = useDeleteDashboard();
  const retry = useRetryDashboard();
  const Heading = inPanel ? 'h2' : 'h1';
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / DASHBOARD_PAGE_SIZE));

  const changeKeyword = (value: string) => {
    setKeyword(value);
    setPage(1);
  };
  const changeClient = (value: string) => {
    setClientId(value);
    setPage(1);
  };
  const changeSort = (value: DashboardSort) => {
    setSort(value);
    setPage(1);
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.dashboard_id, { onSettled: () => setDeleting(null) });
  };

  return (
    <section
      aria-labelledby="dashboards-title"
      className={cn('mx-auto flex w-full max-w-6xl flex-col gap-5', inPanel ? 'p-4' : 'px-4 py-6 sm:px-6')}
    >
      <div>
        <Heading id="dashboards-title" className="text-xl font-semibold tracking-tight">
          {t(words.title)}
        </Heading>
        <p className="text-sm text-muted-foreground">{t(words.subtitle)}</p>
      </div>
      <DashboardListToolbar
        keyword={keyword}
        sort={sort}
        onKeywordChange={changeKeyword}
        onSortChange={changeSort}
        clientId={clientId}
        clients={clients.data?.list ?? []}
        onClientChange={changeClient}
        onNew={onNew}
        newLabel={t(words.new)}
      />
      {query.isPending ? (
        <ListSkeleton label={t('list.loading')} />
      ) : query.isError ? (
        <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border p-8 text-center">
          <p className="text-sm text-destructive">{t('list.error', { message: query.error.message })}</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t('list.retry')}
          </Button>
        </div>
      ) : query.data.list.length === 0 ? (
        <EmptyState searching={search !== '' || clientId !== ''} onNew={onNew} words={words} />
      ) : (
        <>
          <ul aria-label={t(words.title)} className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {query.data.list.map((d) => (
              <DashboardCard
                key={d.dashboard_id}
                dashboard={d}
                clientName={d.client_id ? clientNames.get(d.client_id) : undefined}
                retrying={retry.isPending && retry.variables === d.dashboard_id}
                onOpen={() => onOpen(d.dashboard_id)}
                onRetry={() => retry.mutate(d.dashboard_id)}
                onDelete={() => setDeleting(d)}
              />
            ))}
          </ul>
          {pages > 1 ? (
            <nav aria-label={t('list.pages')} className="flex items-center justify-center gap-3 text-sm">
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('list.previous')}
              </Button>
              <span>{t('list.page', { page, pages })}</span>
              <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t('list.next')}
              </Button>
            </nav>
          ) : null}
        </>
      )}
      <DeleteDashboardDialog
        name={deleting?.name ?? null}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}

function ListSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-40 rounded-xl" />
      ))}
    </div>
  );
}

function EmptyState({ searching, onNew, words }: { searching: boolean; onNew(): void; words: ListWords }) {
  const { t } = useTranslation('dashboards');
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center">
      <div className="flex size-12 items-center justify-center rounded-xl bg-accent text-accent-foreground">
        <LayoutDashboard aria-hidden className="size-6" />
      </div>
      <p className="font-medium">{searching ? t('empty.noMatch') : t(words.empty)}</p>
      {searching ? null : (
        <>
          <p className="max-w-sm text-sm text-muted-foreground">{t(words.body)}</p>
          <Button onClick={onNew}>
            <Plus aria-hidden />
            {t(words.new)}
          </Button>
        </>
      )}
    </div>
  );
}
