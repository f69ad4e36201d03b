import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '@/lib/i18n/use-translation';
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
import { FormField } from '@/components/form/form-field.tsx';
import { callApi } from '@/lib/api/client';
import { KOX_PROJECT_NAME_MAX } from '@/lib/kox-project-values';
import { withToast } from '@/lib/toasts';
import { ImportClientField } from '../import/import-client-field.tsx';
import {
  createInputOf,
  localNow,
  updateInputOf,
  projectErrorField,
  projectErrorText,
  projectFormSchema,
  type ProjectFormValues,
} from './project-form.ts';
import { PROJECTS_KEY, type KoxProject } from './project-queries.ts';
import { TemplatePicker } from './template-picker.tsx';
import '@/lib/i18n/namespaces/koxProject';

interface ProjectDialogProps {
  open: boolean;
  teamId: string | null;
  restricted: boolean;
  /** The project to edit; a new one is created without it. */
  project?: KoxProject;
  onClose(): void;
  onSaved(project: KoxProject): void;
}

const startValues = (): ProjectFormValues => ({
  name: '',
  start_at: localNow(),
  batch_outreach: false,
  template_id: '',
  client_id: '',
});

const valuesOf = (project: KoxProject): ProjectFormValues => ({
  name: project.name,
  start_at: localNow(new Date(project.start_at)),
  batch_outreach: project.batch_outreach,
  template_id: project.template_id ?? '',
  client_id: project.client?.client_id ?? '',
});

/**
 * Spec §3 project: name, start time, batch outreach and client; §5's messages under each field. Editing changes
 * all but the client (the project's work is filed under it).
 */
export function ProjectDialog({ open, teamId, restricted, project, onClose, onSaved }: ProjectDialogProps) {
  const { t } = useTranslation('koxProject');
  const queryClient = useQueryClient();
  const form = useForm<ProjectFormValues, unknown, z.output<typeof projectFormSchema>>({
    resolver: zodResolver(projectFormSchema),
    defaultValues: project ? valuesOf(project) : startValues(),
  });
  const save = useMutation({
    mutationFn: (values: z.output<typeof projectFormSchema>) =>
      project
        ? callApi('koxProject.update', updateInputOf(project.project_id, values), { silent: true })
        : callApi('koxProject.create', createInputOf(values), { silent: true }),
    onSuccess: async (saved) => {
      withToast((toast) => toast.success(t(project ? 'updated' : 'created', { name: saved.name })));
      await queryClient.invalidateQueries({ queryKey: PROJECTS_KEY });
      form.reset(project ? valuesOf(saved) : startValues());
      onSaved(saved);
    },
    onError: (error) =>
      form.setError(projectErrorField(error), { message: projectErrorText(error) }, { shouldFocus: true }),
  });
  const errors = form.formState.errors;
  const batchOutreach = useWatch({ control: form.control, name: 'batch_outreach' });
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={form.handleSubmit((values) => save.mutate(values))}
        >
          <DialogHeader>
            <DialogTitle>{t(project ? 'form.editTitle' : 'form.title')}</DialogTitle>
            <DialogDescription>{t(project ? 'form.editHint' : 'form.hint')}</DialogDescription>
          </DialogHeader>
          <FormField id="kox-project-name" label={t('form.name')} required error={errors.name?.message}>
            {(control) => (
              <Input
                {...control}
                maxLength={KOX_PROJECT_NAME_MAX + 20}
                autoComplete="off"
                {...form.register('name')}
              />
            )}
          </FormField>
          <FormField id="kox-project-start" label={t('form.start')} required error={errors.start_at?.message}>
            {(control) => <Input {...control} type="datetime-local" {...form.register('start_at')} />}
          </FormField>
          {project ? null : (
            <Controller
              control={form.control}
              name="client_id"
              render={({ field }) => (
                <ImportClientField
                  teamId={teamId}
                  restricted={restricted}
                  value={field.value}
                  onChange={field.onChange}
                  disabled={save.isPending}
                />
              )}
            />
          )}
          <div className="flex flex-col gap-1">
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4"
                aria-invalid={Boolean(errors.batch_outreach)}
                aria-describedby="kox-project-outreach-hint"
                {...form.register('batch_outreach')}
              />
              {t('form.outreach')}
            </label>
            <p id="kox-project-outreach-hint" className="text-xs text-muted-foreground">
              {t('form.outreachHint')}
            </p>
            {errors.batch_outreach?.message ? (
              <p role="alert" className="text-sm text-destructive">
                {errors.batch_outreach.message}
              </p>
            ) : null}
          </div>
          {batchOutreach ? (
            <TemplatePicker
              teamId={teamId}
              error={errors.template_id?.message}
              registration={form.register('template_id')}
            />
          ) : null}
          {errors.root?.message ? (
            <p role="alert" className="text-sm text-destructive">
              {errors.root.message}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {t(project ? 'form.saveChanges' : 'form.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
