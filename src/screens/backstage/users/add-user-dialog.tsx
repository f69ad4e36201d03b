import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { z } from 'zod';
import { CopyButton } from '@/components/copy-button';
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
import { Input } from '@/components/ui/input';
import { callApi, type ApiOutput } from '@/lib/api/client';
import { backstageEndpoints } from '@/lib/api/endpoints/backstage';
import { formatDateTime } from '@/lib/format';
import { failureMessage, isConflict } from '../shared/api-failure.ts';
import { FormField, SERVER_ERROR, useFieldErrorText } from '../shared/form-field.tsx';
import { backstageKeys } from '../shared/query-keys.ts';
import '@/lib/i18n/namespaces/backstage';

const addUserSchema = backstageEndpoints['backstage.userAdd'].input;
type AddUserInput = z.input<typeof addUserSchema>;
type AddUserValues = z.output<typeof addUserSchema>;
type AddedUser = ApiOutput<'backstage.userAdd'>;

/**
 * Creates an account (with its own personal team). Accounts have no password here: the answer is a one-time
 * sign-in link, valid 7 days, for the administrator to pass on.
 */
export function AddUserDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('backstage');
  const [added, setAdded] = useState<AddedUser | null>(null);
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {added ? t('users.add.doneTitle', { name: added.name }) : t('users.add.title')}
          </DialogTitle>
          <DialogDescription>{added ? t('users.add.doneBody') : t('users.add.body')}</DialogDescription>
        </DialogHeader>
        {added ? <SignInLink added={added} onClose={onClose} /> : <AddUserForm onAdded={setAdded} />}
      </DialogContent>
    </Dialog>
  );
}

function AddUserForm({ onAdded }: { onAdded(user: AddedUser): void }) {
  const { t } = useTranslation('backstage');
  const id = useId();
  const errorText = useFieldErrorText();
  const queryClient = useQueryClient();
  const form = useForm<AddUserInput, unknown, AddUserValues>({
    resolver: zodResolver(addUserSchema),
    defaultValues: { account: '', name: '', system_admin: false },
  });
  const add = useMutation({
    mutationFn: (values: AddUserValues) => callApi('backstage.userAdd', values, { silent: true }),
    onSuccess: async (user) => {
      await queryClient.invalidateQueries({ queryKey: backstageKeys.users });
      onAdded(user);
    },
    onError: (error) => {
      if (isConflict(error))
        form.setError(
          'account',
          { type: SERVER_ERROR, message: t('users.add.taken') },
          { shouldFocus: true },
        );
    },
  });
  const { errors } = form.formState;

  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={form.handleSubmit((v) => add.mutate(v))}>
      <FormField
        id={`${id}-account`}
        label={t('users.add.account')}
        hint={t('users.add.accountHint')}
        error={errorText(errors.account, { max: 128, invalid: t('users.add.accountInvalid') })}
      >
        {(control) => <Input {...control} autoComplete="off" maxLength={128} {...form.register('account')} />}
      </FormField>
      <FormField
        id={`${id}-name`}
        label={t('users.add.name')}
        error={errorText(errors.name, { max: 60, invalid: t('form.oneLine') })}
      >
        {(control) => <Input {...control} autoComplete="off" maxLength={60} {...form.register('name')} />}
      </FormField>
      <div className="flex items-start gap-3">
        <input
          id={`${id}-admin`}
          type="checkbox"
          className="mt-0.5 size-4 accent-primary"
          aria-describedby={`${id}-admin-hint`}
          {...form.register('system_admin')}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-admin`} className="text-sm font-medium">
            {t('users.systemAdmin')}
          </label>
          <p id={`${id}-admin-hint`} className="text-xs text-muted-foreground">
            {t('users.systemAdminHint')}
          </p>
        </div>
      </div>
      {add.error && !isConflict(add.error) ? (
        <p role="alert" className="text-sm text-destructive">
          {failureMessage(add.error)}
        </p>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {t('cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={add.isPending}>
          {t('users.add.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}

function SignInLink({ added, onClose }: { added: AddedUser; onClose(): void }) {
  const { t } = useTranslation('backstage');
  const id = useId();
  const link = new URL(added.login_path, window.location.origin).toString();
  return (
    <div className="flex flex-col gap-3">
      <label htmlFor={id} className="text-sm font-medium">
        {t('users.add.link')}
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          readOnly
          value={link}
          onFocus={(e) => e.target.select()}
          className="font-mono text-xs"
        />
        <CopyButton text={link}>{t('users.add.copy')}</CopyButton>
      </div>
      <p className="text-xs text-muted-foreground">
        {t('users.add.expires', { when: formatDateTime(added.login_expires_at) })}
      </p>
      <DialogFooter>
        <Button type="button" onClick={onClose}>
          {t('done')}
        </Button>
      </DialogFooter>
    </div>
  );
}
