import { FileDown } from 'lucide-react';
import type { ToolInput } from '../define-tool.ts';
import { lazyForm, type SlashCommand } from '../tool-command.ts';
import type { exportReportTool } from './contract.ts';
import '@/lib/i18n/namespaces/chat';

export const exportReportCommand: SlashCommand<ToolInput<typeof exportReportTool>> = {
  toolName: 'export_report',
  slash: 'export',
  ui: {
    icon: FileDown,
    labelKey: 'tools.exportReport.label',
    Form: lazyForm(() => import('./form.tsx').then((m) => m.ExportReportForm)),
    describe: (input, t) =>
      `/export ${t('chat:tools.exportReport.describe', { format: input.format.toUpperCase() })}`,
  },
};
