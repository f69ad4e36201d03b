import type { ToolInput, ToolOutput } from '../define-tool.ts';
import { lazyCard } from '../lazy-card.tsx';
import type { ToolUi } from '../tool-ui.ts';
import type { shareLinksTool } from './contract.ts';

export const shareLinksUi: ToolUi<ToolInput<typeof shareLinksTool>, ToolOutput<typeof shareLinksTool>> = {
  Card: lazyCard(() => import('./card.tsx').then((m) => m.ShareLinksCard)),
};
