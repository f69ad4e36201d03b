import { Share2 } from 'lucide-react';
import type { ToolInput } from '../define-tool.ts';
import { lazyForm, type SlashCommand } from '../tool-command.ts';
import type { shareReportTool } from './contract.ts';
import '@/lib/i18n/namespaces/chat';

export const shareReportCommand: SlashCommand<ToolInput<typeof shareReportTool>> = {
  toolName: 'share_report',
  slash: 'share',
  ui: {
    icon: Share2,
    labelKey: 'tools.shareReport.label',
    Form: lazyForm(() => import('./form.tsx').then((m) => m.ShareReportForm)),
    describe: (input, t) => `/share ${t('chat:tools.shareReport.describe', { days: input.valid_days })}`,
  },
};
