import { useTranslation } from '@/lib/i18n/use-translation';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format';
import type { OutreachEmail, Thread } from './outreach-queries.ts';
import { EmailAttachments } from './email-attachments.tsx';
import { EmailStatusBadge } from './email-status-badge.tsx';
import { isSimulated } from './simulated.ts';
import '@/lib/i18n/namespaces/koxOutreachUi';

type Entry = Thread['entries'][number];

const STATUSES = new Set<string>([
  'generating',
  'needs_info',
  'generation_failed',
  'draft',
  'scheduled',
  'sending',
  'sent',
  'send_failed',
]);

/** One mail of a thread, as text (never markup): what was sent, or what came back and what kind it is. */
export function ThreadEntry({ entry }: { entry: Entry }) {
  const { t } = useTranslation('koxOutreachUi');
  if (entry.type === 'email')
    return (
      <li className="flex flex-col gap-1 rounded-lg border p-3 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium">
            {entry.kind === 'invitation'
              ? t('thread.invitation')
              : t('thread.followUp', { n: entry.follow_up_number })}
          </span>
          {STATUSES.has(entry.status) ? (
            <EmailStatusBadge status={entry.status as OutreachEmail['status']} />
          ) : null}
          <span className="text-muted-foreground">{formatDateTime(entry.at)}</span>
        </div>
        <span className="break-all text-muted-foreground">{t('thread.sent', { to: entry.to_address })}</span>
        <span className="font-medium break-words">{entry.subject}</span>
        <p className="whitespace-pre-wrap break-words">{entry.body}</p>
        <EmailAttachments emailId={entry.email_id} editable={false} />
        {entry.status_reason ? <p className="break-words text-destructive">{entry.status_reason}</p> : null}
      </li>
    );
  const simulated = isSimulated(entry.text);
  return (
    <li className="flex flex-col gap-1 rounded-lg border border-primary/40 bg-accent/30 p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium break-all">{t('thread.reply', { from: entry.from_address })}</span>
        {entry.kind === 'reply' ? null : <Badge variant="destructive">{t(`thread.${entry.kind}`)}</Badge>}
        {simulated ? (
          <Badge variant="outline" className="border-amber-500/60 text-amber-700 dark:text-amber-400">
            {t('thread.simulated')}
          </Badge>
        ) : null}
        <span className="text-muted-foreground">{formatDateTime(entry.at)}</span>
      </div>
      <span className="font-medium break-words">{entry.subject}</span>
      <p className="whitespace-pre-wrap break-words">{entry.own_text || entry.text}</p>
    </li>
  );
}
