import type { ToolInput, ToolOutput } from '../define-tool.ts';
import type { ToolUi } from '../tool-ui.ts';
import { QueryDashboardCard } from './card.tsx';
import type { queryDashboardTool } from './contract.ts';

export const queryDashboardUi: ToolUi<
  ToolInput<typeof queryDashboardTool>,
  ToolOutput<typeof queryDashboardTool>
> = {
  Card: QueryDashboardCard,
};
