import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { datasetQuery } from '../api/ad-data-queries.ts';
import { DatasetCoverage } from '../shared/dataset-coverage.tsx';
import { DatasetState } from '../shared/dataset-state.tsx';
import { SampleLabel } from '../shared/sample-label.tsx';
import { RulesEditor } from './rules-editor.tsx';
import { TaggedAds } from './tagged-ads.tsx';
import '@/lib/i18n/namespaces/adData';

/** One dataset's tagging: what it is and holds, its rules per dimension, and its ads with their tags. */
export function DatasetTagging({
  datasetId,
  canWrite,
  onBack,
}: {
  datasetId: string;
  canWrite: boolean;
  onBack(): void;
}) {
  const { t } = useTranslation('adData');
  const dataset = useQuery(datasetQuery(datasetId));
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeft aria-hidden />
          {t('tagging.back')}
        </Button>
      </div>
      {dataset.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : dataset.isError ? (
        <div role="alert" className="flex flex-col items-start gap-2">
          <p className="text-sm text-destructive">{t('tagging.loadFailed')}</p>
          <Button variant="outline" size="sm" onClick={() => void dataset.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap items-start gap-x-8 gap-y-3 rounded-xl border p-4">
          <div className="flex min-w-0 flex-col gap-1">
            <h3 className="break-words text-lg font-semibold">{dataset.data.name}</h3>
            {dataset.data.sample ? <SampleLabel /> : null}
          </div>
          <DatasetState dataset={dataset.data} />
          <DatasetCoverage dataset={dataset.data} />
        </div>
      )}
      <RulesEditor datasetId={datasetId} canWrite={canWrite} />
      <TaggedAds datasetId={datasetId} canWrite={canWrite} />
    </div>
  );
}
