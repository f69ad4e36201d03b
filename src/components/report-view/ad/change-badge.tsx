import { ArrowDownRight, ArrowUpRight, MoveRight } from 'lucide-react';
import type { AdValueKey } from '@/lib/report-components/ad-results';
import { formatSignedPercent, toFiniteNumber } from '@/lib/format';
import { cn } from '@/lib/cn';
import { changeTone, TONE_CLASSES } from './ad-metrics.ts';
import type { AdView } from './ad-view-context.ts';
import '@/lib/i18n/namespaces/adReport';

/**
 * A week-over-week change: its arrow, its signed percentage, green when it is good news for this metric and red
 * when it is bad (costs are better lower), grey for spend and when there is nothing to compare. Read out in
 * words ("up 12.5% on last week, better").
 */
export function ChangeBadge({
  view,
  metric,
  change,
  className,
}: {
  view: AdView;
  metric: AdValueKey;
  change: number | null | undefined;
  className?: string;
}) {
  const { t } = view;
  const n = toFiniteNumber(change);
  const tone = changeTone(metric, n);
  const text = formatSignedPercent(n);
  const Icon = n === null ? null : text === '0%' ? MoveRight : n > 0 ? ArrowUpRight : ArrowDownRight;
  const words =
    n === null
      ? t('adReport:change.none')
      : text === '0%'
        ? t('adReport:change.flat')
        : t(n > 0 ? 'adReport:change.up' : 'adReport:change.down', { value: text.replace(/^[+-]/, '') });
  const said =
    tone === 'neutral' ? words : t('adReport:change.said', { words, verdict: t(`adReport:change.${tone}`) });
  return (
    <span
      data-tone={tone}
      aria-label={said}
      title={said}
      className={cn(
        'inline-flex shrink-0 items-center gap-0.5 rounded-md px-1.5 py-0.5 text-xs font-medium tabular-nums',
        TONE_CLASSES[tone],
        className,
      )}
    >
      {Icon ? <Icon aria-hidden className="size-3.5" /> : null}
      <span aria-hidden>{text}</span>
    </span>
  );
}
