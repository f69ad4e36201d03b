import type { ToolInput, ToolOutput } from '../define-tool.ts';
import type { ToolUi } from '../tool-ui.ts';
import { lazyCard } from '../lazy-card.tsx';
import type { manageMemberTool } from './contract.ts';

export const manageMemberUi: ToolUi<
  ToolInput<typeof manageMemberTool>,
  ToolOutput<typeof manageMemberTool>
> = {
  Card: lazyCard(() => import('./card.tsx').then((m) => m.ManageMemberCard)),
};
