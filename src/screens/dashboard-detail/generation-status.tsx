import { useTranslation } from '@/lib/i18n/use-translation';
import { AlertTriangle, Loader2, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useFailureText } from '@/lib/i18n/use-failure-text';
import { collectionProgress, type DashboardDetail } from './use-dashboard-detail.ts';
import '@/lib/i18n/namespaces/dashboard';

/** What a dashboard that does not collect posts (an ad dashboard) says while it is generated. */
export interface GenerationWords {
  title: string;
  progressLabel: string;
  progress: number;
}

/** While collecting: the progress; after a failed collection: the reason and retry (spec §4). */
export function GenerationStatus({
  detail,
  canEdit,
  retrying,
  onRetry,
  words,
}: {
  detail: DashboardDetail;
  canEdit: boolean;
  retrying: boolean;
  onRetry(): void;
  words?: GenerationWords | undefined;
}) {
  const { t } = useTranslation('dashboard');
  const failureText = useFailureText();
  if (detail.status === 'generating') {
    const progress = words?.progress ?? collectionProgress(detail);
    return (
      <div className="flex flex-col gap-2 rounded-lg border bg-muted/40 px-4 py-3" role="status">
        <p className="flex items-center gap-2 text-sm font-medium">
          <Loader2 aria-hidden className="size-4 animate-spin" />
          {words?.title ?? t('generating.title')}
        </p>
        <div
          role="progressbar"
          aria-label={words?.progressLabel ?? t('generating.progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full bg-primary transition-all" style={{ width: `${progress}%` }} />
        </div>
        <p className="text-xs text-muted-foreground">{t('generating.hint', { progress })}</p>
      </div>
    );
  }
  if (detail.status === 'failed') {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-lg border border-destructive/40 bg-destructive/5 px-4 py-3"
      >
        <AlertTriangle aria-hidden className="size-4 text-destructive" />
        <p className="text-sm">{t('failed.title', { reason: failureText(detail.failure_code) })}</p>
        {canEdit ? (
          <Button variant="outline" size="sm" className="ml-auto" disabled={retrying} onClick={onRetry}>
            <RotateCw aria-hidden />
            {t('failed.retry')}
          </Button>
        ) : null}
      </div>
    );
  }
  return null;
}
