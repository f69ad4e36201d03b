import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, CheckCircle2, Loader2, RotateCw } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Heading } from '@/components/heading-level';
import { Button } from '@/components/ui/button';
import { useFailureText } from '@/lib/i18n/use-failure-text';
import { dashboardProgressQuery, type DashboardDetail } from '../api/dashboard-queries.ts';
import { useRetryDashboard } from '../api/use-dashboard-mutations.ts';
import { TaskProgressRow } from './task-progress-row.tsx';
import '@/lib/i18n/namespaces/dashboards';

interface DashboardProgressScreenProps {
  dashboardId: string;
  onReady(dashboardId: string): void;
}

/**
 * Follows a new dashboard's collection and analysis (polling dashboard.detail every second) and opens it when
 * it is ready. Collection runs on the server, but the page says to stay so the user sees it through.
 */
export function DashboardProgressScreen({ dashboardId, onReady }: DashboardProgressScreenProps) {
  const { t } = useTranslation('dashboards');
  const query = useQuery(dashboardProgressQuery(dashboardId));
  const retry = useRetryDashboard();
  const failureText = useFailureText();
  const dashboard = query.data;
  useEffect(() => {
    if (dashboard?.status === 'ready') onReady(dashboardId);
  }, [dashboard?.status, dashboardId, onReady]);

  return (
    <section
      aria-labelledby="progress-title"
      className="mx-auto flex w-full max-w-2xl flex-col gap-5 px-4 py-8 sm:px-6"
    >
      <div className="flex flex-col gap-1">
        <Heading offset={-1} id="progress-title" className="text-xl font-semibold tracking-tight">
          {dashboard?.name ?? t('progress.title')}
        </Heading>
        <p
          role="status"
          className="flex items-center gap-2 rounded-md border border-warning/50 bg-warning/10 px-3 py-2 text-sm font-medium"
        >
          {dashboard?.status === 'failed' ? null : <Loader2 aria-hidden className="size-4 animate-spin" />}
          {t('progress.doNotClose')}
        </p>
      </div>
      {query.isError ? (
        <div role="alert" className="flex items-center justify-between gap-3 rounded-lg border p-3 text-sm">
          <span className="text-destructive">{query.error.message}</span>
          <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
            {t('list.retry')}
          </Button>
        </div>
      ) : null}
      {dashboard ? <ProgressBody dashboard={dashboard} /> : null}
      {dashboard?.status === 'failed' ? (
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-lg bg-destructive/10 p-4 text-sm text-destructive"
        >
          <p className="flex items-center gap-2 font-medium">
            <AlertTriangle aria-hidden className="size-4" />
            {t('card.failed', { reason: failureText(dashboard.failure_code) })}
          </p>
          <div>
            <Button
              size="sm"
              variant="outline"
              disabled={retry.isPending}
              onClick={() => retry.mutate(dashboardId)}
            >
              <RotateCw aria-hidden />
              {t('card.retry')}
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}

function ProgressBody({ dashboard }: { dashboard: DashboardDetail }) {
  const { t } = useTranslation('dashboards');
  const collected = dashboard.tasks.length > 0 && dashboard.tasks.every((task) => task.status !== 'PENDING');
  const analysed = dashboard.components.filter((c) => c.state !== 'stale').length;
  const total = dashboard.components.length;
  return (
    <>
      <div className="flex flex-col gap-4">
        <Heading className="text-sm font-semibold">{t('progress.collection')}</Heading>
        {dashboard.subjects.map((subject) => (
          <div key={subject.subject_id} className="flex flex-col gap-2">
            <Heading offset={1} className="text-sm font-medium">
              {subject.name}
            </Heading>
            <ul className="flex flex-col gap-2">
              {dashboard.tasks
                .filter((task) => task.subject_id === subject.subject_id)
                .map((task) => (
                  <TaskProgressRow key={task.task_id} task={task} />
                ))}
            </ul>
          </div>
        ))}
      </div>
      {collected && dashboard.status !== 'failed' ? (
        <p className="flex items-center gap-2 text-sm">
          {analysed === total ? (
            <CheckCircle2 aria-hidden className="size-4 text-success" />
          ) : (
            <Loader2 aria-hidden className="size-4 animate-spin" />
          )}
          {t('progress.analysis', { done: analysed, total })}
        </p>
      ) : null}
    </>
  );
}
