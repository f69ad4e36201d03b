import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { FormField } from '@/components/form/form-field.tsx';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { callApi, isApiError } from '@/lib/api/client';
import { ErrorCode } from '@/lib/api/error-codes';
import { useTranslation } from '@/lib/i18n/use-translation';
import { TEMPLATE_LIMITS as L } from '@/lib/kox-template-values';
import { withToast } from '@/lib/toasts';
import { templateIssueText } from './template-issue-text.ts';
import { TEMPLATES_KEY, type TemplateSummary } from './template-queries.ts';
import '@/lib/i18n/namespaces/koxTemplate';

/** Duplicate (under a name the user confirms) and delete (confirmed), for one template of the list. */
export function TemplateActions({
  template,
  onOpen,
}: {
  template: TemplateSummary;
  onOpen(id: string): void;
}) {
  const { t } = useTranslation('koxTemplate');
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<'duplicate' | 'delete' | null>(null);
  const [copyName, setCopyName] = useState('');
  const [copyError, setCopyError] = useState<string | undefined>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [...TEMPLATES_KEY, 'list'] });
  const duplicate = useMutation({
    mutationFn: () =>
      callApi(
        'koxTemplate.duplicate',
        { template_id: template.template_id, name: copyName },
        { silent: true },
      ),
    onSuccess: async (copy) => {
      await refresh();
      setAsking(null);
      onOpen(copy.template_id);
    },
    onError: (error) => {
      const issue =
        isApiError(error) && error.code === ErrorCode.KOX_TEMPLATE_INVALID ? error.issues?.[0] : undefined;
      setCopyError(issue ? templateIssueText(issue) : isApiError(error) ? error.message : t('failed'));
    },
  });
  const remove = useMutation({
    mutationFn: () => callApi('koxTemplate.delete', { template_id: template.template_id }),
    onSuccess: async () => {
      await refresh();
      setAsking(null);
      withToast((toast) => toast.success(t('delete.done', { name: template.name })));
    },
  });
  return (
    <div className="flex shrink-0 gap-1" role="group" aria-label={t('list.actions', { name: template.name })}>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => {
          setCopyName(t('duplicate.defaultName', { name: template.name }));
          setCopyError(undefined);
          setAsking('duplicate');
        }}
      >
        {t('list.duplicate')}
      </Button>
      <Button variant="ghost" size="sm" className="text-destructive" onClick={() => setAsking('delete')}>
        {t('list.delete')}
      </Button>
      <ConfirmDialog
        open={asking === 'duplicate'}
        title={t('duplicate.title', { name: template.name })}
        description={t('duplicate.body')}
        confirmLabel={t('duplicate.confirm')}
        pending={duplicate.isPending}
        onConfirm={() => duplicate.mutate()}
        onCancel={() => setAsking(null)}
      >
        <FormField
          id={`copy-name-${template.template_id}`}
          label={t('duplicate.name')}
          required
          error={copyError}
        >
          {(control) => (
            <Input
              {...control}
              value={copyName}
              maxLength={L.name}
              autoComplete="off"
              onChange={(e) => setCopyName(e.target.value)}
            />
          )}
        </FormField>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'delete'}
        title={t('delete.title', { name: template.name })}
        description={t('delete.body')}
        confirmLabel={t('delete.confirm')}
        destructive
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setAsking(null)}
      />
    </div>
  );
}
