import type { TFunction } from '@/lib/i18n/translator';
import { useTranslation } from '@/lib/i18n/use-translation';
import { SampleLabel } from '@/screens/ads/ad-data/shared/sample-label';
import type { ToolOutput } from '../define-tool.ts';
import { platformName } from './ad-settings-text.ts';
import type { createAdDashboardTool } from './contract.ts';
import '@/lib/i18n/namespaces/adChat';
import '@/lib/i18n/namespaces/adData';
import '@/lib/i18n/namespaces/chat';

export type AdToolSource = Extract<
  ToolOutput<typeof createAdDashboardTool>,
  { outcome: 'created' }
>['sources'][number];

/** A data source's platform and the days its rows cover. */
export const sourceFacts = (source: AdToolSource, t: TFunction) =>
  [
    source.platform ? platformName(source.platform, t) : null,
    source.days ? t('adChat:create.days', source.days) : t('adChat:create.noRowsYet'),
  ].filter((f): f is string => f !== null);

/** A data source in one string (a button's label), "sample data" said in words. */
export const sourceSummary = (source: AdToolSource, t: TFunction) =>
  [source.name, ...sourceFacts(source, t), ...(source.sample ? [t('adData:sample')] : [])].join(' · ');

/** What a data source is in a line: its name, its platform, the days its rows cover; labelled when sample. */
export function SourceLine({ source }: { source: AdToolSource }) {
  const { t } = useTranslation('chat');
  return (
    <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
      <span className="truncate font-medium text-foreground">{source.name}</span>
      <span>{sourceFacts(source, t).join(' · ')}</span>
      {source.sample ? <SampleLabel /> : null}
    </span>
  );
}
