import type { ToolInput, ToolOutput } from '../define-tool.ts';
import type { ToolUi } from '../tool-ui.ts';
import { lazyCard } from '../lazy-card.tsx';
import type { createOrgItemTool } from './contract.ts';

export const createOrgItemUi: ToolUi<
  ToolInput<typeof createOrgItemTool>,
  ToolOutput<typeof createOrgItemTool>
> = {
  Card: lazyCard(() => import('./card.tsx').then((m) => m.CreateOrgItemCard)),
};
