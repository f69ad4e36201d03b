import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Choice } from './choice-select.tsx';
import type { ToolInput } from '../define-tool.ts';
import { ComparedPeriodFields, useComparedPeriod } from './compared-period-fields.tsx';
import { CustomPeriodFields } from './custom-period-fields.tsx';
import type { ToolFormProps } from '../tool-ui.ts';
import { NestedForm } from '../nested-form.tsx';
import { DASHBOARD_MEDIA } from '@/lib/api/endpoints/dashboard';
import {
  DASHBOARD_QUESTIONS,
  POST_DIMENSIONS,
  QUERY_METRICS,
  type DashboardQuestion,
  type PostDimension,
  type QueryMetric,
  type queryDashboardTool,
} from './contract.ts';
import { PERIOD_CHOICE_KEYS, periodOf, subjectsOf, type PeriodChoice } from './period-choices.ts';
import '@/lib/i18n/namespaces/chat';

const MAX_SUBJECTS = 5;
const DATE = /^(\d{4}-)?\d{2}-\d{2}$/;

type Input = ToolInput<typeof queryDashboardTool>;
type Medium = (typeof DASHBOARD_MEDIA)[number];
const ALL = 'all';

/**
 * `/ask`: a question about the dashboard open in the panel (else the latest ready one), with its metric and,
 * optionally, some subjects, a split per subject, one medium, a period, the day of `posts_on_date`, what
 * `breakdown` groups by and the span `compare_periods` compares with.
 */
export function QueryDashboardForm({ onSubmit, onCancel }: ToolFormProps<Input>) {
  const { t } = useTranslation(['chat', 'enums']);
  const [question, setQuestion] = useState<DashboardQuestion>('top_posts');
  const [metric, setMetric] = useState<QueryMetric | typeof ALL>('views');
  const [subjects, setSubjects] = useState('');
  const [bySubject, setBySubject] = useState(false);
  const [platform, setPlatform] = useState<Medium | typeof ALL>(ALL);
  const [by, setBy] = useState<PostDimension>('hashtag');
  const [period, setPeriod] = useState<PeriodChoice>('all');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [date, setDate] = useState('');
  const versus = useComparedPeriod();
  const [error, setError] = useState<string | null>(null);
  const comparing = question === 'compare_periods';
  const choose = (next: DashboardQuestion) => {
    setQuestion(next);
    // Every measure is a comparison's alone.
    if (next !== 'compare_periods' && metric === ALL) setMetric('views');
    // All time has no span before it: a comparison starts from the last 30 days instead of a silent default.
    if (next === 'compare_periods' && period === 'all') setPeriod('last30days');
  };
  const submit = () => {
    const names = subjectsOf(subjects);
    if (names && names.length > MAX_SUBJECTS)
      return setError(t('tools.queryDashboard.form.tooManySubjects', { count: MAX_SUBJECTS }));
    const window = periodOf(period, from, to);
    if (window === null) return setError(t('tools.queryDashboard.form.badPeriod'));
    const day = question === 'posts_on_date' ? date.trim() : '';
    if (day && !DATE.test(day)) return setError(t('tools.queryDashboard.form.badDate'));
    const compared = comparing ? versus.period() : undefined;
    if (compared === null) return setError(t('tools.queryDashboard.form.badPeriod'));
    onSubmit({
      question,
      ...(metric !== ALL ? { metric } : {}),
      ...(names ? { subjects: names } : {}),
      ...(bySubject ? { by_subject: true } : {}),
      ...(platform !== ALL ? { platform } : {}),
      ...(question === 'breakdown' ? { by } : {}),
      ...(window ? { period: window } : {}),
      ...(day ? { date: day } : {}),
      ...(compared ? { versus: compared } : {}),
    });
  };
  return (
    <NestedForm
      label={t('tools.queryDashboard.form.label')}
      className="grid grid-cols-1 gap-3 p-3 text-sm sm:grid-cols-2"
      onCancel={onCancel}
      onSubmit={submit}
    >
      <Choice
        id="query-dashboard-question"
        label={t('tools.queryDashboard.form.question')}
        value={question}
        options={DASHBOARD_QUESTIONS}
        optionLabel={(q) => t(`tools.queryDashboard.questions.${q}`)}
        onChange={choose}
        autoFocus
      />
      <Choice
        id="query-dashboard-metric"
        label={t('tools.queryDashboard.form.metric')}
        value={metric}
        options={comparing ? [ALL, ...QUERY_METRICS] : QUERY_METRICS}
        optionLabel={(m) =>
          m === ALL ? t('tools.queryDashboard.form.allMetrics') : t(`tools.queryDashboard.metrics.${m}`)
        }
        onChange={setMetric}
      />
      {question === 'breakdown' ? (
        <Choice
          id="query-dashboard-by"
          label={t('tools.queryDashboard.form.by')}
          value={by}
          options={POST_DIMENSIONS}
          optionLabel={(d) => t(`tools.queryDashboard.columns.${d}`)}
          onChange={setBy}
        />
      ) : null}
      <div className="space-y-1">
        <Label htmlFor="query-dashboard-subjects">{t('tools.queryDashboard.form.subjects')}</Label>
        <Input
          id="query-dashboard-subjects"
          value={subjects}
          maxLength={500}
          onChange={(e) => setSubjects(e.target.value)}
        />
      </div>
      <label className="flex items-center gap-2 self-end pb-2">
        <input type="checkbox" checked={bySubject} onChange={(e) => setBySubject(e.target.checked)} />
        {t('tools.queryDashboard.form.bySubject')}
      </label>
      <Choice
        id="query-dashboard-platform"
        label={t('tools.queryDashboard.form.platform')}
        value={platform}
        options={[ALL, ...DASHBOARD_MEDIA]}
        optionLabel={(m) => (m === ALL ? t('tools.queryDashboard.form.allMedia') : t(`enums:media.${m}`))}
        onChange={setPlatform}
      />
      <Choice
        id="query-dashboard-period"
        label={t('tools.queryDashboard.form.period')}
        value={period}
        options={comparing ? PERIOD_CHOICE_KEYS.filter((p) => p !== 'all') : PERIOD_CHOICE_KEYS}
        optionLabel={(p) => t(`tools.queryDashboard.form.periods.${p}`)}
        onChange={setPeriod}
      />
      {period === 'custom' ? (
        <CustomPeriodFields idPrefix="query-dashboard" from={from} to={to} onFrom={setFrom} onTo={setTo} />
      ) : null}
      {comparing ? <ComparedPeriodFields idPrefix="query-dashboard" state={versus} /> : null}
      {question === 'posts_on_date' ? (
        <div className="space-y-1">
          <Label htmlFor="query-dashboard-date">{t('tools.queryDashboard.form.date')}</Label>
          <Input
            id="query-dashboard-date"
            value={date}
            placeholder="03-14"
            onChange={(e) => setDate(e.target.value)}
          />
        </div>
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
