import { ClipboardList } from 'lucide-react';
import type { ToolInput } from '../define-tool.ts';
import { lazyForm, type SlashCommand } from '../tool-command.ts';
import type { projectStatusTool } from './contract.ts';
import '@/lib/i18n/namespaces/chat';

export const projectStatusCommand: SlashCommand<ToolInput<typeof projectStatusTool>> = {
  toolName: 'project_status',
  slash: 'projectstatus',
  ui: {
    icon: ClipboardList,
    labelKey: 'tools.projectStatus.label',
    Form: lazyForm(() => import('./form.tsx').then((m) => m.ProjectStatusForm)),
    describe: (input, t) =>
      ['/projectstatus', input.project, input.period && t(`chat:tools.projectStatus.periods.${input.period}`)]
        .filter(Boolean)
        .join(' '),
  },
};
