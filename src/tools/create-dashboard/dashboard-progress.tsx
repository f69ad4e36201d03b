import { useTranslation } from '@/lib/i18n/use-translation';
import type { ApiOutput } from '@/lib/api/client';
import { ProgressRow } from './progress-row.tsx';
import '@/lib/i18n/namespaces/chat';

type Detail = ApiOutput<'dashboard.detail'>;

/** While a dashboard generates: one bar per collection task, then "analysing components n/m". */
export function DashboardProgress({ detail }: { detail: Detail }) {
  const { t } = useTranslation('chat');
  const names = new Map(detail.subjects.map((s) => [s.subject_id, s.name]));
  const collecting = detail.tasks.some((task) => task.status === 'PENDING');
  const analysed = detail.components.filter((c) => c.state !== 'stale').length;
  if (!collecting) {
    return (
      <p role="status">
        {t('tools.createDashboard.analysing', { done: analysed, total: detail.components.length })}
      </p>
    );
  }
  return (
    <ul className="space-y-1.5">
      {detail.tasks.map((task) => {
        const subject = names.get(task.subject_id) ?? '';
        const media = t(`tools.createDashboard.media.${task.media}`);
        const progress = task.status === 'PENDING' ? task.progress : 100;
        return (
          <ProgressRow
            key={task.task_id}
            label={t('tools.createDashboard.task', { subject, media })}
            barLabel={t('tools.createDashboard.taskProgress', { subject, media, progress })}
            progress={progress}
          />
        );
      })}
    </ul>
  );
}
