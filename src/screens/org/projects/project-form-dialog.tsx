import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/use-translation';
import { z } from 'zod';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { callApi } from '@/lib/api/client';
import { PROJECT_STATUS_VALUES } from '@/lib/org-values';
import { description, displayName } from '@/lib/api/endpoints/org-fields';
import { ORG_KEY, projectTreeQuery, type ProjectRow } from '../api/org-queries.ts';
import { endNotBeforeStart, optionalDay } from '../form/date-fields.ts';
import { FormField } from '@/components/form/form-field.tsx';
import { applyServerError, formIssueText } from '../form/form-issues.ts';
import { NativeSelect } from '@/components/form/native-select.tsx';
import { FormFooter } from '../form/form-footer.tsx';
import '@/lib/i18n/namespaces/org';

/** project.add / project.update with the same limits; the end may not come before the start. */
const projectForm = z
  .object({
    client_id: z.string().min(1),
    name: displayName(80),
    description: description(1000),
    start_date: optionalDay,
    end_date: optionalDay,
    status: z.enum(PROJECT_STATUS_VALUES),
  })
  .superRefine(endNotBeforeStart);
type ProjectFormInput = z.input<typeof projectForm>;
type ProjectFormOutput = z.output<typeof projectForm>;
const FIELDS = ['client_id', 'name', 'description', 'start_date', 'end_date', 'status'] as const;

interface ProjectFormDialogProps {
  open: boolean;
  project: ProjectRow | null;
  teamId: string | null;
  /** The client a new project starts under (the screen's client filter). */
  defaultClientId: string;
  onClose(): void;
}

export function ProjectFormDialog({
  open,
  project,
  teamId,
  defaultClientId,
  onClose,
}: ProjectFormDialogProps) {
  const { t } = useTranslation('org');
  const queryClient = useQueryClient();
  const tree = useQuery({ ...projectTreeQuery(teamId), enabled: open });
  const form = useForm<ProjectFormInput, unknown, ProjectFormOutput>({
    resolver: zodResolver(projectForm, { error: formIssueText }),
  });
  const { errors } = form.formState;
  useEffect(() => {
    if (!open) return;
    form.reset({
      client_id: project?.client.client_id ?? defaultClientId,
      name: project?.name ?? '',
      description: project?.description ?? '',
      start_date: project?.start_date ?? '',
      end_date: project?.end_date ?? '',
      status: project?.status ?? 'active',
    });
  }, [open, project, defaultClientId, form]);
  const save = useMutation({
    mutationFn: ({ status, ...values }: ProjectFormOutput) =>
      project
        ? callApi('project.update', { project_id: project.project_id, ...values, status }, { silent: true })
        : callApi('project.add', values, { silent: true }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ORG_KEY });
      onClose();
    },
    onError: (error) => applyServerError(error, form.setError, FIELDS),
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={form.handleSubmit((values) => save.mutate(values))}
        >
          <DialogHeader>
            <DialogTitle>{project ? t('project.editTitle') : t('project.addTitle')}</DialogTitle>
            <DialogDescription>{t('project.formHint')}</DialogDescription>
          </DialogHeader>
          <FormField
            id="project-client"
            label={t('project.client')}
            required
            error={errors.client_id?.message}
          >
            {(control) => (
              <NativeSelect {...control} {...form.register('client_id')}>
                <option value="">{tree.isPending ? t('loading') : t('form.choose')}</option>
                {(tree.data ?? []).map((c) => (
                  <option key={c.client_id} value={c.client_id}>
                    {c.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField id="project-name" label={t('project.name')} required error={errors.name?.message}>
            {(control) => <Input {...control} maxLength={80} autoComplete="off" {...form.register('name')} />}
          </FormField>
          <FormField
            id="project-description"
            label={t('project.description')}
            error={errors.description?.message}
          >
            {(control) => (
              <Textarea {...control} maxLength={1000} rows={3} {...form.register('description')} />
            )}
          </FormField>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField id="project-start" label={t('column.start')} error={errors.start_date?.message}>
              {(control) => <Input {...control} type="date" {...form.register('start_date')} />}
            </FormField>
            <FormField id="project-end" label={t('column.end')} error={errors.end_date?.message}>
              {(control) => <Input {...control} type="date" {...form.register('end_date')} />}
            </FormField>
          </div>
          {project ? (
            <FormField
              id="project-status"
              label={t('column.status')}
              hint={t('project.statusHint')}
              error={errors.status?.message}
            >
              {(control) => (
                <NativeSelect {...control} {...form.register('status')}>
                  {PROJECT_STATUS_VALUES.map((s) => (
                    <option key={s} value={s}>
                      {t(`status.${s}`)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          ) : null}
          <FormFooter
            rootError={errors.root?.message}
            submitLabel={project ? t('form.save') : t('project.add')}
            pending={save.isPending}
            onCancel={onClose}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
