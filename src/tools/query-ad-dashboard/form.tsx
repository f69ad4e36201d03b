import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import type { ToolInput } from '../define-tool.ts';
import { ComparedPeriodFields, useComparedPeriod } from '../query-dashboard/compared-period-fields.tsx';
import { CustomPeriodFields } from '../query-dashboard/custom-period-fields.tsx';
import type { ToolFormProps } from '../tool-ui.ts';
import { NumberField } from '../number-field.tsx';
import { NestedForm } from '../nested-form.tsx';
import { Choice } from '../query-dashboard/choice-select.tsx';
import { PERIOD_CHOICE_KEYS, periodOf, type PeriodChoice } from '../query-dashboard/period-choices.ts';
import { AD_PLATFORMS, type AdPlatform } from '@/lib/ads/ad-values';
import { metricLabel } from './ad-ask-text.ts';
import {
  AD_QUERY_DIMENSIONS,
  AD_QUERY_METRICS,
  AD_QUESTIONS,
  type AdQueryDimension,
  type AdQueryMetric,
  type AdQuestion,
  type queryAdDashboardTool,
} from './contract.ts';
import { COST_METRICS } from '@/lib/ads/ad-metric-kinds';
import '@/lib/i18n/namespaces/adChat';
import '@/lib/i18n/namespaces/adReport';
import '@/lib/i18n/namespaces/adSources';
import '@/lib/i18n/namespaces/chat';

type Input = ToolInput<typeof queryAdDashboardTool>;

const ALL = 'all';
const RANKS = ['highest', 'lowest'] as const;
const DIRECTIONS = ['up', 'down'] as const;
const TOP_LEVELS = ['ad', 'ad_set', 'campaign'] as const satisfies readonly AdQueryDimension[];
/** What a period is compared with: the span of the same length just before it, or two dates. */

/** Which fields each question takes (the others would be ignored by the tool, so the form hides them). */
const TAKES: Record<AdQuestion, { metric: boolean; by: boolean; period: boolean }> = {
  overview: { metric: true, by: false, period: true },
  compare_periods: { metric: true, by: false, period: true },
  breakdown: { metric: true, by: true, period: true },
  change: { metric: true, by: true, period: true },
  top_ads: { metric: false, by: true, period: true },
  worst_ads: { metric: false, by: true, period: true },
  trend: { metric: true, by: false, period: true },
  // The budget's pacing is over the dashboard's own period, which its budget is for.
  budget: { metric: false, by: false, period: false },
};

/**
 * `/askads`: a question about the AD dashboard open in the panel (else the latest ready one), with its metric,
 * what it is cut by, the order and a period.
 */
export function QueryAdDashboardForm({ onSubmit, onCancel }: ToolFormProps<Input>) {
  const { t } = useTranslation(['chat', 'adReport']);
  const [question, setQuestion] = useState<AdQuestion>('breakdown');
  const [metric, setMetric] = useState<AdQueryMetric | typeof ALL>('amount_spent_usd');
  const [by, setBy] = useState<AdQueryDimension>('product');
  const [rank, setRank] = useState<(typeof RANKS)[number]>('highest');
  const [direction, setDirection] = useState<(typeof DIRECTIONS)[number]>('up');
  const [platform, setPlatform] = useState<AdPlatform | typeof ALL>(ALL);
  const [period, setPeriod] = useState<PeriodChoice>('all');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const versus = useComparedPeriod();
  const [above, setAbove] = useState('');
  const [below, setBelow] = useState('');
  const [error, setError] = useState<string | null>(null);
  const takes = TAKES[question];
  const topAds = question === 'top_ads' || question === 'worst_ads';
  const dimensions: readonly AdQueryDimension[] = topAds ? TOP_LEVELS : AD_QUERY_DIMENSIONS;
  const everyMetric = question === 'overview' || question === 'compare_periods';
  const metrics: readonly (AdQueryMetric | typeof ALL)[] = everyMetric
    ? [ALL, ...AD_QUERY_METRICS]
    : AD_QUERY_METRICS;

  const choose = (next: AdQuestion) => {
    setQuestion(next);
    if (next === 'top_ads' || next === 'worst_ads') setBy('ad');
    else if (topAds) setBy('product');
    if (next !== 'overview' && next !== 'compare_periods' && metric === ALL) setMetric('amount_spent_usd');
  };
  const submit = () => {
    const window = takes.period ? periodOf(period, from, to) : undefined;
    if (window === null) return setError(t('tools.queryDashboard.form.badPeriod'));
    const compared = question === 'compare_periods' ? versus.period() : undefined;
    if (compared === null) return setError(t('tools.queryDashboard.form.badPeriod'));
    const asked = takes.metric && metric !== ALL ? metric : undefined;
    const bounds = question === 'breakdown' ? boundsOf(above, below) : {};
    if (bounds === null) return setError(t('adChat:query.form.badBounds'));
    onSubmit({
      question,
      ...(asked ? { metric: asked } : {}),
      ...(takes.by ? { by } : {}),
      ...(question === 'breakdown' ? { rank, ...bounds } : {}),
      ...(question === 'change' ? { direction } : {}),
      ...(platform !== ALL ? { platform } : {}),
      ...(window ? { period: window } : {}),
      ...(compared ? { versus: compared } : {}),
    });
  };
  return (
    <NestedForm
      label={t('adChat:query.form.label')}
      className="grid max-h-[60vh] grid-cols-1 gap-3 overflow-y-auto p-3 text-sm sm:grid-cols-2"
      onCancel={onCancel}
      onSubmit={submit}
    >
      <Choice
        id="query-ad-question"
        label={t('adChat:query.form.question')}
        value={question}
        options={AD_QUESTIONS}
        optionLabel={(q) => t(`adChat:query.questions.${q}`)}
        onChange={choose}
        autoFocus
      />
      {takes.metric ? (
        <Choice
          id="query-ad-metric"
          label={t('adChat:query.form.metric')}
          value={metric}
          options={metrics}
          optionLabel={(m) => (m === ALL ? t('adChat:query.form.allMetrics') : metricLabel(m, t))}
          onChange={(m) => {
            setMetric(m);
            // Costs are best lowest: the best CPA ranks the lowest first unless the user says otherwise.
            if (m !== ALL) setRank(COST_METRICS.has(m) ? 'lowest' : 'highest');
          }}
        />
      ) : null}
      {takes.by ? (
        <Choice
          id="query-ad-by"
          label={t('adChat:query.form.by')}
          value={by}
          options={dimensions}
          optionLabel={(d) => t(`adReport:dimension.${d}`)}
          onChange={setBy}
        />
      ) : null}
      {question === 'breakdown' ? (
        <Choice
          id="query-ad-rank"
          label={t('adChat:query.form.rank')}
          value={rank}
          options={RANKS}
          optionLabel={(r) => t(`adChat:query.form.ranks.${r}`)}
          onChange={setRank}
        />
      ) : null}
      {question === 'breakdown' ? (
        <>
          <NumberField
            id="query-ad-above"
            label={t('adChat:query.form.above')}
            value={above}
            onChange={setAbove}
          />
          <NumberField
            id="query-ad-below"
            label={t('adChat:query.form.below')}
            value={below}
            onChange={setBelow}
          />
          <p className="text-xs text-muted-foreground sm:col-span-2">{t('adChat:query.form.boundsUnits')}</p>
        </>
      ) : null}
      {question === 'change' ? (
        <Choice
          id="query-ad-direction"
          label={t('adChat:query.form.direction')}
          value={direction}
          options={DIRECTIONS}
          optionLabel={(d) => t(`adChat:query.form.directions.${d}`)}
          onChange={setDirection}
        />
      ) : null}
      <Choice
        id="query-ad-platform"
        label={t('adChat:query.form.platform')}
        value={platform}
        options={[ALL, ...AD_PLATFORMS]}
        optionLabel={(p) => (p === ALL ? t('adChat:query.form.allPlatforms') : t(`adSources:platform.${p}`))}
        onChange={setPlatform}
      />
      {takes.period ? (
        <>
          <Choice
            id="query-ad-period"
            label={t('adChat:query.form.period')}
            value={period}
            options={PERIOD_CHOICE_KEYS}
            optionLabel={(p) =>
              p === 'all'
                ? t('adChat:query.form.dashboardPeriod')
                : t(`tools.queryDashboard.form.periods.${p}`)
            }
            onChange={setPeriod}
          />
          {period === 'custom' ? (
            <CustomPeriodFields idPrefix="query-ad" from={from} to={to} onFrom={setFrom} onTo={setTo} />
          ) : null}
          {question === 'compare_periods' ? (
            <ComparedPeriodFields idPrefix="query-ad" state={versus} />
          ) : null}
          <p className="text-xs text-muted-foreground sm:col-span-2">{t('adChat:query.form.relative')}</p>
        </>
      ) : null}
      {error ? (
        <p role="alert" className="text-destructive sm:col-span-2">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2 sm:col-span-2">
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          {t('tools.queryDashboard.form.cancel')}
        </Button>
        <Button type="button" size="sm" onClick={submit}>
          {t('tools.queryDashboard.form.submit')}
        </Button>
      </div>
    </NestedForm>
  );
}

/** The bounds typed, as numbers; null when one is not a number or the lower is not below the upper. */
function boundsOf(above: string, below: string): { above?: number; below?: number } | null {
  const [low, high] = [above.trim(), below.trim()].map((v) => (v ? Number(v) : undefined));
  if ([low, high].some((n) => n !== undefined && !Number.isFinite(n))) return null;
  if (low !== undefined && high !== undefined && low >= high) return null;
  return { ...(low !== undefined ? { above: low } : {}), ...(high !== undefined ? { below: high } : {}) };
}
