import { useAuiState, type ToolCallMessagePartProps } from '@assistant-ui/react';
import { ClipboardList } from 'lucide-react';
import { formatDateTime } from '@/lib/format/date-time';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { ToolInput, ToolOutput } from '../define-tool.ts';
import { CreatorNameButton } from '../creator-name-button.tsx';
import { OpenProjectButton } from '../outreach/open-project-button.tsx';
import { OUTREACH_SCREEN } from '../outreach/outreach-screen.ts';
import { ChoiceCard } from '../choice-card.tsx';
import { ToolCardFrame } from '../tool-card-frame.tsx';
import { toolCardState, toolErrorText } from '../tool-card-state.ts';
import { projectStatusTool } from './contract.ts';
import '@/lib/i18n/namespaces/koxOutreachTools';

type Props = ToolCallMessagePartProps<
  Partial<ToolInput<typeof projectStatusTool>>,
  ToolOutput<typeof projectStatusTool>
>;

/** `project_status` in the thread, read-only: creators per progress label, who replied in the period, and Open. */
export function ProjectStatusCard(props: Props) {
  const { t } = useTranslation('koxOutreachTools');
  const state = toolCardState(props);
  const messageId = useAuiState((s) => s.message.id);
  const parsed = projectStatusTool.output.safeParse(state === 'done' ? props.result : undefined);
  const output = parsed.success ? parsed.data : undefined;
  if (output?.status === 'choose') return <ChoiceCard icon={ClipboardList} output={output} />;
  if (!output)
    return (
      <ToolCardFrame
        icon={ClipboardList}
        runningTitle={t('status.pending')}
        state={state}
        detail={state === 'error' ? toolErrorText(props.result) : undefined}
      />
    );
  const more = output.replied - output.repliers.length;
  return (
    <ToolCardFrame
      icon={ClipboardList}
      title={t('status.title', {
        project: output.project_name,
        count: output.replied,
        period: t(`status.periods.${output.period}`),
      })}
      state="done"
      detail={
        <div className="space-y-1">
          <p>{t('status.labels')}</p>
          <ul className="flex flex-wrap gap-x-3">
            {output.labels.map((l) => (
              <li key={l.label_id ?? 'none'}>
                {t('status.label', { name: l.name ?? t('status.unlabelled'), count: l.count })}
              </li>
            ))}
          </ul>
          <p>{t('status.repliers')}</p>
          {output.repliers.length ? (
            <ul aria-label={t('status.repliers')}>
              {output.repliers.map((r) => (
                <li key={r.creator_id} className="flex justify-between gap-3">
                  <span className="text-foreground">
                    <CreatorNameButton
                      creator={{
                        creator_id: r.creator_id,
                        nickname: r.name ?? r.creator_id,
                        sample: r.sample,
                      }}
                      messageId={messageId}
                    />
                  </span>
                  <time dateTime={r.replied_at}>{formatDateTime(r.replied_at)}</time>
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('status.none')}</p>
          )}
          {more > 0 ? <p>{t('status.more', { count: more })}</p> : null}
        </div>
      }
      actions={
        <OpenProjectButton
          screenId={OUTREACH_SCREEN}
          projectId={output.project_id}
          label={t('status.open')}
        />
      }
    />
  );
}
