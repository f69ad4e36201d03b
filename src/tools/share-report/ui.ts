import type { ToolInput, ToolOutput } from '../define-tool.ts';
import type { ToolUi } from '../tool-ui.ts';
import { ShareReportCard } from './card.tsx';
import type { shareReportTool } from './contract.ts';

export const shareReportUi: ToolUi<ToolInput<typeof shareReportTool>, ToolOutput<typeof shareReportTool>> = {
  Card: ShareReportCard,
};
