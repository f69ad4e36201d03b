import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PenLine } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { callApi, isApiError } from '@/lib/api/client';
import { withToast } from '@/lib/toasts';
import { OUTREACH_KEY } from './outreach-queries.ts';
import '@/lib/i18n/namespaces/koxOutreachUi';

/**
 * Writes invitations to the project's creators that have none yet, in the language chosen; with "rewrite", also
 * the unsent ones no person edited (e.g. to have them in the other language).
 */
export function WriteInvitations({
  projectId,
  onBatch,
}: {
  projectId: string;
  onBatch(batchId: string): void;
}) {
  const { t } = useTranslation('koxOutreachUi');
  const queryClient = useQueryClient();
  const [language, setLanguage] = useState<'zh' | 'en'>('en');
  const [rewrite, setRewrite] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const draft = useMutation({
    mutationFn: () =>
      callApi('koxOutreach.draft', { project_id: projectId, language, rewrite }, { silent: true }),
    onSuccess: async ({ batch, skipped, rewritten }) => {
      setError(null);
      onBatch(batch.batch_id);
      withToast((toast) => {
        toast.success(t('draft.started', { count: batch.total }));
        if (rewritten > 0) toast.info(t('draft.rewritten', { count: rewritten }));
        if (skipped > 0) toast.info(t(rewrite ? 'draft.kept' : 'draft.skipped', { count: skipped }));
      });
      await queryClient.invalidateQueries({ queryKey: OUTREACH_KEY });
    },
    onError: (e) => setError(isApiError(e) ? e.message : t('failed')),
  });
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <label className="flex items-center gap-2 text-sm">
          <span>{t('draft.language')}</span>
          <select
            className="h-9 rounded-md border bg-background px-2"
            value={language}
            onChange={(e) => setLanguage(e.target.value as 'zh' | 'en')}
          >
            <option value="en">{t('draft.lang.en')}</option>
            <option value="zh">{t('draft.lang.zh')}</option>
          </select>
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={rewrite} onChange={(e) => setRewrite(e.target.checked)} />
          <span>{t('draft.rewrite')}</span>
        </label>
        <Button size="sm" onClick={() => draft.mutate()} disabled={draft.isPending}>
          <PenLine aria-hidden />
          {t('draft.write')}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
