import type { ToolInput, ToolOutput } from '../define-tool.ts';
import type { ToolUi } from '../tool-ui.ts';
import { AskUserCard } from './card.tsx';
import type { askUserTool } from './contract.ts';

/** Only the model asks: no form, so no slash command and no ⌘K entry. */
export const askUserUi: ToolUi<ToolInput<typeof askUserTool>, ToolOutput<typeof askUserTool>> = {
  Card: AskUserCard,
};
