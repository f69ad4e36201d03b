import { RotateCw } from 'lucide-react';
import { isApiError } from '@/lib/api/client';
import { useTranslation } from '@/lib/i18n/use-translation';
import { AdBody } from '@/components/report-view/ad-body';
import type { AdDataSourceKind } from '@/components/report-view';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { AdPreview } from './ad-builder-queries.ts';
import '@/lib/i18n/namespaces/adBuilder';

const KEY = 'db_ad_excellent_ads_display';

/** Whether the chosen datasets report the window: all, some or none (the renderers' attribution note). */
function reportedOf(sources: AdPreview['ad']['sources']): 'all' | 'some' | 'none' {
  const measured = sources.filter((s) => s.row_count > 0).map((s) => s.measured);
  if (measured.every(Boolean)) return 'all';
  return measured.some(Boolean) ? 'some' : 'none';
}

/**
 * The top 10 creatives the dashboard would show with the current choices (adDashboard.preview), drawn by the
 * report's own renderer for the excellent list: nothing is created until the dashboard is.
 */
export function TopCreativesPreview({
  state,
}: {
  state:
    | { kind: 'idle' }
    | { kind: 'loading' }
    | { kind: 'error'; error: Error; retry(): void }
    | { kind: 'ready'; preview: AdPreview; refreshing: boolean };
}) {
  const { t } = useTranslation('adBuilder');
  return (
    <section aria-labelledby="ad-builder-preview" className="flex min-w-0 flex-col gap-3">
      <div>
        <h2 id="ad-builder-preview" className="font-semibold">
          {t('preview.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('preview.hint')}</p>
      </div>
      <div
        aria-live="polite"
        aria-busy={state.kind === 'loading' || (state.kind === 'ready' && state.refreshing)}
      >
        {state.kind === 'idle' ? (
          <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">
            {t('preview.idle')}
          </p>
        ) : state.kind === 'loading' ? (
          <div role="status" aria-label={t('preview.loading')} className="flex flex-col gap-2">
            <Skeleton className="h-6 w-1/2" />
            <Skeleton className="h-40 w-full" />
          </div>
        ) : state.kind === 'error' ? (
          <div role="alert" className="flex flex-col items-start gap-2 rounded-md border p-4">
            <p className="text-sm text-destructive">
              {t('preview.failed', {
                message: isApiError(state.error) ? state.error.message : t('preview.network'),
              })}
            </p>
            <Button type="button" variant="outline" size="sm" onClick={state.retry}>
              <RotateCw aria-hidden />
              {t('retry')}
            </Button>
          </div>
        ) : (
          <PreviewBody preview={state.preview} />
        )}
      </div>
    </section>
  );
}

function PreviewBody({ preview }: { preview: AdPreview }) {
  const { t } = useTranslation('adBuilder');
  const { ad, excellent } = preview;
  if (preview.waiting || !excellent)
    return (
      <p role="status" className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">
        {preview.waiting ? t('preview.waiting') : t('preview.nothing')}
      </p>
    );
  const kinds: AdDataSourceKind[] = [...new Set(ad.sources.map((s) => s.kind))];
  const noDataInRange = ad.notices.some((n) => n.kind === 'no_data_in_range');
  return (
    <div className="flex flex-col gap-2">
      {ad.period ? <p className="text-sm text-muted-foreground">{t('preview.period', ad.period)}</p> : null}
      {noDataInRange ? (
        <p role="note" className="rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm">
          {t('preview.noDataInRange')}
        </p>
      ) : null}
      <AdBody
        apiKey={KEY}
        result={excellent}
        view="chart"
        title={t('preview.title')}
        ad={{ attribution: { window: ad.window, reported: reportedOf(ad.sources) }, dataSources: kinds }}
      />
    </div>
  );
}
