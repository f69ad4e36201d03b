import { CheckCircle2, LoaderIcon, XCircle } from 'lucide-react';
import type { AdDatasetState } from '@/lib/ads/ad-dataset-values';
import { useTranslation } from '@/lib/i18n/use-translation';
import { formatDateTime } from '@/lib/format';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { isWorking, type AdDataset } from '../api/ad-data-queries.ts';
import { problemText } from './problem-text.ts';
import '@/lib/i18n/namespaces/adData';
import '@/lib/i18n/namespaces/adImport';

const LOOK: Record<AdDatasetState, { icon: typeof LoaderIcon; className: string }> = {
  parsing: { icon: LoaderIcon, className: 'border-primary/50 text-primary' },
  syncing: { icon: LoaderIcon, className: 'border-primary/50 text-primary' },
  success: { icon: CheckCircle2, className: 'border-success/50 text-success' },
  failed: { icon: XCircle, className: 'border-destructive/50 text-destructive' },
};

/**
 * Where a dataset's parse or sync stands (spec §4: parsing, success, failed; an account syncing), in words and an
 * icon, never colour alone: the progress while it works, and when it failed what went wrong and what to do.
 */
export function DatasetState({
  dataset,
  onShowProblems,
}: {
  dataset: AdDataset;
  /** A file's row problems are listed in a dialog. */
  onShowProblems?: () => void;
}) {
  const { t } = useTranslation('adData');
  const { icon: Icon, className } = LOOK[dataset.state];
  const working = isWorking(dataset);
  const rowProblems = dataset.kind === 'file' && dataset.problems.some((p) => p.row !== undefined);
  return (
    <div className="flex min-w-40 max-w-72 flex-col items-start gap-1">
      <Badge variant="outline" className={`gap-1 whitespace-nowrap ${className}`}>
        <Icon aria-hidden className={`size-3.5 ${working ? 'animate-spin' : ''}`} />
        {t(`state.${dataset.state}`)}
      </Badge>
      {working ? (
        <div className="flex w-full flex-col gap-0.5">
          <div
            role="progressbar"
            aria-label={t(`phase.${dataset.phase ?? 'reading'}`)}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={dataset.progress}
            className="h-1.5 w-full overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full bg-primary transition-[width]" style={{ width: `${dataset.progress}%` }} />
          </div>
          <span className="text-xs text-muted-foreground">
            {t('progress', { phase: t(`phase.${dataset.phase ?? 'reading'}`), progress: dataset.progress })}
          </span>
        </div>
      ) : null}
      {dataset.state === 'failed' ? <Failure dataset={dataset} /> : null}
      {dataset.state === 'failed' && rowProblems && onShowProblems ? (
        <Button variant="link" size="sm" className="h-auto p-0 text-xs" onClick={onShowProblems}>
          {t('problems.show', { count: dataset.problems.length })}
        </Button>
      ) : null}
    </div>
  );
}

/** Why it failed and what happens next: a sync is tried again by itself at `next_sync_at`. */
function Failure({ dataset }: { dataset: AdDataset }) {
  const { t } = useTranslation('adData');
  const first = dataset.problems[0];
  const words = first ? problemText(t, first) : t(`errors:code.${dataset.failure_code ?? 10500}`);
  return (
    <p className="text-xs text-destructive">
      {dataset.kind === 'file' && dataset.problems.length > 1
        ? t('problems.summary', { count: dataset.problems.length })
        : words}
      {dataset.kind !== 'file' && dataset.next_sync_at ? (
        <span className="block text-muted-foreground">
          {t('nextTry', { time: formatDateTime(dataset.next_sync_at) })}
        </span>
      ) : null}
      {dataset.kind === 'file' && dataset.row_count > 0 ? (
        <span className="block text-muted-foreground">{t('problems.keptRows')}</span>
      ) : null}
    </p>
  );
}
