import { BellRing } from 'lucide-react';
import type { ToolInput } from '../define-tool.ts';
import { lazyForm, type SlashCommand } from '../tool-command.ts';
import type { followUpOutreachTool } from './contract.ts';

export const followUpOutreachCommand: SlashCommand<ToolInput<typeof followUpOutreachTool>> = {
  toolName: 'follow_up_outreach',
  slash: 'followup',
  ui: {
    icon: BellRing,
    labelKey: 'tools.followUpOutreach.label',
    Form: lazyForm(() => import('./form.tsx').then((m) => m.FollowUpOutreachForm)),
    describe: (input) => ['/followup', input.project].filter(Boolean).join(' '),
  },
};
