import { useEffect } from 'react';
import type { ToolCallMessagePartProps } from '@assistant-ui/react';
import { useAuiState } from '@assistant-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { PanelRight, Settings2 } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { formatUsd } from '@/lib/format';
import { dashboardArtifact } from '@/artifacts/dashboard-artifact';
import { Button } from '@/components/ui/button';
import { dashboardDetailKey, dashboardListsKey } from '@/screens/dashboard-detail/dashboard-query-keys';
import type { ToolInput, ToolOutput } from '../define-tool.ts';
import { ToolCardFrame } from '../tool-card-frame.tsx';
import { toolCardState, toolErrorText } from '../tool-card-state.ts';
import { useToolHost } from '../tool-host.ts';
import { updateDashboardTool } from './contract.ts';
import '@/lib/i18n/namespaces/chat';

type Output = ToolOutput<typeof updateDashboardTool>;
type Props = ToolCallMessagePartProps<Partial<ToolInput<typeof updateDashboardTool>>, Output>;

const titleKey = (changed: Output['changed']) =>
  changed.length === 0 ? 'unchanged' : changed.length === 1 && changed[0] === 'name' ? 'renamed' : 'changed';

/** One line per change: the old name, then each setting as it now is. */
function ChangeLines({ output }: { output: Output }) {
  const { t } = useTranslation('chat');
  const lines = output.changed.map((change) => {
    if (change === 'name') return t('tools.updateDashboard.from', { name: output.previous_name });
    if (change === 'frequency')
      return t('tools.updateDashboard.lines.frequency', {
        frequency: t(`tools.updateDashboard.frequency.${output.frequency}`),
      });
    if (change === 'attribution_window')
      return t('tools.updateDashboard.lines.window', {
        window: t(`tools.updateDashboard.windows.${output.attribution_window ?? 'none'}`),
      });
    return t('tools.updateDashboard.lines.budget', {
      budget:
        output.budget_usd == null
          ? t('tools.updateDashboard.lines.budgetSources')
          : formatUsd(output.budget_usd),
    });
  });
  return lines.length ? (
    <div className="space-y-0.5">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  ) : null;
}

/** `update_dashboard` in the thread: what changed, the old name, and the dashboard to open. */
export function UpdateDashboardCard(props: Props) {
  const { t } = useTranslation('chat');
  const host = useToolHost();
  const queryClient = useQueryClient();
  const messageId = useAuiState((s) => s.message.id);
  const state = toolCardState(props);
  const parsed = updateDashboardTool.output.safeParse(state === 'done' ? props.result : undefined);
  const output = parsed.success ? parsed.data : undefined;
  const id = output?.dashboard_id;
  // The dashboard may be open in the panel or listed: they show the new name and frequency.
  useEffect(() => {
    if (!id) return;
    void queryClient.invalidateQueries({ queryKey: dashboardDetailKey(id) });
    void queryClient.invalidateQueries({ queryKey: dashboardListsKey });
  }, [id, queryClient]);
  return (
    <ToolCardFrame
      icon={Settings2}
      title={
        output ? t(`tools.updateDashboard.${titleKey(output.changed)}`, { name: output.name }) : undefined
      }
      runningTitle={t('tools.updateDashboard.pending')}
      state={state}
      detail={
        state === 'error' ? toolErrorText(props.result) : output ? <ChangeLines output={output} /> : undefined
      }
      actions={
        output ? (
          <Button
            size="sm"
            variant="outline"
            onClick={() => host.openArtifact(dashboardArtifact(output.dashboard_id, messageId))}
          >
            <PanelRight aria-hidden />
            {t('tools.updateDashboard.open')}
          </Button>
        ) : undefined
      }
    />
  );
}
