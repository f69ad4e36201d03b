import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import type { ToolInput } from '../define-tool.ts';
import type { ToolFormProps } from '../tool-ui.ts';
import { cancelOnEscape } from '../cancel-on-escape.ts';
import {
  DASHBOARD_QUESTIONS,
  QUERY_METRICS,
  type DashboardQuestion,
  type QueryMetric,
  type queryDashboardTool,
} from './contract.ts';

const SELECT = 'h-9 w-full rounded-md border border-input bg-background px-2 text-sm';

/** `/ask`: a question and a metric about the dashboard open in the panel (else the latest ready one). */
export function QueryDashboardForm({
  onSubmit,
  onCancel,
}: ToolFormProps<ToolInput<typeof queryDashboardTool>>) {
  const { t } = useTranslation('chat');
  const [question, setQuestion] = useState<DashboardQuestion>('top_posts');
  const [metric, setMetric] = useState<QueryMetric>('views');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ question, metric });
  };
  return (
    <form
      aria-label={t('tools.queryDashboard.form.label')}
      className="grid grid-cols-2 gap-3 p-3 text-sm"
      onSubmit={submit}
      onKeyDown={cancelOnEscape(onCancel)}
    >
      <div className="space-y-1">
        <Label htmlFor="query-dashboard-question">{t('tools.queryDashboard.form.question')}</Label>
        <select
          id="query-dashboard-question"
          autoFocus
          className={SELECT}
          value={question}
          onChange={(e) => setQuestion(e.target.value as DashboardQuestion)}
        >
          {DASHBOARD_QUESTIONS.map((q) => (
            <option key={q} value={q}>
              {t(`tools.queryDashboard.questions.${q}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1">
        <Label htmlFor="query-dashboard-metric">{t('tools.queryDashboard.form.metric')}</Label>
        <select
          id="query-dashboard-metric"
          className={SELECT}
          value={metric}
          onChange={(e) => setMetric(e.target.value as QueryMetric)}
        >
          {QUERY_METRICS.map((m) => (
            <option key={m} value={m}>
              {t(`tools.queryDashboard.metrics.${m}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="col-span-2 flex justify-end gap-2">
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          {t('tools.queryDashboard.form.cancel')}
        </Button>
        <Button type="submit" size="sm">
          {t('tools.queryDashboard.form.submit')}
        </Button>
      </div>
    </form>
  );
}
