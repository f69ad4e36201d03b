import { useId } from 'react';
import { FlaskConical } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Badge } from '@/components/ui/badge';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import type { DashboardSource } from '@/lib/api/endpoints/dashboard';
import { cn } from '@/lib/cn';
import { sampleShare } from './sample-data.ts';

const SAMPLE_CLASSES = 'border-warning/40 bg-warning/15 text-foreground';

/**
 * "Sample data" where generated posts are shown, explained in a tooltip (and as the badge's description, for
 * screen readers and touch). Nothing when no post comes from the sample source.
 */
export function SampleDataBadge({
  sources,
  className,
}: {
  sources: readonly DashboardSource[];
  className?: string;
}) {
  const { t } = useTranslation('common');
  const descriptionId = useId();
  const share = sampleShare(sources);
  if (share === 'none') return null;
  const explanation = t(`sampleData.explanation.${share}`);
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Badge asChild variant="outline" className={cn(SAMPLE_CLASSES, className)}>
          <button type="button" aria-describedby={descriptionId}>
            <FlaskConical aria-hidden />
            {t(`sampleData.badge.${share}`)}
            <span id={descriptionId} hidden>
              {explanation}
            </span>
          </button>
        </Badge>
      </TooltipTrigger>
      <TooltipContent>{explanation}</TooltipContent>
    </Tooltip>
  );
}

/**
 * The same label with its explanation written out, for surfaces without hover: the shared report page and the
 * report area that PNG and PDF exports capture.
 */
export function SampleDataNotice({
  sources,
  className,
}: {
  sources: readonly DashboardSource[];
  className?: string;
}) {
  const { t } = useTranslation('common');
  const share = sampleShare(sources);
  if (share === 'none') return null;
  return (
    <p
      role="note"
      className={cn(
        'flex flex-wrap items-center gap-x-2 gap-y-1 rounded-md border px-3 py-2 text-xs',
        SAMPLE_CLASSES,
        className,
      )}
    >
      <span className="inline-flex items-center gap-1 font-semibold">
        <FlaskConical aria-hidden className="size-3.5" />
        {t(`sampleData.badge.${share}`)}
      </span>
      <span className="text-muted-foreground">{t(`sampleData.explanation.${share}`)}</span>
    </p>
  );
}
