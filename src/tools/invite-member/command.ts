import { UserPlus } from 'lucide-react';
import type { ToolInput } from '../define-tool.ts';
import { describeMemberRequest } from '../team-admin/describe-team-input.ts';
import { lazyForm, type SlashCommand } from '../tool-command.ts';
import type { inviteMemberTool } from './contract.ts';

export const inviteMemberCommand: SlashCommand<ToolInput<typeof inviteMemberTool>> = {
  toolName: 'invite_member',
  slash: 'invite',
  ui: {
    icon: UserPlus,
    labelKey: 'tools.inviteMember.label',
    Form: lazyForm(() => import('./form.tsx').then((m) => m.InviteMemberForm)),
    describe: (input, t) =>
      `/invite ${describeMemberRequest(t, input.name ? `${input.name} <${input.email}>` : input.email, input.role, input.clients)}`,
  },
};
