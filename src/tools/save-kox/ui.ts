import type { ToolInput, ToolOutput } from '../define-tool.ts';
import { lazyCard } from '../lazy-card.tsx';
import type { ToolUi } from '../tool-ui.ts';
import type { saveKoxTool } from './contract.ts';

export const saveKoxUi: ToolUi<ToolInput<typeof saveKoxTool>, ToolOutput<typeof saveKoxTool>> = {
  Card: lazyCard(() => import('./card.tsx').then((m) => m.SaveKoxCard)),
};
