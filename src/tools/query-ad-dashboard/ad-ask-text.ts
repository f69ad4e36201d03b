import type { TFunction } from '@/lib/i18n/translator';
import type { AdPlatform } from '@/lib/ads/ad-values';
import type { AdQueryDimension, AdQueryMetric, AdQuestion } from './contract.ts';
import { MONEY_METRICS, RATE_METRICS } from '@/lib/ads/ad-metric-kinds';
import '@/lib/i18n/namespaces/chat';

/* The adChat, adReport and adSources words load with the /askads form and the card (never with the command list:
   its start-page budget); `describe` runs only once the form has been submitted. */

export const metricLabel = (metric: AdQueryMetric, t: TFunction) => t(`adReport:metric.${metric}`);

/**
 * "高于0.5%且低于1.5%", "above $100": a breakdown's bounds in the units they are asked in (a rate in percent,
 * money in dollars); null without any.
 */
export function boundsWords(
  bounds: { metric?: AdQueryMetric | null; above?: number | null; below?: number | null },
  t: TFunction,
): string | null {
  const { metric } = bounds;
  const value = (n: number) =>
    metric && RATE_METRICS.has(metric) ? `${n}%` : metric && MONEY_METRICS.has(metric) ? `$${n}` : String(n);
  const parts = [
    typeof bounds.above === 'number' ? t('adChat:query.bounds.above', { value: value(bounds.above) }) : null,
    typeof bounds.below === 'number' ? t('adChat:query.bounds.below', { value: value(bounds.below) }) : null,
  ].filter((part): part is string => part !== null);
  return parts.length ? parts.join(t('adChat:query.bounds.join')) : null;
}

/** What was asked, in a few words: the card's title and the /askads message ("ROI by hook", "Spend · TikTok only"). */
export function adAskText(
  ask: {
    question: AdQuestion;
    metric?: AdQueryMetric | null;
    by?: AdQueryDimension | null;
    platform?: AdPlatform | null;
  },
  t: TFunction,
): string {
  const text = askedText(ask, t);
  return ask.platform
    ? t('adChat:query.ask.onPlatform', { ask: text, platform: t(`adSources:platform.${ask.platform}`) })
    : text;
}

function askedText(
  ask: { question: AdQuestion; metric?: AdQueryMetric | null; by?: AdQueryDimension | null },
  t: TFunction,
): string {
  const metric = ask.metric ? metricLabel(ask.metric, t) : '';
  const by = ask.by ? t(`adReport:dimension.${ask.by}`) : '';
  if ((ask.question === 'breakdown' || ask.question === 'change') && metric && by)
    return t(`adChat:query.ask.${ask.question}`, { metric, by });
  if (ask.question === 'trend' && metric) return t('adChat:query.ask.trend', { metric });
  if (ask.question === 'overview' && metric) return t('adChat:query.ask.overviewOf', { metric });
  if (ask.question === 'compare_periods' && metric) return t('adChat:query.ask.compareOf', { metric });
  return t(`adChat:query.questions.${ask.question}`);
}
