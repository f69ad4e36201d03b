import type { ToolInput, ToolOutput } from '../define-tool.ts';
import { lazyCard } from '../lazy-card.tsx';
import type { ToolUi } from '../tool-ui.ts';
import type { followUpOutreachTool } from './contract.ts';

export const followUpOutreachUi: ToolUi<
  ToolInput<typeof followUpOutreachTool>,
  ToolOutput<typeof followUpOutreachTool>
> = {
  Card: lazyCard(() => import('./card.tsx').then((m) => m.FollowUpOutreachCard)),
};
