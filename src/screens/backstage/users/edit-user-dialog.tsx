import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { callApi } from '@/lib/api/client';
import { withToast } from '@/lib/toasts';
import { failureMessage, isConflict } from '../shared/api-failure.ts';
import { backstageKeys } from '../shared/query-keys.ts';
import { useMyUserId } from '../shared/use-is-system-admin.ts';
import { isSystemAdmin, type ManagedUser } from './user-columns.tsx';
import '@/lib/i18n/namespaces/backstage';

/** Grants or revokes the studio administrator role; the server refuses revoking your own. */
export function EditUserDialog({ user, onClose }: { user: ManagedUser | null; onClose(): void }) {
  return user ? <EditUserForm key={user.user_uid} user={user} onClose={onClose} /> : null;
}

function EditUserForm({ user, onClose }: { user: ManagedUser; onClose(): void }) {
  const { t } = useTranslation('backstage');
  const checkboxId = useId();
  const myId = useMyUserId();
  const queryClient = useQueryClient();
  const [admin, setAdmin] = useState(isSystemAdmin(user));
  const save = useMutation({
    mutationFn: () =>
      callApi('backstage.userUpdate', { user_uid: user.user_uid, system_admin: admin }, { silent: true }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: backstageKeys.users });
      withToast((toast) => toast.success(t('users.edit.done', { name: user.name })));
      onClose();
    },
  });
  const error = save.error
    ? user.user_uid === myId && isConflict(save.error)
      ? t('users.selfRevoke')
      : failureMessage(save.error)
    : null;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('users.edit.title', { name: user.name })}</DialogTitle>
          <DialogDescription>{user.account}</DialogDescription>
        </DialogHeader>
        <form
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate();
          }}
        >
          <div className="flex items-start gap-3 rounded-md border p-3">
            <input
              id={checkboxId}
              type="checkbox"
              className="mt-0.5 size-4 accent-primary"
              checked={admin}
              aria-describedby={`${checkboxId}-hint`}
              onChange={(e) => {
                setAdmin(e.target.checked);
                save.reset();
              }}
            />
            <div className="flex flex-col gap-1">
              <label htmlFor={checkboxId} className="text-sm font-medium">
                {t('users.systemAdmin')}
              </label>
              <p id={`${checkboxId}-hint`} className="text-xs text-muted-foreground">
                {t('users.systemAdminHint')}
              </p>
            </div>
          </div>
          <p className="text-xs text-muted-foreground">{t('users.edit.nameNote')}</p>
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t('cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={save.isPending || admin === isSystemAdmin(user)}>
              {t('save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
