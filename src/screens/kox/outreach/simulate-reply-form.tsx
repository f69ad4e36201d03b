import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { callApi, isApiError, type ApiInput } from '@/lib/api/client';
import { withToast } from '@/lib/toasts';
import { OUTREACH_KEY } from './outreach-queries.ts';
import '@/lib/i18n/namespaces/koxOutreachUi';

type Kind = ApiInput<'koxReplies.simulateReply'>['kind'];

// Listed here rather than imported with the endpoint's schema: zod stays out of the screen's first load.
const KINDS: readonly Kind[] = ['interested', 'declined', 'asks_price', 'auto_reply', 'bounce'];

/** Sandbox only: a made-up creator mail answering the e-mail, read like a real one (sample data). */
export function SimulateReplyForm({ emailId }: { emailId: string }) {
  const { t } = useTranslation('koxOutreachUi');
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<Kind>('interested');
  const [language, setLanguage] = useState<'zh' | 'en'>('en');
  const [error, setError] = useState<string | null>(null);
  const simulate = useMutation({
    mutationFn: () =>
      callApi('koxReplies.simulateReply', { email_id: emailId, kind, language }, { silent: true }),
    onSuccess: async () => {
      withToast((toast) => toast.success(t('thread.simulateDone')));
      await queryClient.invalidateQueries({ queryKey: OUTREACH_KEY });
    },
    onError: (e) => setError(isApiError(e) ? e.message : t('failed')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    simulate.mutate();
  };
  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-2 rounded-lg border border-dashed border-amber-500/60 p-3 text-sm"
    >
      <h4 className="font-medium">{t('thread.simulate')}</h4>
      <p className="text-muted-foreground">{t('thread.simulateHint')}</p>
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1.5">
          <span>{t('thread.kind')}</span>
          <select
            className="h-9 rounded-md border bg-background px-2"
            value={kind}
            onChange={(e) => setKind(e.target.value as Kind)}
          >
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`thread.kinds.${k}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1.5">
          <span>{t('thread.replyLanguage')}</span>
          <select
            className="h-9 rounded-md border bg-background px-2"
            value={language}
            onChange={(e) => setLanguage(e.target.value as 'zh' | 'en')}
          >
            <option value="en">{t('draft.lang.en')}</option>
            <option value="zh">{t('draft.lang.zh')}</option>
          </select>
        </label>
        <Button type="submit" size="sm" variant="outline" disabled={simulate.isPending}>
          {t('thread.simulateSend')}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-destructive">
          {error}
        </p>
      ) : null}
    </form>
  );
}
