import { SquareArrowOutUpRight } from 'lucide-react';
import { screenTitleKey } from '@/lib/screen-catalog';
import type { ToolInput } from '../define-tool.ts';
import { lazyForm, type SlashCommand } from '../tool-command.ts';
import type { openScreenTool } from './contract.ts';
import '@/lib/i18n/namespaces/chat';

export const openScreenCommand: SlashCommand<ToolInput<typeof openScreenTool>> = {
  toolName: 'open_screen',
  slash: 'open',
  ui: {
    icon: SquareArrowOutUpRight,
    labelKey: 'tools.openScreen.label',
    Form: lazyForm(() => import('./form.tsx').then((m) => m.OpenScreenForm)),
    describe: (input, t) =>
      `/open ${t(screenTitleKey(input.screen, input.view))}${input.target === 'page' ? ` (${t('chat:tools.openScreen.asPageShort')})` : ''}`,
  },
};
