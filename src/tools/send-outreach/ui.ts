import type { ToolInput, ToolOutput } from '../define-tool.ts';
import { lazyCard } from '../lazy-card.tsx';
import type { ToolUi } from '../tool-ui.ts';
import type { sendOutreachTool } from './contract.ts';

export const sendOutreachUi: ToolUi<
  ToolInput<typeof sendOutreachTool>,
  ToolOutput<typeof sendOutreachTool>
> = {
  Card: lazyCard(() => import('./card.tsx').then((m) => m.SendOutreachCard)),
};
