import { MailPlus } from 'lucide-react';
import type { ToolInput } from '../define-tool.ts';
import { lazyForm, type SlashCommand } from '../tool-command.ts';
import type { draftOutreachTool } from './contract.ts';

export const draftOutreachCommand: SlashCommand<ToolInput<typeof draftOutreachTool>> = {
  toolName: 'draft_outreach',
  slash: 'draftoutreach',
  ui: {
    icon: MailPlus,
    labelKey: 'tools.draftOutreach.label',
    Form: lazyForm(() => import('./form.tsx').then((m) => m.DraftOutreachForm)),
    describe: (input) =>
      ['/draftoutreach', input.project, input.language, input.rewrite ? 'rewrite' : undefined]
        .filter(Boolean)
        .join(' '),
  },
};
