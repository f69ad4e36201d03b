import { UserCog } from 'lucide-react';
import type { ToolInput } from '../define-tool.ts';
import { describeMemberRequest } from '../team-admin/describe-team-input.ts';
import { lazyForm, type SlashCommand } from '../tool-command.ts';
import type { manageMemberTool } from './contract.ts';

export const manageMemberCommand: SlashCommand<ToolInput<typeof manageMemberTool>> = {
  toolName: 'manage_member',
  slash: 'member',
  ui: {
    icon: UserCog,
    labelKey: 'tools.manageMember.label',
    Form: lazyForm(() => import('./form.tsx').then((m) => m.ManageMemberForm)),
    describe: (input, t) => `/member ${describeMemberRequest(t, input.person, input.role, input.clients)}`,
  },
};
