import type { ToolInput, ToolOutput } from '../define-tool.ts';
import { lazyCard } from '../lazy-card.tsx';
import type { ToolUi } from '../tool-ui.ts';
import type { openKoxTool } from './contract.ts';

export const openKoxUi: ToolUi<ToolInput<typeof openKoxTool>, ToolOutput<typeof openKoxTool>> = {
  Card: lazyCard(() => import('./card.tsx').then((m) => m.OpenKoxCard)),
};
