import { useQuery } from '@tanstack/react-query';
import { FileText, Plus } from 'lucide-react';
import { EmptyState } from '@/components/empty-state.tsx';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import { useTranslation } from '@/lib/i18n/use-translation';
import { TemplateActions } from './template-actions.tsx';
import { templateListQuery } from './template-queries.ts';
import '@/lib/i18n/namespaces/koxTemplate';

interface TemplateListProps {
  teamId: string | null;
  canWrite: boolean;
  onOpen(templateId: string): void;
}

/** The team's templates, latest changed first; empty, the first action is to create one. */
export function TemplateList({ teamId, canWrite, onOpen }: TemplateListProps) {
  const { t } = useTranslation('koxTemplate');
  const list = useQuery(templateListQuery(teamId));
  const create = canWrite ? (
    <Button onClick={() => onOpen('new')}>
      <Plus aria-hidden /> {t('create')}
    </Button>
  ) : null;
  if (list.isError)
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border p-8 text-center">
        <p className="text-sm text-destructive">{t('failed')}</p>
        <Button variant="outline" onClick={() => void list.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  if (!list.isSuccess)
    return (
      <div role="status" aria-label={t('loading')} className="flex flex-col gap-3">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-20 rounded-xl" />
        ))}
      </div>
    );
  const templates = list.data.templates;
  if (templates.length === 0)
    return (
      <div className="rounded-xl border border-dashed px-6 py-12 text-center">
        <EmptyState
          title={t('emptyTitle')}
          body={canWrite ? t('emptyBody') : t('readOnly')}
          action={create}
        />
      </div>
    );
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {canWrite ? null : <p className="text-sm text-muted-foreground">{t('readOnly')}</p>}
        <div className="ml-auto">{create}</div>
      </div>
      <ul aria-label={t('list.label')} className="flex flex-col gap-2">
        {templates.map((template) => (
          <li
            key={template.template_id}
            className="flex flex-wrap items-center gap-3 rounded-xl border p-3 sm:flex-nowrap"
          >
            <FileText aria-hidden className="size-5 shrink-0 text-muted-foreground" />
            <button
              type="button"
              onClick={() => onOpen(template.template_id)}
              aria-label={t(canWrite ? 'list.edit' : 'list.open', { name: template.name })}
              className="flex min-w-0 flex-1 flex-col items-start rounded-md text-left outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span className="max-w-full truncate font-medium">{template.name}</span>
              <span className="line-clamp-1 text-sm text-muted-foreground">{template.description}</span>
              <span className="text-xs text-muted-foreground">
                {t('list.counts', { fields: template.field_count, labels: template.custom_label_count })} ·{' '}
                {t('list.updated', { date: formatDate(template.updated_at) })}
              </span>
            </button>
            {canWrite ? <TemplateActions template={template} onOpen={onOpen} /> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
