import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '@/lib/i18n/use-translation';
import { AlertTriangle, Info, Loader2 } from 'lucide-react';
import type { AdDashboardBlock } from '@/lib/api/endpoints/ad-dashboard-fields';
import type { AdNoticeKind } from '@/lib/ads/ad-dashboard-values';
import { cn } from '@/lib/cn';
import { periodLabel } from './ad-range.ts';
import '@/lib/i18n/namespaces/adDetail';
import '@/lib/i18n/namespaces/adReport';

type Source = AdDashboardBlock['sources'][number];
type Notice = AdDashboardBlock['notices'][number];

const TONE: Record<AdNoticeKind, 'info' | 'warning' | 'error'> = {
  reading: 'info',
  failed: 'error',
  not_measured: 'warning',
  other_client: 'warning',
  no_data_in_range: 'info',
  no_sources: 'error',
};

function Box({ kind, children }: { kind: AdNoticeKind; children: ReactNode }) {
  const tone = TONE[kind];
  const Icon = kind === 'reading' ? Loader2 : tone === 'info' ? Info : AlertTriangle;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-notice={kind}
      className={cn(
        'flex items-start gap-2 rounded-lg border px-3 py-2.5 text-sm',
        tone === 'error' && 'border-destructive/40 bg-destructive/5',
        tone === 'warning' && 'border-amber-300/60 bg-amber-50 text-amber-950',
        tone === 'info' && 'bg-muted/40',
      )}
    >
      <Icon aria-hidden className={cn('mt-0.5 size-4 shrink-0', kind === 'reading' && 'animate-spin')} />
      <div className="flex min-w-0 flex-col gap-1.5">{children}</div>
    </div>
  );
}

/**
 * What an ad dashboard's data says beside its results, each notice with what to do (docs/ads.md "AD dashboard
 * detail and shared page"). `adDataLink` for the team (the ad data screen says why a read failed and mends it);
 * `editor` words what to do as the reader's to do, else as an editor's.
 */
export function AdNotices({
  notices,
  ad,
  period,
  adDataLink,
  editor,
}: {
  notices: readonly Notice[];
  ad: AdDashboardBlock;
  period: { from: string; to: string } | null;
  adDataLink: boolean;
  editor: boolean;
}) {
  const { t } = useTranslation('adDetail');
  const who = editor ? '' : 'Reader';
  if (notices.length === 0) return null;
  const sourceOf = (id: string) => ad.sources.find((s) => s.dataset_id === id);
  const namesOf = (notice: Notice) =>
    notice.dataset_ids
      .map((id) => sourceOf(id)?.name)
      .filter((name): name is string => !!name)
      .join(t('listSeparator'));
  const link = adDataLink ? (
    <Link to="/writer/teammanage/adData" className="w-fit text-sm font-medium text-primary underline">
      {t('notice.openAdData')}
    </Link>
  ) : null;
  return (
    <section aria-label={t('notice.label')} className="flex flex-col gap-2">
      {notices.map((notice) => {
        const names = namesOf(notice);
        const count = notice.dataset_ids.length;
        switch (notice.kind) {
          case 'reading':
            return (
              <Box key={notice.kind} kind={notice.kind}>
                <p>{t('notice.reading', { names })}</p>
                {notice.dataset_ids.map((id) => {
                  const source = sourceOf(id);
                  return source ? <ReadingProgress key={id} source={source} /> : null;
                })}
              </Box>
            );
          case 'failed':
            return (
              <Box key={notice.kind} kind={notice.kind}>
                <p>{t(`notice.failed${who}`, { names })}</p>
                <ul className="list-disc pl-5 text-xs text-muted-foreground">
                  {notice.dataset_ids.map((id) => {
                    const source = sourceOf(id);
                    return source ? (
                      <li key={id}>
                        {source.name}: {t(`errors:code.${source.failure_code ?? 10500}`)}
                      </li>
                    ) : null;
                  })}
                </ul>
                {link}
              </Box>
            );
          case 'not_measured':
            return (
              <Box key={notice.kind} kind={notice.kind}>
                <p>
                  {t(`notice.notMeasured${who}`, {
                    names,
                    window: t(`adReport:attribution.window.${ad.window}`),
                  })}
                </p>
              </Box>
            );
          case 'other_client':
            return (
              <Box key={notice.kind} kind={notice.kind}>
                <p>{t(`notice.otherClient${who}`, { count })}</p>
              </Box>
            );
          case 'no_data_in_range':
            return (
              <Box key={notice.kind} kind={notice.kind}>
                <p>{t('notice.noDataInRange', { period: periodLabel(period, t) })}</p>
              </Box>
            );
          case 'no_sources':
            return (
              <Box key={notice.kind} kind={notice.kind}>
                <p>{t(`notice.noSources${who}`)}</p>
                {link}
              </Box>
            );
        }
      })}
    </section>
  );
}

function ReadingProgress({ source }: { source: Source }) {
  const { t } = useTranslation('adDetail');
  const label = t('notice.progressOf', { name: source.name });
  return (
    <div className="flex items-center gap-2 text-xs text-muted-foreground">
      <span className="min-w-0 truncate">{source.name}</span>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={source.progress}
        className="h-1.5 w-32 shrink-0 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-all" style={{ width: `${source.progress}%` }} />
      </div>
      <span className="tabular-nums">{source.progress}%</span>
    </div>
  );
}
