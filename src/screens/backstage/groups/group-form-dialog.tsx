import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { z } from 'zod';
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
import { Textarea } from '@/components/ui/textarea';
import { callApi } from '@/lib/api/client';
import { backstageEndpoints } from '@/lib/api/endpoints/backstage';
import { withToast } from '@/lib/toasts';
import { failureMessage, isConflict } from '../shared/api-failure.ts';
import { FormField, SERVER_ERROR, useFieldErrorText } from '../shared/form-field.tsx';
import { backstageKeys } from '../shared/query-keys.ts';
import type { Group } from './group-columns.tsx';
import '@/lib/i18n/namespaces/backstage';

// One form for adding and editing: the add schema checks both (an edit sends both fields).
const groupSchema = backstageEndpoints['group.add'].input;
type GroupInput = z.input<typeof groupSchema>;
type GroupValues = z.output<typeof groupSchema>;

/** `group` null: a new group; a group: edit it. */
export function GroupFormDialog({ group, onClose }: { group: Group | null; onClose(): void }) {
  const { t } = useTranslation('backstage');
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {group ? t('groups.form.editTitle', { name: group.name }) : t('groups.form.addTitle')}
          </DialogTitle>
          <DialogDescription>{t('groups.form.body')}</DialogDescription>
        </DialogHeader>
        <GroupForm group={group} onDone={onClose} />
      </DialogContent>
    </Dialog>
  );
}

function GroupForm({ group, onDone }: { group: Group | null; onDone(): void }) {
  const { t } = useTranslation('backstage');
  const id = useId();
  const errorText = useFieldErrorText();
  const queryClient = useQueryClient();
  const form = useForm<GroupInput, unknown, GroupValues>({
    resolver: zodResolver(groupSchema),
    defaultValues: { name: group?.name ?? '', description: group?.description ?? '' },
  });
  const save = useMutation({
    mutationFn: (values: GroupValues) =>
      group
        ? callApi('group.update', { group_id: group.group_id, ...values }, { silent: true })
        : callApi('group.add', values, { silent: true }),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: backstageKeys.groups });
      withToast((toast) =>
        toast.success(t(group ? 'groups.form.saved' : 'groups.form.added', { name: saved.name })),
      );
      onDone();
    },
    onError: (error) => {
      if (isConflict(error))
        form.setError(
          'name',
          { type: SERVER_ERROR, message: t('groups.form.duplicate') },
          { shouldFocus: true },
        );
    },
  });
  const { errors } = form.formState;

  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={form.handleSubmit((v) => save.mutate(v))}>
      <FormField
        id={`${id}-name`}
        label={t('groups.form.name')}
        hint={t('groups.form.nameHint')}
        error={errorText(errors.name, { max: 60, invalid: t('form.oneLine') })}
      >
        {(control) => <Input {...control} autoComplete="off" maxLength={60} {...form.register('name')} />}
      </FormField>
      <FormField
        id={`${id}-description`}
        label={t('groups.form.description')}
        error={errorText(errors.description, { max: 500 })}
      >
        {(control) => <Textarea {...control} rows={3} maxLength={500} {...form.register('description')} />}
      </FormField>
      {save.error && !isConflict(save.error) ? (
        <p role="alert" className="text-sm text-destructive">
          {failureMessage(save.error)}
        </p>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {t('cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={save.isPending}>
          {group ? t('save') : t('groups.form.create')}
        </Button>
      </DialogFooter>
    </form>
  );
}
