import { useTranslation } from '@/lib/i18n/use-translation';
import { formatTwoDecimal } from '@/lib/format';
import type { AdDataset } from '../api/ad-data-queries.ts';
import '@/lib/i18n/namespaces/adData';

/** What a dataset's rows cover: how many rows and ads, which days, which attribution windows were measured. */
export function DatasetCoverage({ dataset }: { dataset: AdDataset }) {
  const { t } = useTranslation('adData');
  if (dataset.row_count === 0) return <span className="text-sm text-muted-foreground">{t('noRows')}</span>;
  return (
    <div className="flex min-w-44 max-w-56 flex-col gap-0.5 text-sm">
      <span className="whitespace-nowrap">
        {t('rowCount', { count: dataset.row_count, value: formatTwoDecimal(dataset.row_count) })} ·{' '}
        {t('adCount', { count: dataset.ad_count, value: formatTwoDecimal(dataset.ad_count) })}
      </span>
      {dataset.days ? (
        <span className="whitespace-nowrap text-muted-foreground">
          {t('days', { from: dataset.days.from, to: dataset.days.to })}
        </span>
      ) : null}
      {dataset.windows.length ? (
        <span className="text-xs text-muted-foreground">
          {t('windows', { windows: dataset.windows.map((w) => t(`window.${w}`)).join(' · ') })}
        </span>
      ) : null}
    </div>
  );
}
