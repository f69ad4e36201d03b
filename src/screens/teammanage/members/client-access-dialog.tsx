import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { ClientAccessField } from '../common/client-access-field.tsx';
import type { MemberTarget } from './member-target.ts';
import { useMemberAction } from './use-member-action.ts';
import '@/lib/i18n/namespaces/teammanage';

/** Sets which clients members see (team.batchAuthClient); owners and admins always see every client. */
export function ClientAccessDialog({
  target,
  initial,
  onClose,
  onDone,
}: {
  target: MemberTarget | null;
  initial: string[] | null;
  onClose(): void;
  onDone(): void;
}) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        {target ? (
          <ClientAccessForm
            key={target.userUids.join(',')}
            target={target}
            initial={initial}
            onClose={onClose}
            onDone={onDone}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function ClientAccessForm({
  target,
  initial,
  onClose,
  onDone,
}: {
  target: MemberTarget;
  initial: string[] | null;
  onClose(): void;
  onDone(): void;
}) {
  const { t } = useTranslation('teammanage');
  const [value, setValue] = useState<string[] | null>(initial);
  const run = useMemberAction();
  const who = target.name ?? t('members.count', { count: target.userUids.length });
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        run.mutate(
          { action: { kind: 'clients', clientIds: value }, userUids: target.userUids },
          {
            onSuccess: () => {
              onDone();
              onClose();
            },
          },
        );
      }}
    >
      <DialogHeader>
        <DialogTitle>{t('clients.title', { who })}</DialogTitle>
        <DialogDescription>{t('clients.description')}</DialogDescription>
      </DialogHeader>
      <ClientAccessField value={value} onChange={setValue} />
      {run.error ? (
        <p role="alert" className="text-sm text-destructive">
          {run.error.message}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={run.isPending}>
          {t('clients.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
