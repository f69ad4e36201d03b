import { Settings2 } from 'lucide-react';
import type { TFunction } from '@/lib/i18n/translator';
import type { ToolInput } from '../define-tool.ts';
import { lazyForm, type SlashCommand } from '../tool-command.ts';
import type { updateDashboardTool } from './contract.ts';
import '@/lib/i18n/namespaces/chat';

type Input = ToolInput<typeof updateDashboardTool>;

/** "/settings name it “Nike 2027” · update weekly". */
export function describeDashboardUpdate(input: Input, t: TFunction): string {
  return [
    input.name && t('chat:tools.updateDashboard.describe.name', { name: input.name }),
    input.frequency &&
      t('chat:tools.updateDashboard.describe.frequency', {
        frequency: t(`chat:tools.updateDashboard.frequency.${input.frequency}`),
      }),
  ]
    .filter(Boolean)
    .join(' · ');
}

export const updateDashboardCommand: SlashCommand<Input> = {
  toolName: 'update_dashboard',
  slash: 'settings',
  ui: {
    icon: Settings2,
    labelKey: 'tools.updateDashboard.label',
    Form: lazyForm(() => import('./form.tsx').then((m) => m.UpdateDashboardForm)),
    describe: (input, t) => `/settings ${describeDashboardUpdate(input, t)}`,
  },
};
