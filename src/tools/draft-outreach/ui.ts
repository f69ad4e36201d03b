import type { ToolInput, ToolOutput } from '../define-tool.ts';
import { lazyCard } from '../lazy-card.tsx';
import type { ToolUi } from '../tool-ui.ts';
import type { draftOutreachTool } from './contract.ts';

export const draftOutreachUi: ToolUi<
  ToolInput<typeof draftOutreachTool>,
  ToolOutput<typeof draftOutreachTool>
> = {
  Card: lazyCard(() => import('./card.tsx').then((m) => m.DraftOutreachCard)),
};
