import type { ToolInput, ToolOutput } from '../define-tool.ts';
import { lazyCard } from '../lazy-card.tsx';
import type { ToolUi } from '../tool-ui.ts';
import type { projectStatusTool } from './contract.ts';

export const projectStatusUi: ToolUi<
  ToolInput<typeof projectStatusTool>,
  ToolOutput<typeof projectStatusTool>
> = {
  Card: lazyCard(() => import('./card.tsx').then((m) => m.ProjectStatusCard)),
};
