import { lazy, Suspense, useState } from 'react';
import { BellRing } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import '@/lib/i18n/namespaces/koxOutreachUi';

// The dialog (Radix's, the candidates' query) loads on the first click: the screen's first load stays in budget.
const FollowUpDialog = lazy(() =>
  import('./follow-up-dialog.tsx').then((m) => ({ default: m.FollowUpDialog })),
);

/** "Follow up now": a button, and a dialog that counts who gets a follow-up and why the others do not. */
export function FollowUpNow({ teamId, projectId }: { teamId: string | null; projectId: string }) {
  const { t } = useTranslation('koxOutreachUi');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        <BellRing aria-hidden />
        {t('followUp.button')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <FollowUpDialog teamId={teamId} projectId={projectId} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
