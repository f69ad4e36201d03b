import { useTranslation } from '@/lib/i18n/use-translation';
import { cn } from '@/lib/cn';
import type { DashboardDetail } from '../api/dashboard-queries.ts';
import '@/lib/i18n/namespaces/dashboards';

type Task = DashboardDetail['tasks'][number];

/** One collection task: media, state (PENDING is shown as collecting) and how far it has got. */
export function TaskProgressRow({ task }: { task: Task }) {
  const { t } = useTranslation('dashboards');
  const label = t(`media.${task.media}`);
  const percent = task.status === 'SUCCESS' ? 100 : Math.max(0, Math.min(100, task.progress));
  return (
    <li className="flex flex-col gap-1">
      <div className="flex items-center justify-between gap-2 text-sm">
        <span>{label}</span>
        <span
          className={cn(
            'text-xs',
            task.status === 'FAILURE' ? 'text-destructive' : 'text-muted-foreground',
            task.status === 'SUCCESS' && 'text-success',
          )}
        >
          {t(`task.${task.status}`, { percent })}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={t('progress.taskLabel', { media: label })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-1.5 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn('h-full rounded-full', task.status === 'FAILURE' ? 'bg-destructive' : 'bg-primary')}
          style={{ width: `${percent}%` }}
        />
      </div>
    </li>
  );
}
