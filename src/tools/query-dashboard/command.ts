import type { TFunction } from '@/lib/i18n/translator';
import { ChartColumn } from 'lucide-react';
import type { ToolInput } from '../define-tool.ts';
import { lazyForm, type SlashCommand } from '../tool-command.ts';
import type { queryDashboardTool, QueryPeriod } from './contract.ts';
import '@/lib/i18n/namespaces/chat';

type Input = ToolInput<typeof queryDashboardTool>;

/** A period in words ("last 3 months", "2026-01-01 – 2026-01-31"); the ad questions word theirs the same. */
export const periodText = (period: QueryPeriod, t: TFunction) =>
  'last' in period
    ? t('chat:tools.queryDashboard.describe.last', {
        count: period.last,
        unit: t(`chat:tools.queryDashboard.describe.units.${period.unit}`, { count: period.last }),
      })
    : t('chat:tools.queryDashboard.describe.range', period);

/** `/ask Top posts · Likes · Nike, Adidas · per subject · TikTok · last 3 months · on 03-14`: every asked part. */
function describe(input: Input, t: TFunction): string {
  const parts = [
    `/ask ${t(`chat:tools.queryDashboard.questions.${input.question}`)}`,
    input.by ? t(`chat:tools.queryDashboard.columns.${input.by}`) : null,
    input.metric ? t(`chat:tools.queryDashboard.metrics.${input.metric}`) : null,
    input.subjects ? input.subjects.join(', ') : null,
    input.by_subject ? t('chat:tools.queryDashboard.bySubject') : null,
    input.platform ? t(`enums:media.${input.platform}`) : null,
    input.period ? periodText(input.period, t) : null,
    input.versus
      ? t('chat:tools.queryDashboard.describe.versus', { period: periodText(input.versus, t) })
      : null,
    input.date ? t('chat:tools.queryDashboard.describe.on', { date: input.date }) : null,
  ];
  return parts.filter((p): p is string => p !== null).join(' · ');
}

export const queryDashboardCommand: SlashCommand<Input> = {
  toolName: 'query_dashboard',
  slash: 'ask',
  ui: {
    icon: ChartColumn,
    labelKey: 'tools.queryDashboard.label',
    Form: lazyForm(() => import('./form.tsx').then((m) => m.QueryDashboardForm)),
    describe,
  },
};
