import { useTranslation } from '@/lib/i18n/use-translation';
import type { ApiOutput } from '@/lib/api/client';
import { ProgressRow } from '../create-dashboard/progress-row.tsx';
import '@/lib/i18n/namespaces/adChat';
import '@/lib/i18n/namespaces/adData';
import '@/lib/i18n/namespaces/chat';

type Detail = ApiOutput<'dashboard.detail'>;
type Source = NonNullable<Detail['ad']>['sources'][number];

const reading = (s: Source) => s.state === 'parsing' || s.state === 'syncing';

/**
 * While an AD dashboard generates: one bar per data source being read (a file's parse, an account's sync), its
 * step in words; once every source is read, "analysing components n/m".
 */
export function AdSourcesProgress({ detail }: { detail: Detail }) {
  const { t } = useTranslation(['chat', 'adData']);
  const sources = detail.ad?.sources ?? [];
  if (!sources.some(reading)) {
    const analysed = detail.components.filter((c) => c.state !== 'stale').length;
    return (
      <p role="status">
        {t('tools.createDashboard.analysing', { done: analysed, total: detail.components.length })}
      </p>
    );
  }
  return (
    <ul className="space-y-1.5">
      {sources.map((source) => {
        const progress = reading(source) ? source.progress : 100;
        const step = reading(source)
          ? source.phase
            ? t('adData:progress', { phase: t(`adData:phase.${source.phase}`), progress })
            : t(`adData:state.${source.state}`)
          : t(`adData:state.${source.state}`);
        return (
          <ProgressRow
            key={source.dataset_id}
            label={t('adChat:create.sourceStep', { name: source.name, step })}
            barLabel={t('adChat:create.sourceProgress', { name: source.name, progress })}
            progress={progress}
          />
        );
      })}
    </ul>
  );
}
