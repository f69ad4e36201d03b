import type { TFunction } from '@/lib/i18n/translator';
import type { AdQueryDimension, AdQueryMetric, AdQuestion } from './contract.ts';
import '@/lib/i18n/namespaces/adReport';
import '@/lib/i18n/namespaces/chat';

export const metricLabel = (metric: AdQueryMetric, t: TFunction) => t(`adReport:metric.${metric}`);

/** What was asked, in a few words: the card's title and the /askads message ("ROI by hook"). */
export function adAskText(
  ask: { question: AdQuestion; metric?: AdQueryMetric | null; by?: AdQueryDimension | null },
  t: TFunction,
): string {
  const metric = ask.metric ? metricLabel(ask.metric, t) : '';
  const by = ask.by ? t(`adReport:dimension.${ask.by}`) : '';
  if ((ask.question === 'breakdown' || ask.question === 'change') && metric && by)
    return t(`chat:tools.queryAdDashboard.ask.${ask.question}`, { metric, by });
  if (ask.question === 'trend' && metric) return t('chat:tools.queryAdDashboard.ask.trend', { metric });
  if (ask.question === 'overview' && metric)
    return t('chat:tools.queryAdDashboard.ask.overviewOf', { metric });
  return t(`chat:tools.queryAdDashboard.questions.${ask.question}`);
}
