import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ConnectionTestPanel } from './connection-test-panel.tsx';
import { MailboxForm } from './mailbox-form.tsx';
import { MailboxSendingPause } from './mailbox-sending-pause.tsx';
import { mailboxQuery, presetsQuery, type Mailbox, type MailPreset } from './mailbox-queries.ts';
import '@/lib/i18n/namespaces/koxMailbox';

/** The mailbox (loading, failed with retry, or the form) beside its connection test. */
export function MailboxSettings() {
  const { t } = useTranslation('koxMailbox');
  const mailbox = useQuery(mailboxQuery());
  const presets = useQuery(presetsQuery());
  if (mailbox.isError || presets.isError)
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border p-8 text-center">
        <p className="text-sm text-destructive">{t('failed')}</p>
        <Button variant="outline" onClick={() => void Promise.all([mailbox.refetch(), presets.refetch()])}>
          {t('retry')}
        </Button>
      </div>
    );
  if (!mailbox.isSuccess || !presets.isSuccess)
    return <Skeleton role="status" aria-label={t('loading')} className="h-96 w-full rounded-xl" />;
  return <SettingsBody mailbox={mailbox.data.mailbox} presets={presets.data.presets} />;
}

function SettingsBody({ mailbox, presets }: { mailbox: Mailbox | null; presets: readonly MailPreset[] }) {
  const { t } = useTranslation('koxMailbox');
  const [dirty, setDirty] = useState(false);
  return (
    <div className="grid min-w-0 grid-cols-1 gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
      <div className="flex min-w-0 flex-col gap-4">
        {!mailbox ? (
          <div className="flex gap-3 rounded-xl border border-dashed p-4">
            <Inbox aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
            <div className="flex flex-col gap-1">
              <p className="font-medium">{t('empty.title')}</p>
              <p className="text-sm text-muted-foreground">{t('empty.body')}</p>
            </div>
          </div>
        ) : null}
        {mailbox && !mailbox.secrets_readable ? (
          <p role="alert" className="rounded-lg border border-destructive/50 p-3 text-sm text-destructive">
            {t('unreadable')}
          </p>
        ) : null}
        {mailbox ? <MailboxSendingPause /> : null}
        <MailboxForm mailbox={mailbox} presets={presets} onDirty={setDirty} />
      </div>
      <ConnectionTestPanel mailbox={mailbox} dirty={dirty} />
    </div>
  );
}
