import { Link } from '@tanstack/react-router';
import { Badge } from '@/components/ui/badge';
import { useTranslation } from '@/lib/i18n/use-translation';
import { formatDateTime } from '@/lib/format';
import { Section } from '../detail/section.tsx';
import type { MyData } from './my-data-query.ts';
import '@/lib/i18n/namespaces/koxMyData';

/** The team's storages and recommendations still going or failed; a recommendation opens its session. */
export function OpenTasks({ tasks }: { tasks: MyData['tasks'] }) {
  const { t } = useTranslation('koxMyData');
  return (
    <Section id="kox-my-data-tasks" title={t('tasks.title')} note={t('tasks.note')}>
      {tasks.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('tasks.empty')}</p>
      ) : (
        <ul className="flex flex-col divide-y">
          {tasks.map((task) => (
            <li
              key={`${task.kind}-${task.id}`}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm"
            >
              <span className="text-muted-foreground">{t(`tasks.${task.kind}`)}</span>
              <span className="min-w-0 flex-1 truncate" title={task.title}>
                {task.title}
              </span>
              <Badge variant={task.state === 'failed' ? 'destructive' : 'secondary'}>
                {t(`state.${task.state}`)}
              </Badge>
              <time dateTime={task.updated_at} className="text-xs text-muted-foreground">
                {formatDateTime(task.updated_at)}
              </time>
              {task.kind === 'recommendation' ? (
                <Link
                  to="/writer/kox/intelligentRecommendation"
                  search={{ session: task.id }}
                  className="text-primary underline-offset-4 hover:underline"
                >
                  {t('tasks.open')}
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
