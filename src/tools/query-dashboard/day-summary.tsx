import { useTranslation } from '@/lib/i18n/use-translation';
import { toLanguage } from '@/lib/i18n';
import type { DayComparison, QueryMetric } from './contract.ts';
import '@/lib/i18n/namespaces/chat';

/** `posts_on_date`: the day's total against the days around it, in a sentence, from the answer's numbers. */
export function DaySummary({ day, metric }: { day: DayComparison; metric: QueryMetric }) {
  const { t, i18n } = useTranslation('chat');
  const locale = toLanguage(i18n.language) === 'zh' ? 'zh-CN' : 'en-US';
  const n = (value: number | null) => (value ?? 0).toLocaleString(locale, { maximumFractionDigits: 1 });
  if (day.posts === 0) return <p>{t('tools.queryDashboard.day.none', { date: day.date })}</p>;
  const against =
    day.vs_median !== null
      ? t('tools.queryDashboard.day.vsMedian', { ratio: n(day.vs_median), median: n(day.median) })
      : day.vs_average !== null
        ? t('tools.queryDashboard.day.vsAverage', { ratio: n(day.vs_average), average: n(day.average) })
        : day.around_from && day.around_to
          ? t('tools.queryDashboard.day.flat', { from: day.around_from, to: day.around_to })
          : null;
  const summary = t('tools.queryDashboard.day.summary', {
    date: day.date,
    count: day.posts,
    total: n(day.total),
    metric: t(`tools.queryDashboard.metrics.${metric}`).toLowerCase(),
  });
  return <p>{against ? t('tools.queryDashboard.day.against', { summary, against }) : summary}</p>;
}
