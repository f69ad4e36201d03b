import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Mail } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { pollStatusQuery, senderQuery } from './outreach-queries.ts';
import { SendingPause } from './sending-pause.tsx';
import '@/lib/i18n/namespaces/koxOutreachUi';

/** Who sends: the caller's mailbox, its daily cap and spacing, a pause with its reason, and reading replies. */
export function SenderBar({ inPanel }: { inPanel: boolean }) {
  const { t } = useTranslation('koxOutreachUi');
  const sender = useQuery(senderQuery());
  const poll = useQuery({ ...pollStatusQuery(), enabled: sender.data?.has_mailbox === true });
  if (sender.isError)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-2 rounded-xl border p-3 text-sm">
        <span className="text-destructive">{t('failed')}</span>
        <Button size="sm" variant="outline" onClick={() => void sender.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  if (!sender.data) return <Skeleton role="status" aria-label={t('loading')} className="h-14 w-full" />;
  const s = sender.data;
  if (!s.has_mailbox)
    return (
      <div
        role="status"
        className="flex flex-wrap items-center gap-2 rounded-xl border border-dashed p-3 text-sm"
      >
        <Mail aria-hidden className="size-4 text-muted-foreground" />
        <span>{t('sender.none')}</span>
        {inPanel ? null : (
          <Button asChild size="sm" variant="outline">
            <Link to="/writer/kox/mailbox">{t('sender.settings')}</Link>
          </Button>
        )}
      </div>
    );
  return (
    <section aria-label={t('sender.title')} className="flex flex-col gap-2 rounded-xl border p-3 text-sm">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-medium">{t('sender.title')}</span>
        <span className="break-all">{s.address}</span>
        {s.sandbox ? <Badge variant="outline">{t('sender.sandbox')}</Badge> : null}
        <span className="text-muted-foreground">
          {t('sender.sentToday', { sent: s.sent_today, cap: s.daily_cap })}
        </span>
        <span className="text-muted-foreground">
          {t('sender.spacing', { seconds: s.send_spacing_seconds })}
        </span>
      </div>
      <SendingPause status={s} />
      {poll.data?.poll_error ? (
        <p role="alert" className="break-words text-destructive">
          {t('sender.pollError', { error: poll.data.poll_error })}
        </p>
      ) : poll.data?.last_polled_at ? (
        <p className="text-xs text-muted-foreground">
          {t('sender.lastPolled', { at: formatDateTime(poll.data.last_polled_at) })}
        </p>
      ) : null}
    </section>
  );
}
