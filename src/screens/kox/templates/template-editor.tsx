import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldErrors, type Path } from 'react-hook-form';
import { ArrowLeft } from 'lucide-react';
import { FormField } from '@/components/form/form-field.tsx';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { callApi, isApiError } from '@/lib/api/client';
import { ErrorCode } from '@/lib/api/error-codes';
import { useTranslation } from '@/lib/i18n/use-translation';
import { TEMPLATE_LIMITS as L } from '@/lib/kox-template-values';
import { withToast } from '@/lib/toasts';
import { newTemplateValues, templateForm, valuesOf, type TemplateFormValues } from './template-form.ts';
import { templateIssueText, templateZodText } from './template-issue-text.ts';
import { TEMPLATES_KEY, templateDetailQuery, type TemplateDetail } from './template-queries.ts';
import { TemplateFieldList } from './template-field-list.tsx';
import { TemplateLabelList } from './template-label-list.tsx';
import '@/lib/i18n/namespaces/koxTemplate';

/** How many messages a failed check left in the form (nested arrays included). */
function countProblems(errors: FieldErrors): number {
  let n = 0;
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    if ('message' in node && typeof (node as { message?: unknown }).message === 'string') n += 1;
    else Object.values(node).forEach(walk);
  };
  walk(errors);
  return n;
}

interface TemplateEditorProps {
  /** 'new' for a template to create. */
  templateId: string;
  readOnly: boolean;
  onOpen(templateId: string): void;
  onBack(): void;
}

/** Loads the template (or starts a new one) and edits it. */
export function TemplateEditor(props: TemplateEditorProps) {
  const { t } = useTranslation('koxTemplate');
  const isNew = props.templateId === 'new';
  const detail = useQuery({ ...templateDetailQuery(props.templateId), enabled: !isNew });
  if (isNew) return <TemplateForm {...props} template={null} />;
  if (detail.isSuccess)
    return <TemplateForm key={detail.data.template_id} {...props} template={detail.data} />;
  if (detail.isError)
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border p-8 text-center">
        <p className="text-sm text-destructive">
          {isApiError(detail.error) && detail.error.code === ErrorCode.NOT_FOUND
            ? t('editor.notFound')
            : t('failed')}
        </p>
        <div className="flex gap-2">
          <Button variant="outline" onClick={props.onBack}>
            {t('editor.back')}
          </Button>
          <Button variant="outline" onClick={() => void detail.refetch()}>
            {t('retry')}
          </Button>
        </div>
      </div>
    );
  return <Skeleton role="status" aria-label={t('loading')} className="h-96 w-full rounded-xl" />;
}

function TemplateForm({
  template,
  readOnly,
  onOpen,
  onBack,
}: TemplateEditorProps & { template: TemplateDetail | null }) {
  const { t } = useTranslation('koxTemplate');
  const queryClient = useQueryClient();
  const [defaults] = useState(() => (template ? valuesOf(template) : newTemplateValues()));
  const form = useForm<TemplateFormValues>({
    resolver: zodResolver(templateForm, { error: templateZodText }),
    defaultValues: defaults,
  });
  const [problems, setProblems] = useState(0);
  const { errors } = form.formState;
  const save = useMutation({
    mutationFn: (values: TemplateFormValues) =>
      template
        ? callApi('koxTemplate.update', { template_id: template.template_id, ...values }, { silent: true })
        : callApi('koxTemplate.create', values, { silent: true }),
    onSuccess: async (result) => {
      queryClient.setQueryData(templateDetailQuery(result.template_id).queryKey, result);
      await queryClient.invalidateQueries({ queryKey: [...TEMPLATES_KEY, 'list'] });
      // The saved labels' ids, so the next save edits them rather than adding them again.
      form.reset(valuesOf(result));
      withToast((toast) => toast.success(t('editor.saved')));
      if (!template) onOpen(result.template_id);
    },
    onError: (error) => {
      const issues =
        isApiError(error) && error.code === ErrorCode.KOX_TEMPLATE_INVALID ? (error.issues ?? []) : [];
      issues.forEach((issue, i) =>
        form.setError(
          issue.path as Path<TemplateFormValues>,
          { message: templateIssueText(issue) },
          { shouldFocus: i === 0 },
        ),
      );
      setProblems(issues.length);
      if (issues.length === 0)
        form.setError('root', { message: isApiError(error) ? error.message : t('failed') });
    },
  });
  const submit = form.handleSubmit(
    (values) => {
      setProblems(0);
      save.mutate(values);
    },
    (invalid) => {
      setProblems(countProblems(invalid));
    },
  );
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-4"
      aria-labelledby="template-editor-title"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 items-center gap-2">
          <Button type="button" variant="ghost" size="icon" aria-label={t('editor.back')} onClick={onBack}>
            <ArrowLeft aria-hidden />
          </Button>
          <h2 id="template-editor-title" className="truncate text-lg font-semibold">
            {template ? t('editor.editTitle') : t('editor.newTitle')}
          </h2>
        </div>
        {readOnly ? null : (
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('editor.saving') : t('editor.save')}
          </Button>
        )}
      </div>
      {problems > 0 ? (
        <p
          role="alert"
          className="rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
        >
          {t('editor.problems', { count: problems })}
        </p>
      ) : null}
      {errors.root?.message ? (
        <p role="alert" className="text-sm text-destructive">
          {errors.root.message}
        </p>
      ) : null}
      <section
        aria-label={t('editor.basics')}
        className="grid grid-cols-1 gap-3 rounded-xl border p-4 md:grid-cols-2"
      >
        <FormField id="template-name" label={t('editor.name')} required error={errors.name?.message}>
          {(control) => (
            <Input
              {...control}
              readOnly={readOnly}
              maxLength={L.name}
              autoComplete="off"
              {...form.register('name')}
            />
          )}
        </FormField>
        <FormField
          id="template-description"
          label={t('editor.description')}
          required
          error={errors.description?.message}
        >
          {(control) => (
            <Textarea
              {...control}
              readOnly={readOnly}
              rows={2}
              maxLength={L.description}
              {...form.register('description')}
            />
          )}
        </FormField>
      </section>
      <TemplateFieldList form={form} readOnly={readOnly} />
      <TemplateLabelList form={form} readOnly={readOnly} />
      {readOnly ? null : (
        <div className="flex justify-end">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('editor.saving') : t('editor.save')}
          </Button>
        </div>
      )}
    </form>
  );
}
