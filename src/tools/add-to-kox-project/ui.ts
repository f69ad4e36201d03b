import type { ToolInput, ToolOutput } from '../define-tool.ts';
import { lazyCard } from '../lazy-card.tsx';
import type { ToolUi } from '../tool-ui.ts';
import type { addToKoxProjectTool } from './contract.ts';

export const addToKoxProjectUi: ToolUi<
  ToolInput<typeof addToKoxProjectTool>,
  ToolOutput<typeof addToKoxProjectTool>
> = {
  Card: lazyCard(() => import('./card.tsx').then((m) => m.AddToKoxProjectCard)),
};
