import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Info, RotateCcw } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { callApi } from '@/lib/api/client';
import { formatDateTime } from '@/lib/format';
import { rankedByWords } from '@/lib/kox-recommend-values';
import { useLanguage } from '@/lib/i18n';
import { DetailLoadState } from '../shared/detail-load-state.tsx';
import { creatorDetailQuery } from '../api/kox-queries.ts';
import { formatCount } from '../shared/kox-format.ts';
import type { KoxAccess } from '../shared/use-kox-access.ts';
import { RecommendationResults } from './recommendation-results.tsx';
import { RECOMMEND_KEY, sessionListQuery, sessionQuery, type SessionDetail } from './recommend-queries.ts';
import { RunProgress } from './run-progress.tsx';
import { SessionStatusBadge } from './session-status-badge.tsx';
import { useRunProgress } from './use-run-progress.ts';
import '@/lib/i18n/namespaces/koxRecommend';

/** No creator's posts used the brief's words. "Similar creators" compares a creator, not words. */
const rankedWithoutWords = (session: SessionDetail) =>
  !session.request.similar_to && !rankedByWords(session.results);

/** One session: what was asked, its state (run, progress, failure) and, once completed, its ranked creators. */
export function SessionView({
  sessionId,
  access,
  onNew,
}: {
  sessionId: string;
  access: KoxAccess;
  onNew(): void;
}) {
  const { t } = useTranslation('koxRecommend');
  const teamId = access.team?.team_id ?? null;
  const query = useQuery(sessionQuery(teamId, sessionId));
  if (!query.data) return <DetailLoadState query={query} t={t} prefix="session" />;
  return <SessionBody key={query.data.session_id} session={query.data} access={access} onNew={onNew} />;
}

function SessionBody({
  session,
  access,
  onNew,
}: {
  session: SessionDetail;
  access: KoxAccess;
  onNew(): void;
}) {
  const { t } = useTranslation('koxRecommend');
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const teamId = access.team?.team_id ?? null;
  const running = session.status === 'running';
  const progress = useRunProgress(teamId, session.app_name, session.session_id, running);
  const run = useMutation({
    mutationFn: () =>
      callApi('koxRecommend.runAsync', { app_name: session.app_name, session_id: session.session_id }),
    onSuccess: async (started) => {
      progress.follow();
      queryClient.setQueryData(sessionQuery(teamId, session.session_id).queryKey, {
        ...session,
        ...started,
        results: [],
      });
      await queryClient.invalidateQueries({ queryKey: sessionListQuery(teamId).queryKey });
      await queryClient.invalidateQueries({
        queryKey: [...RECOMMEND_KEY, 'results', teamId, session.session_id],
      });
    },
  });
  const asked = [session.request.brief_text, ...Object.values(session.request.brief ?? {})]
    .filter(Boolean)
    .join(' · ');

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 className="flex flex-wrap items-center gap-2 font-semibold break-words">
            {session.name || t('form.title')}
            <SessionStatusBadge status={session.status} />
          </h3>
          <p className="text-xs text-muted-foreground">
            {session.created_by
              ? t('session.created', {
                  date: formatDateTime(session.created_at),
                  name: session.created_by.name,
                })
              : t('session.createdNoOne', { date: formatDateTime(session.created_at) })}
          </p>
          {asked ? (
            <p className="text-sm break-words">
              <span className="text-muted-foreground">{t('session.request')}</span>
              {asked}
            </p>
          ) : null}
          {session.request.similar_to ? (
            <LikeCreator teamId={teamId} creatorId={session.request.similar_to} />
          ) : null}
        </div>
        {running ? null : (
          <Button
            variant={session.status === 'pending' ? 'default' : 'outline'}
            size="sm"
            disabled={run.isPending}
            onClick={() => run.mutate()}
          >
            <RotateCcw aria-hidden />
            {session.status === 'pending' ? t('session.run') : t('session.runAgain')}
          </Button>
        )}
      </div>
      {running ? <RunProgress state={progress.state} onFollow={progress.follow} /> : null}
      {session.status === 'pending' ? (
        <p className="text-sm text-muted-foreground">{t('session.pendingBody')}</p>
      ) : null}
      {session.status === 'failed' ? (
        <p role="alert" className="rounded-xl border border-destructive/40 p-4 text-sm text-destructive">
          {t('session.failedBody')}
        </p>
      ) : null}
      {session.status === 'completed' ? (
        <>
          <p className="text-sm">
            {t('session.summary', {
              results: formatCount(session.results_count, language),
              candidates: formatCount(session.candidates ?? 0, language),
            })}
          </p>
          {session.embeddings ? (
            <p className="text-xs text-muted-foreground">
              {session.embeddings.status === 'used'
                ? t('session.embeddingsUsed', { model: session.embeddings.model })
                : t(`session.embeddingsFailed.${session.embeddings.reason}`, {
                    model: session.embeddings.model,
                  })}
            </p>
          ) : null}
          {rankedWithoutWords(session) ? (
            <p role="note" className="flex items-start gap-2 rounded-lg bg-muted px-3 py-2 text-sm">
              <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              {t('session.wordsUnmatched')}
            </p>
          ) : null}
          {session.sample ? (
            <p role="note" className="flex items-start gap-2 rounded-lg bg-amber-500/10 px-3 py-2 text-sm">
              <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-600" />
              {t('session.sampleNote')}
            </p>
          ) : null}
          <RecommendationResults session={session} access={access} onNew={onNew} />
        </>
      ) : null}
    </div>
  );
}

/** The creator a "similar creators" session is like, a link to their detail (the id until the name loads). */
function LikeCreator({ teamId, creatorId }: { teamId: string | null; creatorId: string }) {
  const { t } = useTranslation('koxRecommend');
  const creator = useQuery(creatorDetailQuery(teamId, creatorId));
  return (
    <p className="text-sm break-words">
      <span className="text-muted-foreground">{t('session.like')}</span>
      <Link
        to="/writer/kox/detail"
        search={{ id: creatorId }}
        className="font-medium text-primary underline-offset-4 hover:underline"
      >
        {creator.data?.nickname ?? creatorId}
      </Link>
    </p>
  );
}
