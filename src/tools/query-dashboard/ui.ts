import { ChartColumn } from 'lucide-react';
import type { ToolInput, ToolOutput } from '../define-tool.ts';
import type { ToolUi } from '../tool-ui.ts';
import { QueryDashboardCard } from './card.tsx';
import { queryDashboardTool } from './contract.ts';
import { QueryDashboardForm } from './form.tsx';

export const queryDashboardUi: ToolUi<
  ToolInput<typeof queryDashboardTool>,
  ToolOutput<typeof queryDashboardTool>
> = {
  icon: ChartColumn,
  labelKey: 'tools.queryDashboard.label',
  Card: QueryDashboardCard,
  Form: QueryDashboardForm,
  describe: (input, t) =>
    `/${queryDashboardTool.slash} ${t(`chat:tools.queryDashboard.questions.${input.question}`)}${input.metric ? ` · ${t(`chat:tools.queryDashboard.metrics.${input.metric}`)}` : ''}`,
};
