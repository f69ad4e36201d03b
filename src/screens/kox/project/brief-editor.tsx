import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useTranslation } from '@/lib/i18n/use-translation';
import { FormField } from '@/components/form/form-field.tsx';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { callApi } from '@/lib/api/client';
import { i18n } from '@/lib/i18n';
import { KOX_PROJECT_BRIEF_MAX } from '@/lib/kox-project-values';
import { KOX_BRIEF_FIELDS, type KoxBriefField } from '@/lib/kox-recommend-values';
import { withToast } from '@/lib/toasts';
import { Section } from '../detail/section.tsx';
import { projectErrorText } from './project-form.ts';
import { PROJECTS_KEY, type KoxProject } from './project-queries.ts';
import '@/lib/i18n/namespaces/koxProject';

const briefSchema = z.object(
  Object.fromEntries(
    KOX_BRIEF_FIELDS.map((f) => [
      f,
      z.string().max(KOX_PROJECT_BRIEF_MAX, {
        error: () => i18n.t('koxProject:form.rule.tooLong', { max: KOX_PROJECT_BRIEF_MAX }),
      }),
    ]),
  ) as Record<KoxBriefField, z.ZodString>,
);
type BriefValues = z.infer<typeof briefSchema>;

/** Spec §3's eight brief fields, saved together; what the outreach drafts are written from. */
export function BriefEditor({ project, canEdit }: { project: KoxProject; canEdit: boolean }) {
  const { t } = useTranslation('koxProject');
  const queryClient = useQueryClient();
  const form = useForm<BriefValues>({ resolver: zodResolver(briefSchema), defaultValues: project.brief });
  const save = useMutation({
    mutationFn: (brief: BriefValues) =>
      callApi('koxProject.briefUpdate', { project_id: project.project_id, brief }, { silent: true }),
    onSuccess: async (saved) => {
      withToast((toast) => toast.success(t('brief.saved')));
      form.reset(saved.brief);
      await queryClient.invalidateQueries({ queryKey: PROJECTS_KEY });
    },
    onError: (error) => form.setError('root', { message: projectErrorText(error) }),
  });
  const errors = form.formState.errors;
  return (
    <Section id="kox-project-brief" title={t('brief.title')}>
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={form.handleSubmit((values) => save.mutate(values))}
      >
        <div className="grid gap-3 md:grid-cols-2">
          {KOX_BRIEF_FIELDS.map((field) => (
            <FormField
              key={field}
              id={`kox-project-brief-${field}`}
              label={t(`brief.field.${field}`)}
              error={errors[field]?.message}
            >
              {(control) => <Textarea {...control} rows={2} readOnly={!canEdit} {...form.register(field)} />}
            </FormField>
          ))}
        </div>
        {errors.root?.message ? (
          <p role="alert" className="text-sm text-destructive">
            {errors.root.message}
          </p>
        ) : null}
        {canEdit ? (
          <div>
            <Button type="submit" disabled={save.isPending || !form.formState.isDirty}>
              {t('brief.save')}
            </Button>
          </div>
        ) : null}
      </form>
    </Section>
  );
}
