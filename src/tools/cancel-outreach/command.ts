import { CalendarX } from 'lucide-react';
import type { ToolInput } from '../define-tool.ts';
import { lazyForm, type SlashCommand } from '../tool-command.ts';
import type { cancelOutreachTool } from './contract.ts';

export const cancelOutreachCommand: SlashCommand<ToolInput<typeof cancelOutreachTool>> = {
  toolName: 'cancel_outreach',
  slash: 'canceloutreach',
  ui: {
    icon: CalendarX,
    labelKey: 'tools.cancelOutreach.label',
    Form: lazyForm(() => import('./form.tsx').then((m) => m.CancelOutreachForm)),
    describe: (input) => ['/canceloutreach', input.project].filter(Boolean).join(' '),
  },
};
