import { lazy, Suspense } from 'react';
import type { PanelScreenProps } from '@/artifacts/panel-screens';
import { Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/lib/i18n/use-translation';
import { KoxFrame } from '../shared/kox-frame.tsx';
import '@/lib/i18n/namespaces/koxMailbox';

/** The form, its schema and the test load after the frame (title, access): the route's first JS stays small. */
const MailboxSettings = lazy(() =>
  import('./mailbox-settings.tsx').then((m) => ({ default: m.MailboxSettings })),
);

/** Mailbox settings (issue 13): the caller's own mailbox or the sandbox, and its connection test. */
export function KoxMailboxScreen({ inPanel = false }: { inPanel?: boolean }) {
  const { t } = useTranslation('koxMailbox');
  return (
    <KoxFrame screenId="kox-mailbox" subtitle={t('subtitle')} inPanel={inPanel}>
      {() => (
        <Suspense
          fallback={<Skeleton role="status" aria-label={t('loading')} className="h-96 w-full rounded-xl" />}
        >
          <MailboxSettings />
        </Suspense>
      )}
    </KoxFrame>
  );
}

export function KoxMailboxPanel(_: PanelScreenProps) {
  return <KoxMailboxScreen inPanel />;
}
