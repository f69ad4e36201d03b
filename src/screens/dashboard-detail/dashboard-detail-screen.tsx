import { lazy, Suspense } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api/client';
import { ErrorCode } from '@/lib/api/error-codes';
import { MkDetailView } from './mk-detail-view.tsx';
import { useDashboardDetail } from './use-dashboard-detail.ts';
import '@/lib/i18n/namespaces/dashboard';

export interface DashboardDetailScreenProps {
  dashboardId: string;
  /** The report app the detail was opened from; decides which components can be added (spec §2). */
  appDoi?: string;
  /** Rendered in the assistant's artifact panel: a smaller heading and no page padding. */
  inPanel?: boolean;
}

const AdDetailView = lazy(() => import('./ad-detail-view.tsx').then((m) => ({ default: m.AdDetailView })));

function LoadingState() {
  const { t } = useTranslation('dashboard');
  return (
    <div role="status" aria-label={t('loading')} className="flex flex-col gap-4 p-6">
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-4 w-96" />
      <div className="grid gap-4 md:grid-cols-2">
        <Skeleton className="h-64" />
        <Skeleton className="h-64" />
      </div>
    </div>
  );
}

/** One dashboard: header, report components as charts or tables, time ranges, edits, downloads and sharing. */
export function DashboardDetailScreen({ dashboardId, appDoi, inPanel = false }: DashboardDetailScreenProps) {
  const { t } = useTranslation('dashboard');
  const detail = useDashboardDetail(dashboardId);
  if (detail.isPending) return <LoadingState />;
  if (detail.isError) {
    const notFound = isApiError(detail.error) && detail.error.code === ErrorCode.NOT_FOUND;
    return (
      <div role="alert" className="flex flex-col items-center gap-3 px-6 py-16 text-center">
        <p className="text-base font-medium">{notFound ? t('error.notFound') : t('error.load')}</p>
        {notFound ? null : <p className="text-sm text-muted-foreground">{detail.error.message}</p>}
        {notFound ? null : (
          <Button variant="outline" size="sm" onClick={() => void detail.refetch()}>
            <RotateCw aria-hidden />
            {t('error.retry')}
          </Button>
        )}
      </div>
    );
  }
  // An ad dashboard's pieces load with the first one opened: a social report never carries them.
  if (detail.data.ad)
    return (
      <Suspense fallback={<LoadingState />}>
        <AdDetailView detail={detail.data} ad={detail.data.ad} inPanel={inPanel} />
      </Suspense>
    );
  return <MkDetailView detail={detail.data} inPanel={inPanel} appDoi={appDoi} />;
}
