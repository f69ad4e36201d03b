import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import '@/lib/i18n/namespaces/table';

/** The line under a growing list's rows while its next page loads, or when that page failed. */
export function NextPageStatus({
  loading,
  error,
  onRetry,
}: {
  loading: boolean;
  error: Error | null;
  onRetry(): void;
}) {
  const { t } = useTranslation('table');
  if (loading) {
    return (
      <p role="status" className="border-t px-3 py-2 text-center text-sm text-muted-foreground">
        {t('loadingMore')}
      </p>
    );
  }
  if (!error) return null;
  return (
    <div role="alert" className="flex flex-wrap items-center justify-center gap-3 border-t px-3 py-2 text-sm">
      <span className="text-destructive">{t('loadMoreError', { message: error.message })}</span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
