import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useLanguage } from '@/lib/i18n';
import { Section } from '../detail/section.tsx';
import { formatCount, formatUsd } from '../shared/kox-format.ts';
import { FigureTable } from './figure-table.tsx';
import type { MyData } from './my-data-query.ts';
import { OpenTasks } from './open-tasks.tsx';
import '@/lib/i18n/namespaces/koxMyData';
import '@/lib/i18n/namespaces/koxImport';
import '@/lib/i18n/namespaces/kox';

function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-xl border p-4">
      <span className="text-xs text-muted-foreground">{label}</span>
      <span className="text-lg font-semibold break-all tabular-nums sm:text-2xl">{value}</span>
      {note ? <span className="text-xs text-muted-foreground">{note}</span> : null}
    </div>
  );
}

/** The figures of one period: totals, the slices, the months, and the open tasks. */
export function MyDataBody({ data }: { data: MyData }) {
  const { t } = useTranslation(['koxMyData', 'koxImport', 'kox']);
  const { language } = useLanguage();
  const usd = (value: number | null, digits?: number) =>
    value === null ? '—' : formatUsd(value, language, digits);
  const { totals } = data;
  const mostSpent = Math.max(1, ...data.monthly.map((m) => m.spend_usd));
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat
          label={t('stat.creators')}
          value={formatCount(totals.creators, language)}
          note={t('stat.monitored', { count: totals.monitored })}
        />
        <Stat
          label={t('stat.contents')}
          value={formatCount(totals.contents, language)}
          note={t('stat.deals', { count: totals.deals })}
        />
        <Stat label={t('stat.spend')} value={usd(totals.spend_usd)} />
        <Stat label={t('stat.views')} value={formatCount(totals.views, language)} />
        <Stat label={t('stat.cpm')} value={usd(totals.cpm_usd)} />
        <Stat label={t('stat.cpv')} value={usd(totals.cpv_usd, 4)} />
      </div>
      {totals.contents === 0 ? (
        <div
          role="status"
          className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-8 text-center"
        >
          <p className="font-medium">{t('empty.title')}</p>
          <p className="max-w-md text-sm text-muted-foreground">{t('empty.body')}</p>
          <Button asChild variant="outline">
            <Link to="/writer/kox/list" search={{ scope: 'team' }}>
              {t('empty.action')}
            </Link>
          </Button>
        </div>
      ) : (
        <>
          <Section id="kox-my-data-cooperation" title={t('byCooperation')}>
            <FigureTable
              caption={t('byCooperation')}
              rows={data.by_cooperation.map((s) => ({
                ...s,
                label: t(`koxImport:cooperation.${s.cooperation_type}`),
              }))}
            />
          </Section>
          <Section id="kox-my-data-platform" title={t('byPlatform')}>
            <FigureTable
              caption={t('byPlatform')}
              rows={data.by_platform.map((s) => ({ ...s, label: t(`kox:platform.${s.platform}`) }))}
            />
          </Section>
          <Section id="kox-my-data-monthly" title={t('monthly')} note={t('monthlyNote')}>
            <ul className="flex flex-col gap-2">
              {data.monthly.map((m) => (
                <li key={m.month} className="grid grid-cols-[5rem_1fr_auto] items-center gap-3 text-sm">
                  <span className="tabular-nums text-muted-foreground">{m.month}</span>
                  <span className="h-2 rounded-full bg-muted" aria-hidden>
                    <span
                      className="block h-2 rounded-full bg-primary"
                      style={{ width: `${(m.spend_usd / mostSpent) * 100}%` }}
                    />
                  </span>
                  <span className="tabular-nums">
                    {usd(m.spend_usd)} · {formatCount(m.views, language)}
                  </span>
                </li>
              ))}
            </ul>
          </Section>
        </>
      )}
      <OpenTasks tasks={data.tasks} />
    </div>
  );
}
