import { useTranslation } from '@/lib/i18n/use-translation';
import { Badge } from '@/components/ui/badge';
import type { AdDashboardBlock, AdRange } from '@/lib/api/endpoints/ad-dashboard-fields';
import { formatUsd } from '@/lib/format';
import { periodLabel, rangeLabel } from './ad-range.ts';
import '@/lib/i18n/namespaces/adDetail';
import '@/lib/i18n/namespaces/adReport';

type Source = AdDashboardBlock['sources'][number];

const STATE_VARIANT = {
  parsing: 'secondary',
  syncing: 'secondary',
  success: 'success',
  failed: 'destructive',
} as const;

/**
 * What an ad dashboard computes over, in words: window, level, dates, budget and where it comes from, tag filter,
 * and each data source (kind, platform, state, progress). Nothing here names an account id or a token.
 */
export function AdSettingsSummary({
  ad,
  range,
  period,
}: {
  ad: AdDashboardBlock;
  /** The dates shown (a quick pick), else the dashboard's own. */
  range: AdRange;
  period: { from: string; to: string } | null;
}) {
  const { t } = useTranslation('adDetail');
  const tags = (['product', 'audience', 'hook'] as const).flatMap((dimension) => {
    const list = ad.tags[dimension];
    return list?.length ? [`${t(`tags.${dimension}`)}: ${list.join(t('listSeparator'))}`] : [];
  });
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
        <Item term={t('settings.window')}>{t(`adReport:attribution.window.${ad.window}`)}</Item>
        <Item term={t('settings.level')}>{t(`adReport:level.${ad.level}`)}</Item>
        <Item term={t('settings.range')}>
          {rangeLabel(range, t)} ·{' '}
          <span className="whitespace-nowrap tabular-nums">{periodLabel(period, t)}</span>
        </Item>
        <Item term={t('settings.budget')}>
          {ad.budget.usd === null || ad.budget.source === 'none' ? (
            t('budget.none')
          ) : (
            <>
              {formatUsd(ad.budget.usd)}
              <span className="text-muted-foreground"> ({t(`budget.source.${ad.budget.source}`)})</span>
            </>
          )}
        </Item>
        {tags.length ? <Item term={t('settings.tags')}>{tags.join(' · ')}</Item> : null}
      </dl>
      <ul aria-label={t('settings.sources')} className="flex flex-wrap gap-1.5">
        {ad.sources.map((source) => (
          <SourceChip key={source.dataset_id} source={source} />
        ))}
      </ul>
    </div>
  );
}

function Item({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 gap-1.5">
      <dt className="shrink-0">{term}</dt>
      <dd className="min-w-0 break-words text-foreground">{children}</dd>
    </div>
  );
}

function SourceChip({ source }: { source: Source }) {
  const { t } = useTranslation('adDetail');
  const reading = source.state === 'parsing' || source.state === 'syncing';
  const platform = source.platform ? t(`source.platform.${source.platform}`) : null;
  // A sample account's name already says its platform ("Trailhead Outdoor · Meta"): not twice.
  const saysPlatform = platform !== null && source.name.toLowerCase().includes(platform.toLowerCase());
  return (
    <li
      data-source={source.dataset_id}
      className="flex max-w-full min-w-0 flex-wrap items-center gap-1.5 rounded-md border bg-card px-2 py-1 text-xs"
    >
      <span className="min-w-0 truncate font-medium" title={source.name}>
        {source.name}
      </span>
      <span className="text-muted-foreground">
        {t(`source.kind.${source.kind}`)}
        {platform && !saysPlatform ? ` · ${platform}` : ''}
      </span>
      <Badge variant={STATE_VARIANT[source.state]}>
        {t(`source.state.${source.state}`)}
        {reading ? ` ${source.progress}%` : ''}
      </Badge>
    </li>
  );
}
