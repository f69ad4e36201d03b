import { Link2 } from 'lucide-react';
import type { ToolInput } from '../define-tool.ts';
import { lazyForm, type SlashCommand } from '../tool-command.ts';
import type { shareLinksTool } from './contract.ts';
import '@/lib/i18n/namespaces/chat';

export const shareLinksCommand: SlashCommand<ToolInput<typeof shareLinksTool>> = {
  toolName: 'share_links',
  slash: 'sharelinks',
  ui: {
    icon: Link2,
    labelKey: 'tools.shareLinks.label',
    Form: lazyForm(() => import('./form.tsx').then((m) => m.ShareLinksForm)),
    describe: (input, t) =>
      `/sharelinks ${input.dashboard_name ?? t('chat:tools.shareLinks.describeLatest')}`,
  },
};
