import { useTranslation } from '@/lib/i18n/use-translation';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { MemberAction } from './member-action.ts';
import type { MemberTarget } from './member-target.ts';
import { useMemberAction } from './use-member-action.ts';
import '@/lib/i18n/namespaces/teammanage';
import '@/lib/i18n/namespaces/teams';

export interface PendingMemberAction {
  action: Exclude<MemberAction, { kind: 'clients' }>;
  target: MemberTarget;
  /** What to do once it succeeded (a bulk action clears the selection). */
  after?(): void;
}

/** Asks before a role change, a removal or a status change, and shows the server's refusal in place. */
export function ConfirmMemberAction({
  pending,
  onClose,
}: {
  pending: PendingMemberAction | null;
  onClose(): void;
}) {
  const { t } = useTranslation('teammanage');
  const run = useMemberAction();
  const close = () => {
    run.reset();
    onClose();
  };
  if (!pending) return null;
  const { action, target } = pending;
  const who = target.name ?? t('members.count', { count: target.userUids.length });
  const kind = action.kind === 'status' ? `status.${action.status}` : action.kind;
  const role = action.kind === 'role' ? t(`teams:role.${action.role}`) : '';
  return (
    <ConfirmDialog
      open
      title={t(`confirm.${kind}.title`, { who, role })}
      description={t(`confirm.${kind}.body`, { who, role, count: target.userUids.length })}
      confirmLabel={t(`confirm.${kind}.action`, { role })}
      destructive={action.kind === 'remove' || kind === 'status.disabled'}
      pending={run.isPending}
      onConfirm={() =>
        run.mutate(
          { action, userUids: target.userUids },
          {
            onSuccess: () => {
              pending.after?.();
              close();
            },
          },
        )
      }
      onCancel={close}
    >
      {run.error ? (
        <p role="alert" className="text-sm text-destructive">
          {run.error.message}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
