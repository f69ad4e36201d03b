import type { ToolCallMessagePartProps } from '@assistant-ui/react';
import { useQuery } from '@tanstack/react-query';
import { MailPlus } from 'lucide-react';
import { callApi } from '@/lib/api/client';
import { OUTREACH_STATUSES } from '@/lib/kox-outreach-values';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { ToolInput, ToolOutput } from '../define-tool.ts';
import { OpenProjectButton } from '../outreach/open-project-button.tsx';
import { OUTREACH_SCREEN } from '../outreach/outreach-screen.ts';
import { ChoiceCard } from '../choice-card.tsx';
import { ToolCardFrame } from '../tool-card-frame.tsx';
import { toolCardState, toolErrorText } from '../tool-card-state.ts';
import { draftOutreachTool } from './contract.ts';
import '@/lib/i18n/namespaces/koxOutreachTools';

type Output = ToolOutput<typeof draftOutreachTool>;
type Props = ToolCallMessagePartProps<Partial<ToolInput<typeof draftOutreachTool>>, Output>;
type Started = Extract<Output, { status: 'started' }>;

const POLL_MS = 2_000;

/**
 * `draft_outreach` in the thread: the batch's progress while the draft job writes (koxOutreach.batch, polled
 * until done), then its e-mails counted by state, and "Open the e-mails" on the project's outreach.
 */
export function DraftOutreachCard(props: Props) {
  const { t } = useTranslation('koxOutreachTools');
  const state = toolCardState(props);
  const parsed = draftOutreachTool.output.safeParse(state === 'done' ? props.result : undefined);
  const output = parsed.success ? parsed.data : undefined;
  if (output?.status === 'choose') return <ChoiceCard icon={MailPlus} output={output} />;
  if (output) return <BatchCard output={output} />;
  return (
    <ToolCardFrame
      icon={MailPlus}
      runningTitle={t('draft.pending')}
      state={state}
      detail={state === 'error' ? toolErrorText(props.result) : undefined}
    />
  );
}

function BatchCard({ output }: { output: Started }) {
  const { t } = useTranslation('koxOutreachTools');
  const batch = useQuery({
    queryKey: ['chat-tool', 'koxOutreach.batch', output.batch_id],
    queryFn: () => callApi('koxOutreach.batch', { batch_id: output.batch_id }, { silent: true }),
    refetchInterval: (query) => (query.state.data?.done || query.state.error ? false : POLL_MS),
  });
  const counts = batch.data?.counts;
  const done = batch.data?.done ?? false;
  const written = counts ? output.total - counts.generating : 0;
  return (
    <ToolCardFrame
      icon={MailPlus}
      title={t('draft.title', { project: output.project_name })}
      state={batch.error ? 'error' : done ? 'done' : 'running'}
      detail={
        <div className="space-y-1">
          <p>{t('draft.language', { language: t(`draft.languages.${output.language}`) })}</p>
          {output.rewritten > 0 ? (
            <p>
              {t('draft.rewritten', {
                count: output.rewritten,
                language: t(`draft.languages.${output.language}`),
              })}
            </p>
          ) : null}
          {done ? (
            <p>{t('draft.finished', { total: output.total })}</p>
          ) : (
            <>
              <p>{t('draft.progress', { done: written, total: output.total })}</p>
              <div
                role="progressbar"
                aria-label={t('draft.progress', { done: written, total: output.total })}
                aria-valuemin={0}
                aria-valuemax={output.total}
                aria-valuenow={written}
                className="h-1.5 w-full overflow-hidden rounded-full bg-muted"
              >
                <div
                  className="h-full rounded-full bg-primary"
                  style={{ width: `${output.total ? (written / output.total) * 100 : 0}%` }}
                />
              </div>
            </>
          )}
          {counts ? (
            <ul aria-label={t('draft.open')} className="flex flex-wrap gap-x-3">
              {OUTREACH_STATUSES.filter((s) => counts[s] > 0).map((s) => (
                <li key={s}>{t('draft.count', { count: counts[s], status: t(`draft.status.${s}`) })}</li>
              ))}
            </ul>
          ) : null}
          {output.skipped > 0 ? (
            <p>{t(output.rewritten > 0 ? 'draft.kept' : 'draft.skipped', { count: output.skipped })}</p>
          ) : null}
          {batch.error ? (
            <p role="alert" className="text-destructive">
              {batch.error.message}
            </p>
          ) : null}
        </div>
      }
      actions={
        <OpenProjectButton screenId={OUTREACH_SCREEN} projectId={output.project_id} label={t('draft.open')} />
      }
    />
  );
}
