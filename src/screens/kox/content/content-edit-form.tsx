import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { FormField } from '@/components/form/form-field.tsx';
import { NativeSelect } from '@/components/form/native-select.tsx';
import { callApi } from '@/lib/api/client';
import { i18n } from '@/lib/i18n';
import { withToast } from '@/lib/toasts';
import { COOPERATION_TYPES } from '@/lib/kox-import-values';
import { applyKoxServerError, koxIssueText } from '../shared/kox-form-issues.ts';
import { KOX_KEY } from '../api/kox-queries.ts';
import type { ContentDetail } from './content-queries.ts';
import '@/lib/i18n/namespaces/koxImport';

/** The §5 content rules as typed: price in USD 0 or more with at most 2 decimals, views a whole number. */
const contentForm = z.object({
  title: z.string().trim().max(300),
  price_usd: z
    .string()
    .trim()
    .refine((v) => /^\d{1,10}(\.\d{1,2})?$/.test(v), { error: () => i18n.t('koxImport:edit.priceRule') })
    .transform(Number),
  views: z
    .string()
    .trim()
    .refine((v) => /^\d{1,15}$/.test(v), { error: () => i18n.t('koxImport:edit.viewsRule') })
    .transform(Number),
  cooperation_type: z.enum(COOPERATION_TYPES),
  deal: z.enum(['deal', 'non_deal']).transform((v) => v === 'deal'),
});
type ContentForm = z.input<typeof contentForm>;
const FIELDS = ['title', 'price_usd', 'views', 'cooperation_type', 'deal'] as const;

const formValues = (c: ContentDetail): ContentForm => ({
  title: c.title,
  price_usd: String(c.price_usd),
  views: String(c.views),
  cooperation_type: c.cooperation_type,
  deal: c.deal ? 'deal' : 'non_deal',
});

/**
 * Corrects a content record (the link stays: it is what the record is) and deletes it after asking. Views sent
 * unchanged are not sent, so they do not add a reading to the views over time.
 */
export function ContentEditForm({ content }: { content: ContentDetail }) {
  const { t } = useTranslation('koxImport');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const form = useForm<ContentForm, unknown, z.output<typeof contentForm>>({
    resolver: zodResolver(contentForm, { error: koxIssueText }),
    defaultValues: formValues(content),
  });
  const { errors, isDirty } = form.formState;
  const save = useMutation({
    mutationFn: ({ views, ...values }: z.output<typeof contentForm>) =>
      callApi(
        'kox.contentUpdate',
        { content_id: content.content_id, ...values, ...(views === content.views ? {} : { views }) },
        { silent: true },
      ),
    onSuccess: async (saved) => {
      form.reset(formValues({ ...content, ...saved }));
      withToast((toast) => toast.success(t('edit.saved')));
      await queryClient.invalidateQueries({ queryKey: KOX_KEY });
    },
    onError: (error) => applyKoxServerError(error, form.setError, FIELDS),
  });
  const remove = useMutation({
    mutationFn: () => callApi('kox.contentDelete', { content_ids: [content.content_id] }),
    onSuccess: async () => {
      setConfirming(false);
      withToast((toast) => toast.success(t('edit.deleted')));
      queryClient.removeQueries({ queryKey: [...KOX_KEY, 'contentDetail'] });
      await queryClient.invalidateQueries({ queryKey: KOX_KEY });
      const creator = content.creator?.creator_id;
      await (creator
        ? navigate({ to: '/writer/kox/detail', search: { id: creator } })
        : navigate({ to: '/writer/kox/list' }));
    },
  });
  return (
    <form
      noValidate
      aria-label={t('edit.title')}
      className="flex flex-col gap-3"
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          id="kox-content-title"
          label={t('columns.title')}
          error={errors.title?.message}
          className="sm:col-span-2"
        >
          {(control) => <Input {...control} autoComplete="off" maxLength={300} {...form.register('title')} />}
        </FormField>
        <FormField id="kox-content-price" label={t('columns.price_usd')} error={errors.price_usd?.message}>
          {(control) => (
            <Input {...control} inputMode="decimal" autoComplete="off" {...form.register('price_usd')} />
          )}
        </FormField>
        <FormField
          id="kox-content-views"
          label={t('columns.views')}
          hint={t('edit.viewsHint')}
          error={errors.views?.message}
        >
          {(control) => (
            <Input {...control} inputMode="numeric" autoComplete="off" {...form.register('views')} />
          )}
        </FormField>
        <FormField id="kox-content-cooperation" label={t('columns.cooperation_type')}>
          {(control) => (
            <NativeSelect
              {...control}
              defaultValue={content.cooperation_type}
              {...form.register('cooperation_type')}
            >
              {COOPERATION_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`cooperation.${type}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id="kox-content-deal" label={t('columns.deal')}>
          {(control) => (
            <NativeSelect
              {...control}
              defaultValue={content.deal ? 'deal' : 'non_deal'}
              {...form.register('deal')}
            >
              <option value="deal">{t('deal.deal')}</option>
              <option value="non_deal">{t('deal.non_deal')}</option>
            </NativeSelect>
          )}
        </FormField>
      </div>
      {errors.root?.message ? (
        <p role="alert" className="text-sm text-destructive">
          {errors.root.message}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending || !isDirty}>
          {t('edit.save')}
        </Button>
        <Button type="button" variant="outline" onClick={() => setConfirming(true)}>
          {t('edit.delete')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('edit.deleteTitle')}
        description={t('edit.deleteBody')}
        confirmLabel={t('edit.delete')}
        destructive
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}
