import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FileUp, Info, Link2, Trash2, UserPlus } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { DataTable } from '@/components/data-table/data-table';
import { usePagedList } from '@/components/data-table/use-paged-list';
import { Button } from '@/components/ui/button';
import { creatorListQuery, type KoxScope, type KoxSort, type SavedSearch } from '../api/kox-queries.ts';
import { EmptyState } from '@/components/empty-state.tsx';
import type { KoxAccess } from '../shared/use-kox-access.ts';
import { AddToTeamDialog } from './add-to-team-dialog.tsx';
import { AddToProjectButton } from '../project/add-to-project-button.tsx';
import { SORTABLE_COLUMNS, useCreatorColumns } from './kox-columns.tsx';
import { KoxFilterBar } from './kox-filter-bar.tsx';
import { KoxFilterPanel } from './kox-filter-panel.tsx';
import {
  activeFilterCount,
  filterInput,
  filtersFromSaved,
  NO_FILTERS,
  serverRangeErrors,
  type KoxFilters,
} from './kox-filters.ts';
import { paramsKey, type KoxListParams, type KoxListView } from './list-address.ts';
import { DEFAULT_SORT, listParamsOf, listStateOf } from './list-params.ts';
import { RemoveFromTeamDialog } from './remove-from-team-dialog.tsx';
import { SavedSearches } from './saved-searches.tsx';
import '@/lib/i18n/namespaces/kox';
import '@/lib/i18n/namespaces/koxImport';

const KoxImportDialog = lazy(() => import('../import/kox-import-dialog.tsx'));
const StoreLinksDialog = lazy(() => import('../storage/store-links-dialog.tsx'));

export interface CreatorDatabaseProps {
  scope: KoxScope;
  access: KoxAccess;
  inPanel: boolean;
  onScope(scope: KoxListView): void;
  onOpenCreator: ((creatorId: string) => void) | undefined;
  /** Where the list starts: the page's address or the panel tab's params. */
  initial: KoxListParams;
  /** Told of every change to the filters, search or sort (the page keeps them in its address). */
  onParamsChange: ((params: KoxListParams) => void) | undefined;
  /** Opens the import dialog at once (an editor's team database only); told when it closes. */
  startImporting: boolean;
  onImportClosed: (() => void) | undefined;
}

/** One database: its filters, saved searches, table and bulk add. */
export function CreatorDatabase({
  scope,
  access,
  inPanel,
  onScope,
  onOpenCreator,
  initial,
  onParamsChange,
  startImporting,
  onImportClosed,
}: CreatorDatabaseProps) {
  const { t } = useTranslation('kox');
  const { t: tImport } = useTranslation('koxImport');
  const [importing, setImporting] = useState(() => startImporting && access.write);
  // Asked again while the list is open (⌘K, the assistant): the address changes, the list stays.
  const [importAsked, setImportAsked] = useState(startImporting);
  if (importAsked !== startImporting) {
    setImportAsked(startImporting);
    if (startImporting && access.write) setImporting(true);
  }
  const setImportOpen = (open: boolean) => {
    setImporting(open);
    if (!open) onImportClosed?.();
  };
  const [storing, setStoring] = useState(false);
  const [start] = useState(() => listStateOf(initial));
  const list = usePagedList<KoxSort>(DEFAULT_SORT, undefined, { keyword: start.topics, sort: start.sort });
  const [filters, setFilters] = useState<KoxFilters>(start.filters);
  useParamsReport(listParamsOf(filters, list.keyword, list.sort), onParamsChange);
  // A saved search replaces the bar's draft: a new key starts the bar from the applied filters.
  const [barKey, setBarKey] = useState(0);
  const [adding, setAdding] = useState<{ ids: string[]; clear(): void }>(NOBODY);
  const [removing, setRemoving] = useState<{ ids: string[]; clear(): void }>(NOBODY);
  const teamId = access.team?.team_id ?? null;
  const { keyword, ...paging } = list.input;
  const input = { ...filterInput(filters, keyword ?? ''), ...paging };
  const query = useQuery(creatorListQuery(scope, teamId, input));
  const columns = useCreatorColumns(scope, onOpenCreator);
  const filtered = activeFilterCount(filters) > 0;
  const hasSample = query.data?.list.some((c) => c.sample) ?? false;
  const canAdd = scope === 'public' && access.write;
  const canRemove = scope === 'team' && access.write;
  const apply = (next: KoxFilters) => {
    setFilters(next);
    list.setPage(1);
  };
  const applySaved = (search: SavedSearch) => {
    const saved = filtersFromSaved(search.filters);
    apply(saved.filters);
    list.setKeyword(saved.topics);
    const sort = search.filters.sort;
    if (typeof sort === 'string' && sort in SORT_KEYS) list.setSort(sort as KoxSort);
    setBarKey((k) => k + 1);
  };
  const reset = () => {
    apply(NO_FILTERS);
    list.setKeyword('');
    setBarKey((k) => k + 1);
  };

  return (
    <>
      <div className="flex flex-col gap-3">
        <KoxFilterPanel activeCount={activeFilterCount(filters)} startFolded={inPanel}>
          {(close) => (
            <KoxFilterBar
              key={barKey}
              applied={filters}
              serverErrors={serverRangeErrors(query.error)}
              nameSearch={scope === 'team'}
              onApply={(next) => {
                apply(next);
                close();
              }}
            />
          )}
        </KoxFilterPanel>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <SavedSearches
            teamId={teamId}
            scope={scope}
            current={{ ...filterInput(filters, list.keyword), sort: list.sort }}
            onApply={applySaved}
          />
          {canRemove ? (
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" onClick={() => setStoring(true)}>
                <Link2 aria-hidden />
                {t('list.storeByLink')}
              </Button>
              <Button variant="outline" size="sm" onClick={() => setImporting(true)}>
                <FileUp aria-hidden />
                {tImport('dialog.open.creators')}
              </Button>
            </div>
          ) : null}
        </div>
      </div>
      {storing ? (
        <Suspense fallback={null}>
          <StoreLinksDialog open onOpenChange={setStoring} onShowStatus={() => onScope('storage')} />
        </Suspense>
      ) : null}
      {importing ? (
        <Suspense fallback={null}>
          <KoxImportDialog kind="creators" open onOpenChange={setImportOpen} />
        </Suspense>
      ) : null}
      {startImporting && !access.write ? (
        <p role="note" className="flex items-start gap-2 rounded-lg bg-muted px-3 py-2 text-sm">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t('list.importNeedsEditor')}
        </p>
      ) : null}
      {hasSample ? (
        <p role="note" className="flex items-start gap-2 rounded-lg bg-amber-500/10 px-3 py-2 text-sm">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-600" />
          {t('sample.note')}
        </p>
      ) : null}
      <DataTable
        label={scope === 'team' ? t('list.teamTable') : t('list.publicTable')}
        columns={columns}
        query={query}
        list={list}
        getRowId={(c) => c.creator_id}
        rowLabel={(c) => c.nickname}
        sortable={SORTABLE_COLUMNS}
        searchPlaceholder={t('list.search')}
        empty={
          filtered ? (
            <EmptyState
              title={t('list.noMatchTitle')}
              body={t('list.noMatchBody')}
              action={
                <Button variant="outline" onClick={reset}>
                  {t('filter.reset')}
                </Button>
              }
            />
          ) : scope === 'team' ? (
            <EmptyState
              title={t('list.teamEmptyTitle')}
              body={t('list.teamEmptyBody')}
              action={
                <div className="flex flex-wrap justify-center gap-2">
                  <Button onClick={() => onScope('public')}>{t('list.browsePublic')}</Button>
                  {canRemove ? (
                    <Button variant="outline" onClick={() => setImporting(true)}>
                      <FileUp aria-hidden />
                      {tImport('dialog.open.creators')}
                    </Button>
                  ) : null}
                </div>
              }
            />
          ) : (
            <EmptyState title={t('list.publicEmptyTitle')} body={t('list.publicEmptyBody')} />
          )
        }
        {...(canAdd || canRemove
          ? {
              bulkActions: (ids: string[], clear: () => void) => (
                <>
                  {canAdd ? (
                    <Button size="sm" onClick={() => setAdding({ ids, clear })}>
                      <UserPlus aria-hidden />
                      {t('add.action')}
                    </Button>
                  ) : null}
                  <AddToProjectButton creatorIds={ids} onAdded={clear} />
                  {canRemove ? (
                    <Button size="sm" variant="destructive" onClick={() => setRemoving({ ids, clear })}>
                      <Trash2 aria-hidden />
                      {t('remove.action')}
                    </Button>
                  ) : null}
                </>
              ),
            }
          : {})}
      />
      {canAdd ? (
        <AddToTeamDialog
          creatorIds={adding.ids}
          onClose={() => setAdding(NOBODY)}
          onAdded={() => {
            adding.clear();
            setAdding(NOBODY);
          }}
        />
      ) : null}
      {canRemove ? (
        <RemoveFromTeamDialog
          creatorIds={removing.ids}
          onClose={() => setRemoving(NOBODY)}
          onRemoved={() => {
            removing.clear();
            setRemoving(NOBODY);
          }}
        />
      ) : null}
    </>
  );
}

const NOBODY = { ids: [], clear: () => undefined };

/** Calls `report` when the params change (not on the first render: they are where the list started). */
function useParamsReport(params: KoxListParams, report: ((params: KoxListParams) => void) | undefined) {
  const key = paramsKey(params);
  const reported = useRef(key);
  useEffect(() => {
    if (key === reported.current || !report) return;
    reported.current = key;
    report(params);
  });
}

const SORT_KEYS: Record<KoxSort, true> = {
  followers: true,
  avg_views: true,
  avg_engagement: true,
  engagement_rate: true,
  posts_per_month: true,
  price_per_video: true,
  last_active: true,
};
