import { useState } from 'react';
import type { ToolCallMessagePartProps } from '@assistant-ui/react';
import { useAuiState } from '@assistant-ui/react';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { DatabaseZap, PanelRight, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { callApi, isApiError } from '@/lib/api/client';
import { useLanguage } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/use-translation';
import { reasonText, type RecommendReason } from '@/lib/kox-recommend-reasons';
import { KOX_KEY } from '@/screens/kox/api/kox-queries';
import { formatCount } from '@/screens/kox/shared/kox-format';
import { AddToProjectButton } from '@/screens/kox/project/add-to-project-button';
import { rankedCreatorIds } from '@/screens/kox/project/ranked-creator-ids';
import type { ToolInput, ToolOutput } from '../define-tool.ts';
import { CreatorNameButton } from '../creator-name-button.tsx';
import { ToolCardFrame } from '../tool-card-frame.tsx';
import { toolCardState, toolErrorText } from '../tool-card-state.ts';
import { useToolHost } from '../tool-host.ts';
import { recommendKoxTool } from './contract.ts';
import { recommendationArtifact } from './recommendation-artifact.ts';
import '@/lib/i18n/namespaces/koxRecommendTool';
import '@/lib/i18n/namespaces/kox';

type Output = ToolOutput<typeof recommendKoxTool>;
type Props = ToolCallMessagePartProps<Partial<ToolInput<typeof recommendKoxTool>>, Output>;

/**
 * `recommend_kox` in the thread: a progress bar while the engine ranks, then the best rows with their fit and
 * reasons in words, the whole list on the recommendation screen in the panel, and "add all" to the team database.
 */
export function RecommendKoxCard(props: Props) {
  const { t } = useTranslation('koxRecommendTool');
  const { language } = useLanguage();
  const host = useToolHost();
  const messageId = useAuiState((s) => s.message.id);
  const state = toolCardState(props);
  const parsed = recommendKoxTool.output.safeParse(state === 'done' ? props.result : undefined);
  const output = parsed.success ? parsed.data : undefined;
  const title = output
    ? t('title', { count: output.results_count, total: formatCount(output.results_count, language) })
    : undefined;
  return (
    <ToolCardFrame
      icon={Sparkles}
      title={title}
      runningTitle={t('running')}
      state={state}
      wide
      detail={
        state === 'error' ? (
          toolErrorText(props.result)
        ) : output ? (
          <RankedRows output={output} messageId={messageId} />
        ) : state === 'running' ? (
          <RankingProgress brief={props.args?.brief} similarTo={props.args?.similar_to} />
        ) : undefined
      }
      actions={
        output && output.results_count > 0 ? (
          <>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => host.openArtifact(recommendationArtifact(output.session_id, messageId))}
            >
              <PanelRight aria-hidden />
              {t('openList')}
            </Button>
            <AddAllButton output={output} />
            <AddToProjectButton
              source="recommendation"
              count={output.results_count}
              creatorIds={() => rankedCreatorIds(output.app_name, output.session_id, output.results_count)}
            />
          </>
        ) : undefined
      }
    />
  );
}

function RankingProgress({ brief, similarTo }: { brief?: string; similarTo?: string }) {
  const { t } = useTranslation('koxRecommendTool');
  return (
    <div className="space-y-1.5">
      {similarTo ? <p className="line-clamp-2">{t('likeSaid', { name: similarTo })}</p> : null}
      {brief ? <p className="line-clamp-2">{t('brief', { brief })}</p> : null}
      <p>{t('progress')}</p>
      <div
        role="progressbar"
        aria-label={t('progress')}
        className="h-1.5 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full w-1/3 animate-pulse rounded-full bg-primary" />
      </div>
    </div>
  );
}

/** The executor checked each reason against the endpoint's full schema; the contract only that it has a kind. */
const reasonsOf = (reasons: readonly unknown[]) => reasons as RecommendReason[];

function RankedRows({ output, messageId }: { output: Output; messageId: string }) {
  const { t } = useTranslation(['koxRecommendTool', 'kox']);
  const { language } = useLanguage();
  if (output.list.length === 0) return <p>{t('none')}</p>;
  return (
    <div className="space-y-1">
      {output.similar_to ? (
        <p className="line-clamp-2">
          {t('like')}{' '}
          <CreatorNameButton creator={output.similar_to} messageId={messageId} className="font-medium" />
        </p>
      ) : (
        <p className="line-clamp-2">{t('brief', { brief: output.name })}</p>
      )}
      <p>
        {t('shown', {
          shown: output.list.length,
          total: formatCount(output.results_count, language),
        })}
      </p>
      {output.words_matched === false ? <p role="note">{t('wordsUnmatched')}</p> : null}
      <table className="mt-1 w-full text-left text-xs">
        <thead className="text-muted-foreground">
          <tr>
            <th className="py-1 pr-2 font-medium">{t('column.rank')}</th>
            <th className="py-1 pr-2 font-medium">{t('column.creator')}</th>
            <th className="py-1 pr-2 font-medium">{t('column.fit')}</th>
            <th className="py-1 font-medium">{t('column.why')}</th>
          </tr>
        </thead>
        <tbody>
          {output.list.map((row, rank) => (
            <tr key={row.creator_id} className="border-t align-top">
              <td className="py-1 pr-2 tabular-nums">{rank + 1}</td>
              <td className="py-1 pr-2">
                <CreatorNameButton
                  creator={row}
                  messageId={messageId}
                  className="font-medium text-foreground"
                />
                <span className="block">
                  {t(`kox:platform.${row.platform}`)} · {formatCount(row.followers, language)}
                </span>
              </td>
              <td className="py-1 pr-2 tabular-nums">
                <span aria-label={t('fitLabel', { fit: row.fit })}>{row.fit}</span>
              </td>
              <td className="py-1">
                <ul className="space-y-0.5">
                  {reasonsOf(row.reasons).map((reason, k) => (
                    <li key={k}>{reasonText(reason, t, language)}</li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const addAll = (output: Output) =>
  callApi(
    'koxRecommend.teamAdd',
    { app_name: output.app_name, session_id: output.session_id },
    { silent: true },
  );

/**
 * One call adds every ranked creator (not only the rows shown); the outcome says how many were new. The outcome
 * and a call still running are the session's, kept in the mutation cache, not this card's: the card is mounted
 * again when the workspace's layout changes (the artifact panel opening), and must not offer the button again.
 */
function AddAllButton({ output }: { output: Output }) {
  const { t } = useTranslation('koxRecommendTool');
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const mutationKey = ['koxRecommend.teamAdd', output.session_id];
  const add = useMutation({
    mutationKey,
    mutationFn: () => addAll(output),
    onMutate: () => setFailure(null),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KOX_KEY }),
    onError: (error) =>
      setFailure(
        isApiError(error) ? t(`errors:code.${error.code}`, { defaultValue: error.message }) : t('addFailed'),
      ),
  });
  const done = useMutationState({
    filters: { mutationKey, status: 'success' },
    select: (mutation) => mutation.state.data as Awaited<ReturnType<typeof addAll>>,
  }).at(-1);
  const running = useMutationState({ filters: { mutationKey, status: 'pending' } }).length > 0;
  if (done)
    return (
      <p role="status" className="self-center text-xs text-muted-foreground">
        {t('added', done)}
      </p>
    );
  return (
    <>
      <Button size="sm" variant="secondary" disabled={running} onClick={() => add.mutate()}>
        <DatabaseZap aria-hidden />
        {running ? t('adding') : t('addAll')}
      </Button>
      {failure ? (
        <p role="alert" className="basis-full text-xs text-destructive">
          {failure}
        </p>
      ) : null}
    </>
  );
}
