import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/use-translation';
import { FormField } from '@/components/form/form-field.tsx';
import { NativeSelect } from '@/components/form/native-select.tsx';
import { callApi } from '@/lib/api/client';
import '@/lib/i18n/namespaces/koxProject';

/** The connection template a batch-outreach project writes its invitations from: one of the team's templates. */
export function TemplatePicker({
  teamId,
  error,
  registration,
}: {
  teamId: string | null;
  error: string | undefined;
  registration: UseFormRegisterReturn<'template_id'>;
}) {
  const { t } = useTranslation('koxProject');
  const templates = useQuery({
    queryKey: ['kox-templates', teamId, 'picker'],
    queryFn: ({ signal }) => callApi('koxTemplate.list', {}, { signal, silent: true }),
  });
  const list = templates.data?.templates ?? [];
  return (
    <FormField id="kox-project-template" label={t('form.template')} required error={error}>
      {(control) => (
        <div className="flex flex-col gap-1">
          <NativeSelect {...control} disabled={templates.isPending} {...registration}>
            <option value="">
              {templates.isPending ? t('form.templatesLoading') : t('form.chooseTemplate')}
            </option>
            {list.map((template) => (
              <option key={template.template_id} value={template.template_id}>
                {template.name}
              </option>
            ))}
          </NativeSelect>
          {templates.isSuccess && list.length === 0 ? (
            <p className="text-xs text-muted-foreground">
              {t('form.noTemplates')}{' '}
              <Link to="/writer/kox/templates" className="text-primary underline-offset-4 hover:underline">
                {t('form.toTemplates')}
              </Link>
            </p>
          ) : null}
          {templates.isError ? (
            <p role="alert" className="text-xs text-destructive">
              {t('form.templatesFailed')}
            </p>
          ) : null}
        </div>
      )}
    </FormField>
  );
}
