import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CircleX, LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { callApi } from '@/lib/api/client';
import { formatDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n/use-translation';
import { MAILBOX_KEY, type ConnectionTest, type Mailbox } from './mailbox-queries.ts';
import '@/lib/i18n/namespaces/koxMailbox';

type Side = NonNullable<ConnectionTest['smtp']>;

function SideResult({ side, result, sandbox }: { side: 'smtp' | 'imap'; result: Side; sandbox: boolean }) {
  const { t } = useTranslation('koxMailbox');
  const Icon = result.ok ? CircleCheck : CircleX;
  const okText = sandbox && side === 'imap' ? t('test.sandboxImap') : t('test.ok');
  return (
    <li className="flex gap-2 text-sm">
      <Icon
        aria-hidden
        className={result.ok ? 'mt-0.5 size-4 text-emerald-600' : 'mt-0.5 size-4 text-destructive'}
      />
      <span className="flex min-w-0 flex-col">
        <span className="font-medium">{t(`server.${side}`)}</span>
        <span>{result.ok ? okText : t(`test.reason.${result.reason ?? 'other'}`)}</span>
        {!result.ok && result.detail ? (
          <span className="break-words text-xs text-muted-foreground">
            {t('test.serverSaid', { detail: result.detail })}
          </span>
        ) : null}
      </span>
    </li>
  );
}

function StateLine({ test }: { test: ConnectionTest }) {
  const { t } = useTranslation('koxMailbox');
  const tone =
    test.state === 'success'
      ? 'text-emerald-700 dark:text-emerald-400'
      : test.state === 'failed'
        ? 'text-destructive'
        : '';
  return (
    <p className={`flex items-center gap-2 text-sm font-medium ${tone}`}>
      {test.state === 'testing' ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
      {t(`test.state.${test.state}`)}
      {test.state !== 'testing' ? (
        <span className="font-normal text-muted-foreground">
          · {t('test.at', { time: formatDateTime(test.finished_at ?? test.started_at) })}
        </span>
      ) : null}
    </p>
  );
}

/** Spec §4's connection test (testing → success / failed) of the saved settings, both sides with their reasons. */
export function ConnectionTestPanel({ mailbox, dirty }: { mailbox: Mailbox | null; dirty: boolean }) {
  const { t } = useTranslation('koxMailbox');
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: () => callApi('koxMailbox.test', {}, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MAILBOX_KEY }),
  });
  const test = mailbox?.last_test ?? null;
  const testing = test?.state === 'testing' || run.isPending;
  const canRun = Boolean(mailbox) && !dirty;
  return (
    <section
      aria-labelledby="mailbox-test-title"
      className="flex min-w-0 flex-col gap-3 rounded-xl border p-4"
    >
      <h2 id="mailbox-test-title" className="font-medium">
        {t('test.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('test.intro')}</p>
      <div role="status" aria-live="polite" className="flex flex-col gap-2">
        {test ? (
          <StateLine test={test} />
        ) : (
          <p className="text-sm text-muted-foreground">{t('test.never')}</p>
        )}
        {test && test.state !== 'testing' ? (
          <ul className="flex flex-col gap-2">
            {test.smtp ? <SideResult side="smtp" result={test.smtp} sandbox={mailbox!.sandbox} /> : null}
            {test.imap ? <SideResult side="imap" result={test.imap} sandbox={mailbox!.sandbox} /> : null}
          </ul>
        ) : null}
      </div>
      {run.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {run.error.message}
        </p>
      ) : null}
      {!canRun ? <p className="text-sm text-muted-foreground">{t('test.saveFirst')}</p> : null}
      <div>
        <Button type="button" onClick={() => run.mutate()} disabled={!canRun || testing}>
          {testing ? t('test.state.testing') : test ? t('test.again') : t('test.run')}
        </Button>
      </div>
    </section>
  );
}
