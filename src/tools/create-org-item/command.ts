import { FolderPlus } from 'lucide-react';
import type { ToolInput } from '../define-tool.ts';
import { lazyForm, type SlashCommand } from '../tool-command.ts';
import type { createOrgItemTool } from './contract.ts';
import '@/lib/i18n/namespaces/chat';

export const createOrgItemCommand: SlashCommand<ToolInput<typeof createOrgItemTool>> = {
  toolName: 'create_org_item',
  slash: 'org',
  ui: {
    icon: FolderPlus,
    labelKey: 'tools.createOrgItem.label',
    Form: lazyForm(() => import('./form.tsx').then((m) => m.CreateOrgItemForm)),
    describe: (input, t) =>
      [`/org ${t(`chat:tools.createOrgItem.form.kinds.${input.kind}`)} ${input.name}`, input.client]
        .filter(Boolean)
        .join(' · '),
  },
};
