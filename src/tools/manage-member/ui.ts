import type { ToolInput, ToolOutput } from '../define-tool.ts';
import type { ToolUi } from '../tool-ui.ts';
import { ManageMemberCard } from './card.tsx';
import type { manageMemberTool } from './contract.ts';

export const manageMemberUi: ToolUi<
  ToolInput<typeof manageMemberTool>,
  ToolOutput<typeof manageMemberTool>
> = {
  Card: ManageMemberCard,
};
