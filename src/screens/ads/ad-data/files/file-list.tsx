import { lazy, Suspense, useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { DataTable } from '@/components/data-table/data-table';
import { usePagedList } from '@/components/data-table/use-paged-list';
import { EmptyState } from '@/components/empty-state.tsx';
import { Button } from '@/components/ui/button';
import { fileListQuery, type AdDataset } from '../api/ad-data-queries.ts';
import { useDatasetColumns, type DatasetAction } from '../shared/dataset-columns.tsx';
import '@/lib/i18n/namespaces/adData';

const UploadDialog = lazy(() => import('./upload-dialog.tsx').then((m) => ({ default: m.UploadDialog })));
const ProblemsDialog = lazy(() =>
  import('./problems-dialog.tsx').then((m) => ({ default: m.ProblemsDialog })),
);

/**
 * The team's uploaded ad data files (spec §4: parsing, success, failed): progress while one is parsed, what its
 * rows cover once it is in, and every row-level problem when it was refused; upload, a new version, delete.
 */
export function FileList({
  teamId,
  canWrite,
  onAction,
}: {
  teamId: string | null;
  canWrite: boolean;
  onAction(action: DatasetAction, dataset: AdDataset): void;
}) {
  const { t } = useTranslation('adData');
  const list = usePagedList<'created'>('created');
  const { keyword, page, page_size } = list.input;
  const query = useQuery(fileListQuery(teamId, { ...(keyword ? { keyword } : {}), page, page_size }));
  /** null: closed; 'new': a new dataset; a dataset: a new file for it. */
  const [uploading, setUploading] = useState<AdDataset | 'new' | null>(null);
  const [showing, setShowing] = useState<AdDataset | null>(null);
  const act = useCallback(
    (action: DatasetAction, dataset: AdDataset) => {
      if (action === 'problems') setShowing(dataset);
      else if (action === 'newVersion') setUploading(dataset);
      else onAction(action, dataset);
    },
    [onAction],
  );
  const columns = useDatasetColumns({ kind: 'file', canWrite, onAction: act });
  const uploadButton = canWrite ? (
    <Button onClick={() => setUploading('new')}>
      <Upload aria-hidden />
      {t('files.upload')}
    </Button>
  ) : null;

  return (
    <>
      <DataTable
        label={t('files.table')}
        columns={columns}
        query={query}
        list={list}
        getRowId={(d) => d.dataset_id}
        rowLabel={(d) => d.name}
        searchPlaceholder={t('files.search')}
        actions={uploadButton}
        empty={<EmptyState title={t('files.empty')} body={t('files.emptyHint')} action={uploadButton} />}
      />
      <Suspense fallback={null}>
        {uploading ? (
          <UploadDialog
            open
            dataset={uploading === 'new' ? null : uploading}
            onClose={() => setUploading(null)}
          />
        ) : null}
        {showing ? (
          <ProblemsDialog name={showing.name} problems={showing.problems} onClose={() => setShowing(null)} />
        ) : null}
      </Suspense>
    </>
  );
}
