import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/use-translation';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { callApi } from '@/lib/api/client';
import { i18n } from '@/lib/i18n';
import { withToast } from '@/lib/toasts';
import { FormField } from '@/components/form/form-field.tsx';
import { applyKoxServerError, koxIssueText } from '../shared/kox-form-issues.ts';
import { KOX_KEY, type CreatorDetail } from '../api/kox-queries.ts';
import '@/lib/i18n/namespaces/kox';

/** A team price as typed: empty means "the public price applies" (null), else USD with at most 2 decimals. */
const price = z
  .string()
  .trim()
  .refine((v) => v === '' || /^\d{1,10}(\.\d{1,2})?$/.test(v), { error: () => i18n.t('kox:team.priceRule') })
  .transform((v) => (v === '' ? null : Number(v)));

/** kox.teamUpdate's fields, as a form types them: tags comma-separated. */
const teamForm = z.object({
  notes: z.string().max(2000),
  tags: z
    .string()
    .transform((v) => [
      ...new Set(
        v
          .split(/[,，]/)
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.string().max(30)).max(20, { error: () => i18n.t('kox:team.tagsRule') })),
  price_per_post_usd: price,
  price_per_video_usd: price,
});
type TeamForm = z.input<typeof teamForm>;
const FIELDS = ['notes', 'tags', 'price_per_post_usd', 'price_per_video_usd'] as const;

type TeamEntry = NonNullable<CreatorDetail['team']>;

/** The team's own notes, tags and costs of a creator in its database. */
export function TeamEntryForm({
  creatorId,
  entry,
  canEdit,
}: {
  creatorId: string;
  entry: TeamEntry;
  canEdit: boolean;
}) {
  const { t } = useTranslation('kox');
  const queryClient = useQueryClient();
  const form = useForm<TeamForm, unknown, z.output<typeof teamForm>>({
    resolver: zodResolver(teamForm, { error: koxIssueText }),
    defaultValues: {
      notes: entry.notes,
      tags: entry.tags.join(', '),
      price_per_post_usd: entry.price_per_post_usd ?? '',
      price_per_video_usd: entry.price_per_video_usd ?? '',
    },
  });
  const { errors, isDirty } = form.formState;
  const save = useMutation({
    mutationFn: (values: z.output<typeof teamForm>) =>
      callApi('kox.teamUpdate', { creator_id: creatorId, ...values }, { silent: true }),
    onSuccess: async (saved) => {
      form.reset({
        notes: saved.team.notes,
        tags: saved.team.tags.join(', '),
        price_per_post_usd: saved.team.price_per_post_usd ?? '',
        price_per_video_usd: saved.team.price_per_video_usd ?? '',
      });
      withToast((toast) => toast.success(t('team.saved')));
      await queryClient.invalidateQueries({ queryKey: KOX_KEY });
    },
    onError: (error) => applyKoxServerError(error, form.setError, FIELDS),
  });
  return (
    <form
      noValidate
      aria-label={t('team.title')}
      className="flex flex-col gap-3"
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
    >
      <fieldset disabled={!canEdit} className="grid gap-3 sm:grid-cols-2">
        <FormField
          id="kox-team-notes"
          label={t('team.notes')}
          error={errors.notes?.message}
          className="sm:col-span-2"
        >
          {(control) => <Textarea {...control} rows={3} maxLength={2000} {...form.register('notes')} />}
        </FormField>
        <FormField
          id="kox-team-tags"
          label={t('team.tags')}
          hint={t('team.tagsHint')}
          error={errors.tags?.message}
          className="sm:col-span-2"
        >
          {(control) => <Input {...control} autoComplete="off" {...form.register('tags')} />}
        </FormField>
        <FormField
          id="kox-team-post"
          label={t('team.pricePerPost')}
          hint={t('team.priceHint')}
          error={errors.price_per_post_usd?.message}
        >
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              autoComplete="off"
              {...form.register('price_per_post_usd')}
            />
          )}
        </FormField>
        <FormField
          id="kox-team-video"
          label={t('team.pricePerVideo')}
          hint={t('team.priceHint')}
          error={errors.price_per_video_usd?.message}
        >
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              autoComplete="off"
              {...form.register('price_per_video_usd')}
            />
          )}
        </FormField>
      </fieldset>
      {errors.root?.message ? (
        <p role="alert" className="text-sm text-destructive">
          {errors.root.message}
        </p>
      ) : null}
      {canEdit ? (
        <div>
          <Button type="submit" disabled={save.isPending || !isDirty}>
            {t('team.save')}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t('team.readOnly')}</p>
      )}
    </form>
  );
}
