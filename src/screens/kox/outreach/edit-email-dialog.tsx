import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
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
import { Textarea } from '@/components/ui/textarea';
import { callApi, isApiError } from '@/lib/api/client';
import { ErrorCode } from '@/lib/api/error-codes';
import { recipientIssue } from '@/lib/kox-outreach-values';
import { withToast } from '@/lib/toasts';
import { EmailAttachments } from './email-attachments.tsx';
import { Field } from './field.tsx';
import { OUTREACH_KEY, type OutreachEmail } from './outreach-queries.ts';
import { WrittenBy } from './written-by.tsx';
import '@/lib/i18n/namespaces/koxOutreachUi';

type Errors = { to?: string; root?: string };

/** Edits an e-mail's recipient, subject and body (spec §5's address messages first; the server's at their field). */
export function EditEmailDialog({ email, onClose }: { email: OutreachEmail; onClose(): void }) {
  const { t } = useTranslation('koxOutreachUi');
  const queryClient = useQueryClient();
  const [to, setTo] = useState(email.to);
  const [subject, setSubject] = useState(email.subject);
  const [body, setBody] = useState(email.body);
  const [errors, setErrors] = useState<Errors>({});
  const save = useMutation({
    mutationFn: () =>
      callApi('koxOutreach.update', { email_id: email.email_id, to, subject, body }, { silent: true }),
    onSuccess: async () => {
      withToast((toast) => toast.success(t('edit.saved')));
      onClose();
      await queryClient.invalidateQueries({ queryKey: OUTREACH_KEY });
    },
    onError: (error) => {
      const onTo =
        isApiError(error) &&
        (error.code === ErrorCode.KOX_OUTREACH_EMAIL_INVALID ||
          error.code === ErrorCode.KOX_OUTREACH_EMAIL_MULTIPLE);
      setErrors(onTo ? { to: error.message } : { root: isApiError(error) ? error.message : t('failed') });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const issue = recipientIssue(to);
    if (issue) {
      setErrors({ to: t(issue === 'multiple' ? 'edit.multiple' : 'edit.invalid') });
      document.getElementById('outreach-edit-to')?.focus();
      return;
    }
    setErrors({});
    save.mutate();
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('edit.title')}</DialogTitle>
          <DialogDescription>{email.creator_name ?? t('table.hidden')}</DialogDescription>
          <WrittenBy email={email} />
        </DialogHeader>
        <form noValidate onSubmit={submit} className="flex flex-col gap-3">
          <Field id="outreach-edit-to" label={t('edit.to')} error={errors.to}>
            {(described) => (
              <Input
                id="outreach-edit-to"
                type="email"
                value={to}
                onChange={(e) => setTo(e.target.value)}
                {...described}
              />
            )}
          </Field>
          <Field id="outreach-edit-subject" label={t('edit.subject')}>
            {() => (
              <Input
                id="outreach-edit-subject"
                value={subject}
                maxLength={500}
                onChange={(e) => setSubject(e.target.value)}
              />
            )}
          </Field>
          <Field id="outreach-edit-body" label={t('edit.body')}>
            {() => (
              <Textarea
                id="outreach-edit-body"
                value={body}
                rows={10}
                maxLength={50_000}
                onChange={(e) => setBody(e.target.value)}
              />
            )}
          </Field>
          <EmailAttachments emailId={email.email_id} editable />
          {errors.root ? (
            <p role="alert" className="text-sm text-destructive">
              {errors.root}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t('edit.cancel')}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {t('edit.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
