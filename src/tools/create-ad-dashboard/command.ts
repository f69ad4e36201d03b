import { Megaphone } from 'lucide-react';
import type { ToolInput } from '../define-tool.ts';
import { lazyForm, type SlashCommand } from '../tool-command.ts';
import { adDashboardRequestText } from './ad-settings-text.ts';
import type { createAdDashboardTool } from './contract.ts';

export const createAdDashboardCommand: SlashCommand<ToolInput<typeof createAdDashboardTool>> = {
  toolName: 'create_ad_dashboard',
  slash: 'addashboard',
  ui: {
    icon: Megaphone,
    labelKey: 'tools.createAdDashboard.label',
    Form: lazyForm(() => import('./form.tsx').then((m) => m.CreateAdDashboardForm)),
    describe: (input, t) => adDashboardRequestText(input, t),
  },
};
