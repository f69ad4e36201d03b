import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { AD_ACCOUNT_ID_MAX, AD_DATASET_NAME_MAX, AD_TOKEN_MAX } from '@/lib/ads/ad-dataset-values';
import { callApi, isApiError, type ApiOutput } from '@/lib/api/client';
import { ErrorCode } from '@/lib/api/error-codes';
import { useTranslation } from '@/lib/i18n/use-translation';
import { withToast } from '@/lib/toasts';
import { FormField } from '@/components/form/form-field.tsx';
import { NativeSelect } from '@/components/form/native-select';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { AD_DATA_KEY, sampleAccountsQuery } from '../api/ad-data-queries.ts';
import { ClientSelect } from '../shared/client-select.tsx';
import { SampleLabel } from '../shared/sample-label.tsx';
import '@/lib/i18n/namespaces/adData';
import '@/lib/i18n/namespaces/adSources';

const BINDABLE = ['meta', 'tiktok'] as const;
const bindForm = z.object({
  platform: z.enum(BINDABLE),
  account_id: z.string().trim().min(1).max(AD_ACCOUNT_ID_MAX),
  token: z.string().trim().min(1).max(AD_TOKEN_MAX),
  name: z.string().trim().max(AD_DATASET_NAME_MAX),
  client_id: z.string(),
});
type BindForm = z.infer<typeof bindForm>;
type Description = ApiOutput<'adAccount.check'>['account'];

/** Codes of a refusal that belongs to the token field (the rest are the account's, shown above the buttons). */
const TOKEN_CODES: number[] = [
  ErrorCode.AD_TOKEN_REQUIRED,
  ErrorCode.AD_SOURCE_TOKEN_INVALID,
  ErrorCode.AD_SOURCE_NO_PERMISSION,
];

/**
 * Binds an ad account: a Meta or TikTok account read through its platform with a token first (its name,
 * currency, time zone and status shown before it is saved), or one of the two sample accounts, which need none.
 */
export function BindAccountDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="sm:max-w-xl">
        {/* Mounted only while open: each opening starts empty. */}
        <BindForm onClose={onClose} />
      </DialogContent>
    </Dialog>
  );
}

function BindForm({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('adData');
  const queryClient = useQueryClient();
  const samples = useQuery(sampleAccountsQuery());
  const [checked, setChecked] = useState<Description | null>(null);
  const form = useForm<BindForm>({
    resolver: zodResolver(bindForm, {
      error: (issue) =>
        issue.code === 'too_big' ? t('form.tooLong', { max: issue.maximum }) : t('form.required'),
    }),
    defaultValues: { platform: 'meta', account_id: '', token: '', name: '', client_id: '' },
  });
  const { errors } = form.formState;

  const showError = (error: unknown) => {
    if (!isApiError(error)) return form.setError('root', { message: t('failed') });
    const message = t(`errors:code.${error.code}`, { defaultValue: error.message });
    if (TOKEN_CODES.includes(error.code)) form.setError('token', { message }, { shouldFocus: true });
    else if (error.code === ErrorCode.AD_SOURCE_ACCOUNT_NOT_FOUND)
      form.setError('account_id', { message }, { shouldFocus: true });
    else form.setError('root', { message });
  };
  const done = async () => {
    withToast((toast) => toast.success(t('bind.bound')));
    await queryClient.invalidateQueries({ queryKey: AD_DATA_KEY });
    onClose();
  };
  const check = useMutation({
    mutationFn: (values: BindForm) =>
      callApi(
        'adAccount.check',
        { platform: values.platform, account_id: values.account_id, token: values.token },
        { silent: true },
      ),
    onSuccess: (result) => {
      setChecked(result.account);
      if (result.bound_dataset_id) form.setError('root', { message: t('errors:code.10441') });
    },
    onError: showError,
  });
  const bind = useMutation({
    mutationFn: (values: BindForm) =>
      callApi(
        'adAccount.add',
        {
          platform: values.platform,
          account_id: values.account_id,
          token: values.token,
          ...(values.name ? { name: values.name } : {}),
          ...(values.client_id ? { client_id: values.client_id } : {}),
        },
        { silent: true },
      ),
    onSuccess: done,
    onError: showError,
  });
  const bindSample = useMutation({
    mutationFn: (sample: Description) =>
      callApi(
        'adAccount.add',
        {
          platform: sample.platform,
          account_id: sample.account_id,
          ...(form.getValues('client_id') ? { client_id: form.getValues('client_id') } : {}),
        },
        { silent: true },
      ),
    onSuccess: done,
    onError: showError,
  });
  const pending = check.isPending || bind.isPending || bindSample.isPending;

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit((v) => bind.mutate(v))}>
      <DialogHeader>
        <DialogTitle>{t('bind.title')}</DialogTitle>
        <DialogDescription>{t('bind.description')}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id="bind-platform" label={t('bind.platform')} required>
          {(control) => (
            <NativeSelect {...control} {...form.register('platform', { onChange: () => setChecked(null) })}>
              {BINDABLE.map((p) => (
                <option key={p} value={p}>
                  {t(`adSources:platform.${p}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          id="bind-account"
          label={t('bind.accountId')}
          hint={t('bind.accountIdHint')}
          required
          error={errors.account_id?.message}
        >
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              maxLength={AD_ACCOUNT_ID_MAX}
              {...form.register('account_id', { onChange: () => setChecked(null) })}
            />
          )}
        </FormField>
      </div>
      <FormField
        id="bind-token"
        label={t('bind.token')}
        hint={t('bind.tokenHint')}
        required
        error={errors.token?.message}
      >
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="off"
            maxLength={AD_TOKEN_MAX}
            {...form.register('token', { onChange: () => setChecked(null) })}
          />
        )}
      </FormField>
      {checked ? (
        <p role="status" className="rounded-md border border-success/40 bg-success/10 px-3 py-2 text-sm">
          {t('bind.checked', {
            name: checked.name,
            currency: checked.currency,
            timeZone: checked.time_zone,
          })}
          <span className="block text-xs text-muted-foreground">
            {t('bind.status', { status: t(`adSources:status.${checked.status}`) })}
          </span>
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          id="bind-name"
          label={t('bind.name')}
          hint={t('bind.nameHint')}
          error={errors.name?.message}
        >
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              maxLength={AD_DATASET_NAME_MAX}
              {...form.register('name')}
            />
          )}
        </FormField>
        <FormField id="bind-client" label={t('form.client')}>
          {(control) => <ClientSelect {...control} {...form.register('client_id')} />}
        </FormField>
      </div>
      {errors.root ? (
        <p role="alert" className="text-sm text-destructive">
          {errors.root.message}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={pending}
          onClick={form.handleSubmit((v) => check.mutate(v))}
        >
          {check.isPending ? t('bind.checking') : t('bind.check')}
        </Button>
        <Button type="submit" disabled={pending}>
          {t('bind.submit')}
        </Button>
      </DialogFooter>
      <section aria-labelledby="bind-samples" className="flex flex-col gap-2 border-t pt-3">
        <h3 id="bind-samples" className="text-sm font-medium">
          {t('bind.samples')}
        </h3>
        <ul className="flex flex-col gap-2">
          {(samples.data?.list ?? []).map((sample) => (
            <li
              key={sample.account_id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2"
            >
              <span className="flex flex-wrap items-center gap-2 text-sm">
                {sample.name}
                <SampleLabel />
              </span>
              {sample.bound_dataset_id ? (
                <span className="text-sm text-muted-foreground">{t('bind.boundSample')}</span>
              ) : (
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={pending}
                  onClick={() => bindSample.mutate(sample)}
                >
                  {t('bind.bindSample')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      </section>
    </form>
  );
}
