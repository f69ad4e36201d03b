import type { ToolInput, ToolOutput } from '../define-tool.ts';
import { lazyCard } from '../lazy-card.tsx';
import type { ToolUi } from '../tool-ui.ts';
import type { cancelOutreachTool } from './contract.ts';

export const cancelOutreachUi: ToolUi<
  ToolInput<typeof cancelOutreachTool>,
  ToolOutput<typeof cancelOutreachTool>
> = {
  Card: lazyCard(() => import('./card.tsx').then((m) => m.CancelOutreachCard)),
};
