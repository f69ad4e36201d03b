import { useState } from 'react';
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
import { callApi, isApiError } from '@/lib/api/client';
import { ErrorCode } from '@/lib/api/error-codes';
import { formatDateTime } from '@/lib/format';
import { withToast } from '@/lib/toasts';
import { Field } from './field.tsx';
import { OUTREACH_KEY, SENDER_KEY, type OutreachEmail, type SenderStatus } from './outreach-queries.ts';
import '@/lib/i18n/namespaces/koxOutreachUi';

/** An e-mail with nothing to say: spec §5 asks before sending it. */
const isEmpty = (e: OutreachEmail) => !e.subject.trim() || !e.body.trim();

/**
 * The approval before sending: how many, from which sender, now or at a chosen time; e-mails without a subject
 * or body are named and need a second confirmation (`confirm_empty`).
 */
export function SendDialog({
  ids,
  known,
  sender,
  onClose,
  onSent,
}: {
  ids: string[];
  /** The selected e-mails this page shows (a selection may span pages: the server names the rest). */
  known: OutreachEmail[];
  sender: SenderStatus | undefined;
  onClose(): void;
  onSent(batchId: string): void;
}) {
  const { t } = useTranslation('koxOutreachUi');
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<'now' | 'scheduled'>('now');
  const [time, setTime] = useState('');
  const [timeError, setTimeError] = useState<string | null>(null);
  const [rootError, setRootError] = useState<string | null>(null);
  const names = new Map(known.map((e) => [e.email_id, e.creator_name ?? e.to]));
  const [empties, setEmpties] = useState(() => known.filter(isEmpty).map((e) => e.email_id));
  const [confirmEmpty, setConfirmEmpty] = useState(false);
  const schedule = useMutation({
    mutationFn: (scheduledAt: string | undefined) =>
      callApi(
        'koxOutreach.schedule',
        {
          email_ids: ids,
          mode,
          ...(scheduledAt ? { scheduled_at: scheduledAt } : {}),
          confirm_empty: confirmEmpty,
        },
        { silent: true },
      ),
    onSuccess: async (result) => {
      withToast((toast) =>
        toast.success(t('send.done', { count: result.scheduled, at: formatDateTime(result.scheduled_at) })),
      );
      onSent(result.batch_id);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: OUTREACH_KEY }),
        queryClient.invalidateQueries({ queryKey: SENDER_KEY }),
      ]);
    },
    onError: (error) => {
      if (isApiError(error) && error.code === ErrorCode.KOX_OUTREACH_CONFIRM_EMPTY) {
        setEmpties((error.issues ?? []).map((i) => i.message));
        return;
      }
      if (isApiError(error) && error.code === ErrorCode.KOX_OUTREACH_SCHEDULE_TIME) {
        setTimeError(error.message);
        return;
      }
      setRootError(isApiError(error) ? error.message : t('failed'));
    },
  });
  const noSender = sender !== undefined && !sender.has_mailbox;
  const submit = () => {
    setRootError(null);
    if (mode === 'scheduled' && !time) {
      setTimeError(t('send.needTime'));
      return;
    }
    setTimeError(null);
    schedule.mutate(mode === 'scheduled' ? new Date(time).toISOString() : undefined);
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('send.title', { count: ids.length })}</DialogTitle>
          <DialogDescription>
            {noSender ? t('send.noSender') : t('send.from', { address: sender?.address ?? '…' })}
          </DialogDescription>
        </DialogHeader>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">{t('send.when')}</legend>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="send-mode" checked={mode === 'now'} onChange={() => setMode('now')} />
            {t('send.now')}
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="send-mode"
              checked={mode === 'scheduled'}
              onChange={() => setMode('scheduled')}
            />
            {t('send.later')}
          </label>
          {mode === 'scheduled' ? (
            <Field id="outreach-send-time" label={t('send.time')} error={timeError}>
              {(described) => (
                <Input
                  id="outreach-send-time"
                  type="datetime-local"
                  value={time}
                  onChange={(e) => setTime(e.target.value)}
                  {...described}
                />
              )}
            </Field>
          ) : null}
        </fieldset>
        {empties.length > 0 ? (
          <div role="alert" className="flex flex-col gap-2 rounded-lg border border-amber-500/60 p-3 text-sm">
            <p>{t('send.empty')}</p>
            <ul className="list-disc pl-5">
              {empties.map((id) => (
                <li key={id} className="break-words">
                  {names.get(id) ?? id}
                </li>
              ))}
            </ul>
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={confirmEmpty}
                onChange={(e) => setConfirmEmpty(e.target.checked)}
              />
              {t('send.emptyConfirm')}
            </label>
          </div>
        ) : null}
        {rootError ? (
          <p role="alert" className="text-sm text-destructive">
            {rootError}
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('edit.cancel')}
          </Button>
          <Button
            onClick={submit}
            disabled={schedule.isPending || noSender || (empties.length > 0 && !confirmEmpty)}
          >
            {t('send.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
