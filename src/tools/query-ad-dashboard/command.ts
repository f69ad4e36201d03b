import { ChartColumn } from 'lucide-react';
import type { ToolInput } from '../define-tool.ts';
import { periodText } from '../query-dashboard/command.ts';
import { lazyForm, type SlashCommand } from '../tool-command.ts';
import { adAskText, boundsWords } from './ad-ask-text.ts';
import type { queryAdDashboardTool } from './contract.ts';
import '@/lib/i18n/namespaces/chat';

type Input = ToolInput<typeof queryAdDashboardTool>;

export const queryAdDashboardCommand: SlashCommand<Input> = {
  toolName: 'query_ad_dashboard',
  slash: 'askads',
  ui: {
    icon: ChartColumn,
    labelKey: 'tools.queryAdDashboard.label',
    Form: lazyForm(() => import('./form.tsx').then((m) => m.QueryAdDashboardForm)),
    // `/askads ROI by hook · lowest first · last 7 days`, `… · against 2026-10-01 – 2026-10-31`: every asked part.
    describe: (input, t) =>
      [
        `/askads ${adAskText(input, t)}`,
        input.rank === 'lowest' ? t('adChat:query.form.ranks.lowest') : null,
        boundsWords(input, t),
        input.direction === 'down' ? t('adChat:query.form.directions.down') : null,
        input.period ? periodText(input.period, t) : null,
        input.versus
          ? t('chat:tools.queryDashboard.describe.versus', { period: periodText(input.versus, t) })
          : null,
      ]
        .filter((part): part is string => part !== null)
        .join(' · '),
  },
};
