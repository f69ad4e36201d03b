import { lazy, Suspense, useCallback, useState } from 'react';
import { useAdDataAccess } from './api/use-ad-data-access.ts';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { AdDataset } from './api/ad-data-queries.ts';
import type { DatasetAction } from './shared/dataset-columns.tsx';
import '@/lib/i18n/namespaces/adData';

// The lists (the data table, its menus) load right after the frame; the forms and the tagging view when opened.
const AccountList = lazy(() =>
  import('./accounts/account-list.tsx').then((m) => ({ default: m.AccountList })),
);
const FileList = lazy(() => import('./files/file-list.tsx').then((m) => ({ default: m.FileList })));
const BudgetDialog = lazy(() =>
  import('./shared/budget-dialog.tsx').then((m) => ({ default: m.BudgetDialog })),
);
const DeleteDatasetDialog = lazy(() =>
  import('./shared/delete-dataset-dialog.tsx').then((m) => ({ default: m.DeleteDatasetDialog })),
);
const DatasetTagging = lazy(() =>
  import('./tagging/dataset-tagging.tsx').then((m) => ({ default: m.DatasetTagging })),
);

type Tab = 'accounts' | 'files';

/**
 * Ad data (issue 14): the team's bound ad accounts and uploaded exports, the data sources of the ad dashboards,
 * and for each its tagging by product, audience and hook. Viewers read; editors bind, upload, tag and delete.
 */
export function AdDataScreen({ inPanel = false }: { inPanel?: boolean }) {
  const { t } = useTranslation('adData');
  const access = useAdDataAccess();
  const [tab, setTab] = useState<Tab>('accounts');
  const [tagging, setTagging] = useState<string | null>(null);
  const [budget, setBudget] = useState<AdDataset | null>(null);
  const [deleting, setDeleting] = useState<AdDataset | null>(null);
  const onAction = useCallback((action: DatasetAction, dataset: AdDataset) => {
    if (action === 'tags') setTagging(dataset.dataset_id);
    else if (action === 'budget') setBudget(dataset);
    else if (action === 'delete') setDeleting(dataset);
  }, []);
  const Heading = inPanel ? 'h2' : 'h1';
  const teamId = access.team?.team_id ?? null;

  return (
    <section
      aria-labelledby="ad-data-title"
      className={`mx-auto flex w-full max-w-6xl flex-col gap-5 ${inPanel ? 'p-4' : 'px-4 py-6 sm:px-6'}`}
    >
      <div className="min-w-0">
        <Heading id="ad-data-title" className="text-xl font-semibold tracking-tight">
          {t('title')}
        </Heading>
        <p className="text-sm text-muted-foreground">{t('subtitle')}</p>
      </div>
      {tagging ? (
        <Suspense fallback={<Skeleton className="h-40 w-full" />}>
          <DatasetTagging datasetId={tagging} canWrite={access.write} onBack={() => setTagging(null)} />
        </Suspense>
      ) : (
        <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
          <TabsList>
            <TabsTrigger value="accounts">{t('tab.accounts')}</TabsTrigger>
            <TabsTrigger value="files">{t('tab.files')}</TabsTrigger>
          </TabsList>
          <TabsContent value="accounts" className="pt-3">
            <Suspense fallback={<Skeleton className="h-40 w-full" />}>
              <AccountList teamId={teamId} canWrite={access.write} onAction={onAction} />
            </Suspense>
          </TabsContent>
          <TabsContent value="files" className="pt-3">
            <Suspense fallback={<Skeleton className="h-40 w-full" />}>
              <FileList teamId={teamId} canWrite={access.write} onAction={onAction} />
            </Suspense>
          </TabsContent>
        </Tabs>
      )}
      <Suspense fallback={null}>
        {budget ? <BudgetDialog dataset={budget} onClose={() => setBudget(null)} /> : null}
        {deleting ? <DeleteDatasetDialog dataset={deleting} onClose={() => setDeleting(null)} /> : null}
      </Suspense>
    </section>
  );
}
