import type { ToolInput, ToolOutput } from '../define-tool.ts';
import type { ToolUi } from '../tool-ui.ts';
import { lazyCard } from '../lazy-card.tsx';
import type { inviteMemberTool } from './contract.ts';

export const inviteMemberUi: ToolUi<
  ToolInput<typeof inviteMemberTool>,
  ToolOutput<typeof inviteMemberTool>
> = {
  Card: lazyCard(() => import('./card.tsx').then((m) => m.InviteMemberCard)),
};
