import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { SampleDataBadge } from '@/components/data-source/sample-data-badge';
import type { AdDashboardBlock, AdRange } from '@/lib/api/endpoints/ad-dashboard-fields';
import { AdSettingsSummary } from './ad-settings-summary.tsx';
import { adSampleExplanations } from './ad-sample-explanations.ts';
import '@/lib/i18n/namespaces/adDetail';

/** An ad dashboard's name, status and sample label, then what it computes over; the detail and the shared page. */
export function AdDetailHeader({
  name,
  status,
  ad,
  dataSources,
  range,
  period,
  headingLevel,
}: {
  name: string;
  /** The detail's status badge; the shared page has none. */
  status?: ReactNode;
  ad: AdDashboardBlock;
  dataSources: readonly string[];
  range: AdRange;
  period: { from: string; to: string } | null;
  headingLevel: 'h1' | 'h2';
}) {
  const { t } = useTranslation('adDetail');
  const Heading = headingLevel;
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <Heading className="min-w-0 text-xl font-semibold tracking-tight break-words">{name}</Heading>
        <span className="rounded-md border px-1.5 py-0.5 text-xs text-muted-foreground">
          {t('kindLabel')}
        </span>
        {status}
        <SampleDataBadge sources={dataSources} explanations={adSampleExplanations(t)} />
      </div>
      <AdSettingsSummary ad={ad} range={range} period={period} />
    </div>
  );
}
