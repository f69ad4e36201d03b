import { Languages } from 'lucide-react';
import type { ToolInput } from '../define-tool.ts';
import { lazyForm, type SlashCommand } from '../tool-command.ts';
import type { switchLanguageTool } from './contract.ts';
import '@/lib/i18n/namespaces/chat';

export const switchLanguageCommand: SlashCommand<ToolInput<typeof switchLanguageTool>> = {
  toolName: 'switch_language',
  slash: 'lang',
  ui: {
    icon: Languages,
    labelKey: 'tools.switchLanguage.label',
    Form: lazyForm(() => import('./form.tsx').then((m) => m.SwitchLanguageForm)),
    describe: (input, t) => `/lang ${t(`chat:tools.switchLanguage.names.${input.language}`)}`,
  },
};
