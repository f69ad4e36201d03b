import { DatabaseZap } from 'lucide-react';
import type { ToolInput } from '../define-tool.ts';
import { lazyForm, type SlashCommand } from '../tool-command.ts';
import type { saveKoxTool } from './contract.ts';
import '@/lib/i18n/namespaces/chat';

export const saveKoxCommand: SlashCommand<ToolInput<typeof saveKoxTool>> = {
  toolName: 'save_kox',
  slash: 'savekox',
  ui: {
    icon: DatabaseZap,
    labelKey: 'tools.saveKox.label',
    Form: lazyForm(() => import('./form.tsx').then((m) => m.SaveKoxForm)),
    describe: (input, t) =>
      `/savekox ${input.creators?.join(t('chat:tools.teamAdmin.listSeparator')) ?? t('chat:tools.saveKox.describeLast')}`,
  },
};
