import { lazy, Suspense } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { KoxFrame } from '../shared/kox-frame.tsx';
import type { KoxListParams, KoxListView } from './list-address.ts';
import '@/lib/i18n/namespaces/kox';

/** The table, filters and dialogs load after the frame (title, access) is up: the route's first JS stays small. */
const CreatorDatabase = lazy(() =>
  import('./creator-database.tsx').then((m) => ({ default: m.CreatorDatabase })),
);
/** The storage tab loads only when opened. */
const StorageStatus = lazy(() =>
  import('../storage/storage-status.tsx').then((m) => ({ default: m.StorageStatus })),
);
const NO_PARAMS: KoxListParams = {};

export interface KoxListScreenProps {
  scope: KoxListView;
  onScope(scope: KoxListView): void;
  inPanel?: boolean;
  /** Opens a creator in place (the artifact panel); without it names link to the detail page. */
  onOpenCreator?: (creatorId: string) => void;
  /** Filters, search and sort to start from (list-params.ts). */
  initial?: KoxListParams;
  onParamsChange?: (params: KoxListParams) => void;
  /** Starts on the team database's import dialog (`?import=creators`); told when that dialog closes. */
  startImporting?: boolean;
  onImportClosed?: () => void;
}

/**
 * The public and the team creator databases (filters, sort, saved searches, paging and bulk add), and the
 * team's storage by link.
 */
export function KoxListScreen({
  scope,
  onScope,
  inPanel = false,
  onOpenCreator,
  initial = NO_PARAMS,
  onParamsChange,
  startImporting = false,
  onImportClosed,
}: KoxListScreenProps) {
  const { t } = useTranslation('kox');
  return (
    <KoxFrame screenId="kox-list" subtitle={t('list.subtitle')} inPanel={inPanel}>
      {(access) => (
        <>
          <Tabs value={scope} onValueChange={(v) => onScope(v as KoxListView)}>
            <TabsList
              aria-label={t('list.database')}
              // Three tabs are wider than a phone: they scroll rather than cut the last one off.
              className="max-w-full justify-start overflow-x-auto"
            >
              <TabsTrigger value="public">{t('list.public')}</TabsTrigger>
              <TabsTrigger value="team">{t('list.team')}</TabsTrigger>
              <TabsTrigger value="storage">{t('list.storage')}</TabsTrigger>
            </TabsList>
          </Tabs>
          <Suspense fallback={<Skeleton className="h-64 w-full rounded-xl" />}>
            {scope === 'storage' ? (
              <StorageStatus access={access} onOpenCreator={onOpenCreator} />
            ) : (
              <CreatorDatabase
                key={scope}
                scope={scope}
                access={access}
                inPanel={inPanel}
                onScope={onScope}
                onOpenCreator={onOpenCreator}
                initial={initial}
                onParamsChange={onParamsChange}
                startImporting={startImporting && scope === 'team'}
                onImportClosed={onImportClosed}
              />
            )}
          </Suspense>
        </>
      )}
    </KoxFrame>
  );
}
