import { Users } from 'lucide-react';
import type { ToolInput } from '../define-tool.ts';
import { lazyForm, type SlashCommand } from '../tool-command.ts';
import type { findKoxTool } from './contract.ts';

export const findKoxCommand: SlashCommand<ToolInput<typeof findKoxTool>> = {
  toolName: 'find_kox',
  slash: 'kox',
  ui: {
    icon: Users,
    labelKey: 'tools.findKox.label',
    Form: lazyForm(() => import('./form.tsx').then((m) => m.FindKoxForm)),
    describe: (input) =>
      ['/kox', input.topics, input.platform?.join(', '), input.followers].filter(Boolean).join(' '),
  },
};
