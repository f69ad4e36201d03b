import { LayoutDashboard } from 'lucide-react';
import type { ToolInput } from '../define-tool.ts';
import { lazyForm, type SlashCommand } from '../tool-command.ts';
import type { createDashboardTool } from './contract.ts';

export const createDashboardCommand: SlashCommand<ToolInput<typeof createDashboardTool>> = {
  toolName: 'create_dashboard',
  slash: 'dashboard',
  ui: {
    icon: LayoutDashboard,
    labelKey: 'tools.createDashboard.label',
    Form: lazyForm(() => import('./form.tsx').then((m) => m.CreateDashboardForm)),
    describe: (input) => `/dashboard ${input.name || input.subjects.map((s) => s.name).join(', ')}`,
  },
};
