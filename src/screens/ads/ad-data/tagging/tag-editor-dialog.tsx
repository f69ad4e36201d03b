import { useEffect, useMemo } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { AD_TAG_MAX_LENGTH } from '@/lib/ads/ad-tags';
import { TAG_DIMENSIONS, type TagDimension } from '@/lib/ads/ad-values';
import { callApi, isApiError } from '@/lib/api/client';
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
import { AD_DATA_KEY } from '../api/ad-data-queries.ts';
import '@/lib/i18n/namespaces/adData';
import '@/lib/i18n/namespaces/adTags';

// eslint-disable-next-line no-control-regex -- a tag is one line of visible text
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** The correction's fields, with the sentences of their limits in the user's language. */
const tagForm = (tooLong: string, control: string) =>
  z.object({
    dimension: z.enum(TAG_DIMENSIONS),
    tag: z
      .string()
      .trim()
      .max(AD_TAG_MAX_LENGTH, tooLong)
      .refine((v) => !CONTROL.test(v), control),
  });
type Form = z.infer<ReturnType<typeof tagForm>>;

export interface TagEdit {
  adIds: string[];
  /** What the dialog shows it for: an ad's name, or how many ads are selected. */
  label: string;
  /** The dimension to start on; a bulk edit may choose another. */
  dimension: TagDimension;
  /** The tag shown now, and whether it is a person's correction (then it can be removed). */
  current: string | null;
  corrected: boolean;
}

/**
 * A person's correction of ads' tag in one dimension: a tag of their own, "no tag", or back to what the rules
 * and proposals say. It wins over them from now on, also after a new upload or new rules.
 */
export function TagEditorDialog({
  datasetId,
  edit,
  onClose,
}: {
  datasetId: string;
  edit: TagEdit | null;
  onClose(): void;
}) {
  const { t } = useTranslation('adData');
  const queryClient = useQueryClient();
  const schema = useMemo(
    () => tagForm(t('form.tooLong', { max: AD_TAG_MAX_LENGTH }), t('tags.controlCharacters')),
    [t],
  );
  const form = useForm<Form>({
    resolver: zodResolver(schema),
    defaultValues: { dimension: 'product', tag: '' },
  });
  useEffect(() => {
    if (edit) form.reset({ dimension: edit.dimension, tag: edit.current ?? '' });
  }, [edit, form]);
  const correct = useMutation({
    mutationFn: (input: { dimension: TagDimension; tag: string | null; action: 'set' | 'clear' }) =>
      callApi('adTags.correct', { dataset_id: datasetId, ad_ids: edit!.adIds, ...input }, { silent: true }),
    onSuccess: async (_result, input) => {
      withToast((toast) => toast.success(t(input.action === 'clear' ? 'tags.cleared' : 'tags.corrected')));
      await queryClient.invalidateQueries({ queryKey: AD_DATA_KEY });
      onClose();
    },
    onError: (error) =>
      form.setError('root', {
        message: isApiError(error)
          ? t(`errors:code.${error.code}`, { defaultValue: error.message })
          : t('failed'),
      }),
  });
  const set = (tag: string | null) =>
    correct.mutate({ dimension: form.getValues('dimension'), tag, action: 'set' });
  const { errors } = form.formState;

  return (
    <Dialog open={edit !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={form.handleSubmit(({ tag }) =>
            tag ? set(tag) : form.setError('tag', { message: t('form.required') }),
          )}
        >
          <DialogHeader>
            <DialogTitle>{t('tags.editTitle', { ad: edit?.label ?? '' })}</DialogTitle>
            <DialogDescription>{t('tags.editHint')}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField id="tag-dimension" label={t('tags.dimension')}>
              {(control) => (
                <NativeSelect {...control} {...form.register('dimension')}>
                  {TAG_DIMENSIONS.map((d) => (
                    <option key={d} value={d}>
                      {t(`adTags:dimension.${d}`)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <FormField id="tag-word" label={t('tags.tag')} error={errors.tag?.message}>
              {(control) => (
                <Input
                  {...control}
                  autoComplete="off"
                  maxLength={AD_TAG_MAX_LENGTH}
                  {...form.register('tag')}
                />
              )}
            </FormField>
          </div>
          {errors.root ? (
            <p role="alert" className="text-sm text-destructive">
              {errors.root.message}
            </p>
          ) : null}
          <DialogFooter className="flex-wrap gap-2">
            {edit?.corrected ? (
              <Button
                type="button"
                variant="ghost"
                disabled={correct.isPending}
                onClick={() =>
                  correct.mutate({ dimension: form.getValues('dimension'), tag: null, action: 'clear' })
                }
              >
                {t('tags.undo')}
              </Button>
            ) : null}
            <Button type="button" variant="outline" disabled={correct.isPending} onClick={() => set(null)}>
              {t('tags.noTag')}
            </Button>
            <Button type="submit" disabled={correct.isPending}>
              {t('tags.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
