import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { callApi } from '@/lib/api/client';
import { withToast } from '@/lib/toasts';
import { failureMessage, isConflict } from '../shared/api-failure.ts';
import { backstageKeys } from '../shared/query-keys.ts';
import { useMyUserId } from '../shared/use-is-system-admin.ts';
import '@/lib/i18n/namespaces/backstage';

export interface StatusTarget {
  user_uid: string;
  name: string;
  account: string;
}

export interface StatusChange {
  users: StatusTarget[];
  status: 'active' | 'disabled';
}

export interface StatusRefusal {
  user: StatusTarget;
  message: string;
}

/**
 * Enables or disables accounts after asking; each account is its own call, so the ones the server refuses
 * (your own account, one gone meanwhile) come back as refusals while the rest go through.
 */
export function ChangeStatusDialog({
  change,
  onClose,
  onRefused,
}: {
  change: StatusChange | null;
  onClose(): void;
  onRefused(refusals: StatusRefusal[]): void;
}) {
  const { t } = useTranslation('backstage');
  const myId = useMyUserId();
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: async ({ users, status }: StatusChange) => {
      const refusals: StatusRefusal[] = [];
      for (const user of users) {
        try {
          await callApi('users.statusUpdate', { user_uid: user.user_uid, status }, { silent: true });
        } catch (error) {
          const self = user.user_uid === myId && status === 'disabled' && isConflict(error);
          refusals.push({ user, message: self ? t('users.selfDisable') : failureMessage(error) });
        }
      }
      return { done: users.length - refusals.length, refusals, status };
    },
    onSuccess: async ({ done, refusals, status }) => {
      await queryClient.invalidateQueries({ queryKey: backstageKeys.users });
      if (done > 0)
        withToast((toast) =>
          toast.success(
            t(status === 'disabled' ? 'users.disabledDone' : 'users.enabledDone', { count: done }),
          ),
        );
      onRefused(refusals);
      onClose();
    },
  });
  if (!change) return null;
  const disabling = change.status === 'disabled';
  const one = change.users.length === 1 ? change.users[0] : undefined;

  return (
    <ConfirmDialog
      open
      destructive={disabling}
      title={
        one
          ? t(disabling ? 'users.confirmDisableOne' : 'users.confirmEnableOne', { name: one.name })
          : t(disabling ? 'users.confirmDisable' : 'users.confirmEnable', { count: change.users.length })
      }
      description={t(disabling ? 'users.disableBody' : 'users.enableBody')}
      confirmLabel={t(disabling ? 'users.disable' : 'users.enable')}
      pending={run.isPending}
      onConfirm={() => run.mutate(change)}
      onCancel={onClose}
    >
      {one ? null : (
        <ul className="max-h-40 list-disc overflow-y-auto pl-5 text-sm">
          {change.users.map((u) => (
            <li key={u.user_uid}>
              {u.name} <span className="text-muted-foreground">· {u.account}</span>
            </li>
          ))}
        </ul>
      )}
    </ConfirmDialog>
  );
}
