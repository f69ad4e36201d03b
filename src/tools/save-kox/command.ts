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
    describe: (input, t) => {
      const separator = t('chat:tools.teamAdmin.listSeparator');
      const creators = input.creators?.join(separator) ?? t('chat:tools.saveKox.describeLast');
      const tags = input.tags?.length
        ? t('chat:tools.saveKox.describeTags', { tags: input.tags.join(separator) })
        : '';
      return `/savekox ${creators}${tags}`;
    },
  },
};
