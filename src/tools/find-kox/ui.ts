import type { ToolInput, ToolOutput } from '../define-tool.ts';
import { lazyCard } from '../lazy-card.tsx';
import type { ToolUi } from '../tool-ui.ts';
import type { findKoxTool } from './contract.ts';

export const findKoxUi: ToolUi<ToolInput<typeof findKoxTool>, ToolOutput<typeof findKoxTool>> = {
  Card: lazyCard(() => import('./card.tsx').then((m) => m.FindKoxCard)),
};
