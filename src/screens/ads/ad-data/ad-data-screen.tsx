import { useCallback, useState } from 'react';
import { useAdDataAccess } from './api/use-ad-data-access.ts';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { AdDataset } from './api/ad-data-queries.ts';
import { AccountList } from './accounts/account-list.tsx';
import { FileList } from './files/file-list.tsx';
import { BudgetDialog } from './shared/budget-dialog.tsx';
import type { DatasetAction } from './shared/dataset-columns.tsx';
import { DeleteDatasetDialog } from './shared/delete-dataset-dialog.tsx';
import { DatasetTagging } from './tagging/dataset-tagging.tsx';
import '@/lib/i18n/namespaces/adData';

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
        <DatasetTagging datasetId={tagging} canWrite={access.write} onBack={() => setTagging(null)} />
      ) : (
        <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
          <TabsList>
            <TabsTrigger value="accounts">{t('tab.accounts')}</TabsTrigger>
            <TabsTrigger value="files">{t('tab.files')}</TabsTrigger>
          </TabsList>
          <TabsContent value="accounts" className="pt-3">
            <AccountList teamId={teamId} canWrite={access.write} onAction={onAction} />
          </TabsContent>
          <TabsContent value="files" className="pt-3">
            <FileList teamId={teamId} canWrite={access.write} onAction={onAction} />
          </TabsContent>
        </Tabs>
      )}
      <BudgetDialog dataset={budget} onClose={() => setBudget(null)} />
      <DeleteDatasetDialog dataset={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
