import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import '@/lib/i18n/namespaces/table';

interface DataTablePaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPage(page: number): void;
}

export function DataTablePagination({ page, pageSize, total, onPage }: DataTablePaginationProps) {
  const { t } = useTranslation('table');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total === 0) return null;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav aria-label={t('pages')} className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <span className="text-muted-foreground">{t('range', { from, to, total })}</span>
      {pages > 1 ? (
        <div className="flex items-center gap-2">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('previous')}
          </Button>
          <span aria-current="page">{t('page', { page, pages })}</span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {t('next')}
          </Button>
        </div>
      ) : null}
    </nav>
  );
}
