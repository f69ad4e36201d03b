import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { JudgmentList } from './judgment-list.tsx';
import { OverrideForm } from './override-form.tsx';
import { senderQuery, threadQuery, type BoardColumn } from './outreach-queries.ts';
import { SimulateReplyForm } from './simulate-reply-form.tsx';
import { ThreadEntry } from './thread-entry.tsx';
import '@/lib/i18n/namespaces/koxOutreachUi';

/** A creator's thread: the mails in time order, the label judgments, and changing the label. */
export function ThreadDialog({
  teamId,
  projectId,
  creatorId,
  name,
  labels,
  canEdit,
  onClose,
}: {
  teamId: string | null;
  projectId: string;
  creatorId: string;
  name: string;
  labels: BoardColumn[];
  canEdit: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation('koxOutreachUi');
  const thread = useQuery(threadQuery(teamId, projectId, creatorId));
  const sender = useQuery(senderQuery());
  const data = thread.data;
  const label = data ? labels.find((l) => l.label_id === data.label_id && l.label_id !== null) : undefined;
  const lastSent = data?.entries.findLast((e) => e.type === 'email' && e.status === 'sent');
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle className="break-words">{t('thread.title', { name })}</DialogTitle>
          <DialogDescription>
            {label?.name ? t('thread.label', { name: label.name }) : t('thread.noLabel')}
          </DialogDescription>
        </DialogHeader>
        {thread.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-2 text-sm">
            <span className="text-destructive">{t('failed')}</span>
            <Button size="sm" variant="outline" onClick={() => void thread.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : !data ? (
          <Skeleton role="status" aria-label={t('loading')} className="h-40 w-full" />
        ) : (
          <div className="flex flex-col gap-4">
            {data.entries.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('thread.empty')}</p>
            ) : (
              <ol className="flex flex-col gap-2">
                {data.entries.map((entry) => (
                  <ThreadEntry key={entry.type === 'email' ? entry.email_id : entry.reply_id} entry={entry} />
                ))}
              </ol>
            )}
            {canEdit && sender.data?.sandbox && lastSent?.type === 'email' ? (
              <SimulateReplyForm emailId={lastSent.email_id} />
            ) : null}
            <section className="flex flex-col gap-2">
              <h3 className="text-sm font-medium">{t('thread.judgments')}</h3>
              <JudgmentList judgments={data.judgments} />
            </section>
            {canEdit ? (
              <OverrideForm
                key={data.label_id ?? ''}
                projectId={projectId}
                creatorId={creatorId}
                labels={labels}
                current={data.label_id}
              />
            ) : null}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
