import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FileUp } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { DataTable } from '@/components/data-table/data-table';
import { usePagedList } from '@/components/data-table/use-paged-list';
import { EmptyState } from '@/components/empty-state.tsx';
import { Button } from '@/components/ui/button';
import { Section } from '../detail/section.tsx';
import { useContentColumns } from './content-columns.tsx';
import { contentListQuery } from './content-queries.ts';
import '@/lib/i18n/namespaces/koxImport';

const KoxImportDialog = lazy(() => import('../import/kox-import-dialog.tsx'));

/** History with this team: the content records of this creator, and the import that adds more. */
export function TeamContentSection({
  creatorId,
  teamId,
  canImport,
}: {
  creatorId: string;
  teamId: string | null;
  canImport: boolean;
}) {
  const { t } = useTranslation('koxImport');
  const list = usePagedList<'created_at'>('created_at', 10);
  const query = useQuery(contentListQuery(teamId, { ...list.input, creator_id: creatorId }));
  const columns = useContentColumns();
  const [importing, setImporting] = useState(false);
  const importButton = canImport ? (
    <Button variant="outline" size="sm" onClick={() => setImporting(true)}>
      <FileUp aria-hidden />
      {t('dialog.open.content')}
    </Button>
  ) : null;
  return (
    <Section id="kox-history" title={t('content.history')} note={t('content.historyNote')}>
      <DataTable
        label={t('content.history')}
        columns={columns}
        query={query}
        list={list}
        getRowId={(c) => c.content_id}
        searchPlaceholder={t('content.search')}
        actions={importButton}
        empty={
          <EmptyState title={t('content.emptyTitle')} body={t('content.emptyBody')} action={importButton} />
        }
      />
      {importing ? (
        <Suspense fallback={null}>
          <KoxImportDialog kind="content" open onOpenChange={setImporting} />
        </Suspense>
      ) : null}
    </Section>
  );
}
