import { Share2 } from 'lucide-react';
import type { ToolInput, ToolOutput } from '../define-tool.ts';
import type { ToolUi } from '../tool-ui.ts';
import { ShareReportCard } from './card.tsx';
import { shareReportTool } from './contract.ts';
import { ShareReportForm } from './form.tsx';

export const shareReportUi: ToolUi<ToolInput<typeof shareReportTool>, ToolOutput<typeof shareReportTool>> = {
  icon: Share2,
  labelKey: 'tools.shareReport.label',
  Card: ShareReportCard,
  Form: ShareReportForm,
  describe: (input, t) =>
    `/${shareReportTool.slash} ${t('chat:tools.shareReport.describe', { days: input.valid_days })}`,
};
