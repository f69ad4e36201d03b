import { ArrowLeftRight } from 'lucide-react';
import type { ToolInput } from '../define-tool.ts';
import { lazyForm, type SlashCommand } from '../tool-command.ts';
import type { switchTeamTool } from './contract.ts';

export const switchTeamCommand: SlashCommand<ToolInput<typeof switchTeamTool>> = {
  toolName: 'switch_team',
  slash: 'team',
  ui: {
    icon: ArrowLeftRight,
    labelKey: 'tools.switchTeam.label',
    Form: lazyForm(() => import('./form.tsx').then((m) => m.SwitchTeamForm)),
    describe: (input) => `/team ${input.team}`,
  },
};
