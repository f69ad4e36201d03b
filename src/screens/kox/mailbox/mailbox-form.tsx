import { useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { callApi, isApiError } from '@/lib/api/client';
import { useTranslation } from '@/lib/i18n/use-translation';
import { MAIL_PROVIDER_IDS } from '@/lib/kox-mailbox-values';
import { FormField } from './form-field.tsx';
import { KindChoice } from './kind-choice.tsx';
import {
  formValuesOf,
  mailboxFormSchema,
  mailboxIssueText,
  storedSecretsOf,
  type MailboxFormOutput,
  type MailboxFormValues,
} from './mailbox-form-schema.ts';
import { MAILBOX_KEY, type MailPreset, type Mailbox } from './mailbox-queries.ts';
import { PasswordInput } from './password-input.tsx';
import { ServerFields } from './server-fields.tsx';
import '@/lib/i18n/namespaces/koxMailbox';

const FIELDS = Object.keys(formValuesOf(null));

interface MailboxFormProps {
  mailbox: Mailbox | null;
  presets: readonly MailPreset[];
  onDirty(dirty: boolean): void;
}

/** The mailbox's settings: the sandbox, or the user's own servers from a provider's preset or by hand (spec §5). */
export function MailboxForm({ mailbox, presets, onDirty }: MailboxFormProps) {
  const { t } = useTranslation(['koxMailbox', 'errors']);
  const queryClient = useQueryClient();
  const stored = storedSecretsOf(mailbox);
  const form = useForm<MailboxFormValues, unknown, MailboxFormOutput>({
    resolver: zodResolver(mailboxFormSchema(stored), { error: mailboxIssueText }),
    defaultValues: formValuesOf(mailbox),
  });
  const [confirmDelete, setConfirmDelete] = useState(false);
  const kind = useWatch({ control: form.control, name: 'kind' });
  const errors = form.formState.errors;

  const saved = (next: Mailbox | null) => {
    queryClient.setQueryData(MAILBOX_KEY, { mailbox: next });
    form.reset(formValuesOf(next));
    onDirty(false);
  };
  const save = useMutation({
    mutationFn: (values: MailboxFormOutput) => callApi('koxMailbox.save', values, { silent: true }),
    onSuccess: saved,
    onError: (error) => {
      const placed = isApiError(error) ? (error.issues ?? []).filter((i) => FIELDS.includes(i.path)) : [];
      placed.forEach((issue, i) =>
        form.setError(
          issue.path as Path<MailboxFormValues>,
          { message: issue.code ? t(`errors:code.${issue.code}`) : issue.message },
          { shouldFocus: i === 0 },
        ),
      );
      if (!placed.length)
        form.setError('root', { message: isApiError(error) ? error.message : t('saveFailed') });
    },
  });
  const remove = useMutation({
    mutationFn: () => callApi('koxMailbox.delete', {}, { silent: true }),
    onSuccess: () => {
      setConfirmDelete(false);
      saved(null);
    },
  });

  const applyPreset = (id: string) => {
    const preset = presets.find((p) => p.id === id);
    if (!preset) return;
    const opts = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    for (const side of ['smtp', 'imap'] as const) {
      form.setValue(`${side}_host`, preset[side].host, opts);
      form.setValue(`${side}_port`, preset[side].port, opts);
      form.setValue(`${side}_security`, preset[side].security, opts);
    }
  };
  // Servers changed by hand are no longer the provider's: the saved provider says "other" rather than mislead.
  const leavePresetIfEdited = () => {
    const values = form.getValues();
    const preset = presets.find((p) => p.id === values.provider);
    if (!preset) return;
    const same = (side: 'smtp' | 'imap') =>
      preset[side].host === values[`${side}_host`] &&
      preset[side].port === values[`${side}_port`] &&
      preset[side].security === values[`${side}_security`];
    if (!(same('smtp') && same('imap'))) form.setValue('provider', 'other', { shouldDirty: true });
  };
  const secretHint = (set: boolean) =>
    set ? t(mailbox?.secrets_readable ? 'field.secretSet' : 'field.secretUnreadable') : undefined;
  const provider = form.register('provider');

  return (
    <form
      noValidate
      aria-label={t('kind.legend')}
      onChange={() => {
        onDirty(true);
        leavePresetIfEdited();
      }}
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
      className="flex min-w-0 flex-col gap-4"
    >
      <KindChoice register={form.register('kind')} kind={kind} />
      {kind === 'custom' ? (
        <>
          <FormField id="mailbox-provider" label={t('field.provider')}>
            {() => (
              <select
                id="mailbox-provider"
                className="h-9 rounded-md border border-input bg-background px-2 text-sm sm:max-w-xs"
                {...provider}
                onChange={(e) => {
                  void provider.onChange(e);
                  applyPreset(e.target.value);
                }}
              >
                {MAIL_PROVIDER_IDS.map((id) => (
                  <option key={id} value={id}>
                    {t(`provider.${id}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <FormField
              id="mailbox-sender-name"
              label={t('field.senderName')}
              hint={t('field.senderNameHint')}
              error={errors.sender_name?.message}
            >
              {(a11y) => (
                <Input
                  id="mailbox-sender-name"
                  autoComplete="name"
                  {...a11y}
                  {...form.register('sender_name')}
                />
              )}
            </FormField>
            <FormField id="mailbox-address" label={t('field.address')} error={errors.address?.message}>
              {(a11y) => (
                <Input
                  id="mailbox-address"
                  type="email"
                  autoComplete="email"
                  spellCheck={false}
                  {...a11y}
                  {...form.register('address')}
                />
              )}
            </FormField>
            <FormField
              id="mailbox-password"
              label={t('field.password')}
              hint={secretHint(Boolean(mailbox?.password_set))}
              error={errors.password?.message}
            >
              {(a11y) => (
                <PasswordInput
                  id="mailbox-password"
                  label={t('field.password')}
                  {...a11y}
                  {...form.register('password')}
                />
              )}
            </FormField>
            <FormField
              id="mailbox-auth-password"
              label={t('field.authPassword')}
              hint={secretHint(Boolean(mailbox?.auth_password_set)) ?? t('field.authPasswordHint')}
              error={errors.auth_password?.message}
            >
              {(a11y) => (
                <PasswordInput
                  id="mailbox-auth-password"
                  label={t('field.authPassword')}
                  {...a11y}
                  {...form.register('auth_password')}
                />
              )}
            </FormField>
            <FormField
              id="mailbox-account"
              label={t('field.account')}
              hint={t('field.accountHint')}
              error={errors.account?.message}
            >
              {(a11y) => (
                <Input
                  id="mailbox-account"
                  autoComplete="username"
                  spellCheck={false}
                  {...a11y}
                  {...form.register('account')}
                />
              )}
            </FormField>
          </div>
          <ServerFields form={form} side="smtp" />
          <ServerFields form={form} side="imap" />
        </>
      ) : null}
      {errors.root ? (
        <p role="alert" className="text-sm text-destructive">
          {errors.root.message}
        </p>
      ) : save.isSuccess && !form.formState.isDirty ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t('saved')}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('saving') : t('save')}
        </Button>
        {mailbox ? (
          <Button type="button" variant="outline" onClick={() => setConfirmDelete(true)}>
            {t('delete')}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirmDelete}
        title={t('deleteTitle')}
        description={t('deleteBody')}
        confirmLabel={t('deleteConfirm')}
        destructive
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setConfirmDelete(false)}
      />
    </form>
  );
}
