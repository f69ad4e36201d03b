import { Send } from 'lucide-react';
import type { ToolInput } from '../define-tool.ts';
import { lazyForm, type SlashCommand } from '../tool-command.ts';
import type { sendOutreachTool } from './contract.ts';

export const sendOutreachCommand: SlashCommand<ToolInput<typeof sendOutreachTool>> = {
  toolName: 'send_outreach',
  slash: 'sendoutreach',
  ui: {
    icon: Send,
    labelKey: 'tools.sendOutreach.label',
    Form: lazyForm(() => import('./form.tsx').then((m) => m.SendOutreachForm)),
    describe: (input) => ['/sendoutreach', input.project, input.send_at].filter(Boolean).join(' '),
  },
};
