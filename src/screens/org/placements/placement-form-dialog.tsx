import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { callApi } from '@/lib/api/client';
import { PLACEMENT_CHANNEL_VALUES } from '@/lib/org-values';
import { ORG_KEY, projectTreeQuery, type PlacementRow } from '../api/org-queries.ts';
import { FormField } from '@/components/form/form-field.tsx';
import { applyServerError, formIssueText } from '../form/form-issues.ts';
import { NativeSelect } from '@/components/form/native-select.tsx';
import {
  PLACEMENT_FIELDS,
  placementForm,
  statusChoices,
  type PlacementFormInput,
  type PlacementFormOutput,
} from './placement-rules.ts';
import type { PlacementStatus } from '@/lib/placement-status';
import { FormFooter } from '../form/form-footer.tsx';
import '@/lib/i18n/namespaces/org';

export interface PlacementEdit {
  /** null adds a placement. */
  placement: PlacementRow | null;
  /** A status move that needs more (dates): the form opens with it chosen. */
  status?: PlacementStatus;
}

interface PlacementFormDialogProps {
  edit: PlacementEdit | null;
  teamId: string | null;
  defaultProjectId: string;
  onClose(): void;
}

export function PlacementFormDialog({ edit, teamId, defaultProjectId, onClose }: PlacementFormDialogProps) {
  const { t } = useTranslation('org');
  const queryClient = useQueryClient();
  const open = edit !== null;
  const placement = edit?.placement ?? null;
  const tree = useQuery({ ...projectTreeQuery(teamId), enabled: open });
  const form = useForm<PlacementFormInput, unknown, PlacementFormOutput>({
    resolver: zodResolver(placementForm, { error: formIssueText }),
  });
  const { errors } = form.formState;
  useEffect(() => {
    if (!edit) return;
    const p = edit.placement;
    form.reset({
      project_id: p?.project.project_id ?? defaultProjectId,
      name: p?.name ?? '',
      channel: p?.channel ?? 'social',
      media: p?.media ?? '',
      format: p?.format ?? '',
      budget: p?.budget ?? '',
      currency: p?.currency ?? 'CNY',
      start_date: p?.start_date ?? '',
      end_date: p?.end_date ?? '',
      status: edit.status ?? p?.status ?? 'planned',
      notes: p?.notes ?? '',
    });
  }, [edit, defaultProjectId, form]);
  const save = useMutation({
    mutationFn: (values: PlacementFormOutput) =>
      placement
        ? callApi('placement.update', { placement_id: placement.placement_id, ...values }, { silent: true })
        : callApi('placement.add', values, { silent: true }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ORG_KEY });
      onClose();
    },
    onError: (error) => applyServerError(error, form.setError, PLACEMENT_FIELDS),
  });
  // New placements go under open projects; a placement already under an archived one may stay there.
  const projectGroups = (tree.data ?? [])
    .map((client) => ({
      ...client,
      projects: client.projects.filter(
        (p) => p.status === 'active' || p.project_id === placement?.project.project_id,
      ),
    }))
    .filter((client) => client.projects.length > 0);
  const statuses = statusChoices(placement?.status ?? null);

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl">
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={form.handleSubmit((values) => save.mutate(values))}
        >
          <DialogHeader>
            <DialogTitle>{placement ? t('placement.editTitle') : t('placement.addTitle')}</DialogTitle>
            <DialogDescription>{t('placement.formHint')}</DialogDescription>
          </DialogHeader>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField
              id="placement-project"
              label={t('placement.project')}
              required
              error={errors.project_id?.message}
              className="sm:col-span-2"
            >
              {(control) => (
                <NativeSelect {...control} {...form.register('project_id')}>
                  <option value="">{tree.isPending ? t('loading') : t('form.choose')}</option>
                  {projectGroups.map((client) => (
                    <optgroup key={client.client_id} label={client.name}>
                      {client.projects.map((p) => (
                        <option key={p.project_id} value={p.project_id}>
                          {p.name}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <FormField
              id="placement-name"
              label={t('placement.name')}
              required
              error={errors.name?.message}
              className="sm:col-span-2"
            >
              {(control) => (
                <Input {...control} maxLength={120} autoComplete="off" {...form.register('name')} />
              )}
            </FormField>
            <FormField
              id="placement-channel"
              label={t('placement.channel')}
              required
              error={errors.channel?.message}
            >
              {(control) => (
                <NativeSelect {...control} {...form.register('channel')}>
                  {PLACEMENT_CHANNEL_VALUES.map((c) => (
                    <option key={c} value={c}>
                      {t(`channel.${c}`)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <FormField
              id="placement-status"
              label={t('column.status')}
              required
              hint={placement ? t('placement.statusHint') : t('placement.startHint')}
              error={errors.status?.message}
            >
              {(control) => (
                <NativeSelect {...control} {...form.register('status')}>
                  {statuses.map((s) => (
                    <option key={s} value={s}>
                      {t(`status.${s}`)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <FormField
              id="placement-media"
              label={t('placement.media')}
              hint={t('placement.mediaHint')}
              error={errors.media?.message}
            >
              {(control) => <Input {...control} maxLength={120} {...form.register('media')} />}
            </FormField>
            <FormField
              id="placement-format"
              label={t('placement.format')}
              hint={t('placement.formatHint')}
              error={errors.format?.message}
            >
              {(control) => <Input {...control} maxLength={120} {...form.register('format')} />}
            </FormField>
            <FormField
              id="placement-budget"
              label={t('placement.budget')}
              required
              hint={t('placement.budgetHint')}
              error={errors.budget?.message}
            >
              {(control) => <Input {...control} inputMode="decimal" {...form.register('budget')} />}
            </FormField>
            <FormField
              id="placement-currency"
              label={t('placement.currency')}
              required
              hint={t('placement.currencyHint')}
              error={errors.currency?.message}
            >
              {(control) => (
                <Input
                  {...control}
                  maxLength={3}
                  autoCapitalize="characters"
                  {...form.register('currency')}
                />
              )}
            </FormField>
            <FormField id="placement-start" label={t('column.start')} error={errors.start_date?.message}>
              {(control) => <Input {...control} type="date" {...form.register('start_date')} />}
            </FormField>
            <FormField id="placement-end" label={t('column.end')} error={errors.end_date?.message}>
              {(control) => <Input {...control} type="date" {...form.register('end_date')} />}
            </FormField>
            <FormField
              id="placement-notes"
              label={t('placement.notes')}
              error={errors.notes?.message}
              className="sm:col-span-2"
            >
              {(control) => <Textarea {...control} maxLength={2000} rows={3} {...form.register('notes')} />}
            </FormField>
          </div>
          <FormFooter
            rootError={errors.root?.message}
            submitLabel={placement ? t('form.save') : t('placement.add')}
            pending={save.isPending}
            onCancel={onClose}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
