import type { ToolCallMessagePartProps } from '@assistant-ui/react';
import { useAuiState } from '@assistant-ui/react';
import { Download, FileDown, PanelRight } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { dashboardArtifact } from '@/artifacts/dashboard-artifact';
import { Button } from '@/components/ui/button';
import type { ToolInput, ToolOutput } from '../define-tool.ts';
import { ToolCardFrame } from '../tool-card-frame.tsx';
import { toolCardState, toolErrorText } from '../tool-card-state.ts';
import { useToolHost } from '../tool-host.ts';
import { exportReportTool } from './contract.ts';
import { startReportExport } from './start-export.ts';
import '@/lib/i18n/namespaces/chat';

type Props = ToolCallMessagePartProps<
  Partial<ToolInput<typeof exportReportTool>>,
  ToolOutput<typeof exportReportTool>
>;

/**
 * `export_report` in the thread: which report goes to which file. The download itself runs in the report's
 * detail in the panel (its progress bar is there); the card downloads again or opens the report.
 */
export function ExportReportCard(props: Props) {
  const { t } = useTranslation('chat');
  const host = useToolHost();
  const messageId = useAuiState((s) => s.message.id);
  const state = toolCardState(props);
  const parsed = exportReportTool.output.safeParse(state === 'done' ? props.result : undefined);
  const output = parsed.success ? parsed.data : undefined;
  const format = (output?.format ?? props.args.format ?? 'pdf').toUpperCase();
  return (
    <ToolCardFrame
      icon={FileDown}
      title={output ? t('tools.exportReport.title', { name: output.dashboard_name, format }) : undefined}
      runningTitle={t('tools.exportReport.pending')}
      state={state}
      detail={
        state === 'error'
          ? toolErrorText(props.result)
          : output
            ? t('tools.exportReport.body', { format })
            : undefined
      }
      actions={
        output ? (
          <>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => startReportExport(output, { host, messageId })}
            >
              <Download aria-hidden />
              {t('tools.exportReport.again', { format })}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => host.openArtifact(dashboardArtifact(output.dashboard_id, messageId))}
            >
              <PanelRight aria-hidden />
              {t('tools.exportReport.open')}
            </Button>
          </>
        ) : undefined
      }
    />
  );
}
