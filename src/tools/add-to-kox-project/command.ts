import { FolderPlus } from 'lucide-react';
import type { ToolInput } from '../define-tool.ts';
import { lazyForm, type SlashCommand } from '../tool-command.ts';
import type { addToKoxProjectTool } from './contract.ts';

export const addToKoxProjectCommand: SlashCommand<ToolInput<typeof addToKoxProjectTool>> = {
  toolName: 'add_to_kox_project',
  slash: 'addtoproject',
  ui: {
    icon: FolderPlus,
    labelKey: 'tools.addToKoxProject.label',
    Form: lazyForm(() => import('./form.tsx').then((m) => m.AddToKoxProjectForm)),
    describe: (input) =>
      ['/addtoproject', input.project, input.creators?.join(', ')].filter(Boolean).join(' '),
  },
};
