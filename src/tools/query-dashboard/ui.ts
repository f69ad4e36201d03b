import type { TFunction } from 'i18next';
import { ChartColumn } from 'lucide-react';
import type { ToolInput, ToolOutput } from '../define-tool.ts';
import type { ToolUi } from '../tool-ui.ts';
import { QueryDashboardCard } from './card.tsx';
import { queryDashboardTool, type QueryPeriod } from './contract.ts';
import { QueryDashboardForm } from './form.tsx';

type Input = ToolInput<typeof queryDashboardTool>;

const periodText = (period: QueryPeriod, t: TFunction) =>
  'last' in period
    ? t('chat:tools.queryDashboard.describe.last', {
        count: period.last,
        unit: t(`chat:tools.queryDashboard.describe.units.${period.unit}`, { count: period.last }),
      })
    : t('chat:tools.queryDashboard.describe.range', period);

/** `/ask Top posts · Likes · Nike, Adidas · per subject · last 3 months · on 03-14`: every asked part. */
function describe(input: Input, t: TFunction): string {
  const parts = [
    `/${queryDashboardTool.slash} ${t(`chat:tools.queryDashboard.questions.${input.question}`)}`,
    input.metric ? t(`chat:tools.queryDashboard.metrics.${input.metric}`) : null,
    input.subjects ? input.subjects.join(', ') : null,
    input.by_subject ? t('chat:tools.queryDashboard.bySubject') : null,
    input.period ? periodText(input.period, t) : null,
    input.date ? t('chat:tools.queryDashboard.describe.on', { date: input.date }) : null,
  ];
  return parts.filter((p): p is string => p !== null).join(' · ');
}

export const queryDashboardUi: ToolUi<Input, ToolOutput<typeof queryDashboardTool>> = {
  icon: ChartColumn,
  labelKey: 'tools.queryDashboard.label',
  Card: QueryDashboardCard,
  Form: QueryDashboardForm,
  describe,
};
