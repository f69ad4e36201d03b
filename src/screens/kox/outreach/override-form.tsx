import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { callApi, isApiError } from '@/lib/api/client';
import { withToast } from '@/lib/toasts';
import { Field } from './field.tsx';
import { OUTREACH_KEY, type BoardColumn } from './outreach-queries.ts';
import '@/lib/i18n/namespaces/koxOutreachUi';

/** A person sets the creator's label with a note; the automatic judgment stays, shown overridden. */
export function OverrideForm({
  projectId,
  creatorId,
  labels,
  current,
}: {
  projectId: string;
  creatorId: string;
  labels: BoardColumn[];
  current: string | null;
}) {
  const { t } = useTranslation('koxOutreachUi');
  const queryClient = useQueryClient();
  const choices = labels.filter((l) => l.label_id !== null);
  const [labelId, setLabelId] = useState(current ?? choices[0]?.label_id ?? '');
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () =>
      callApi(
        'koxReplies.override',
        { project_id: projectId, creator_id: creatorId, label_id: labelId, note: note.trim() },
        { silent: true },
      ),
    onSuccess: async () => {
      setNote('');
      withToast((toast) => toast.success(t('thread.changed')));
      await queryClient.invalidateQueries({ queryKey: OUTREACH_KEY });
    },
    onError: (e) => setError(isApiError(e) ? e.message : t('failed')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!note.trim()) {
      setNoteError(t('thread.noteRequired'));
      return;
    }
    setNoteError(null);
    save.mutate();
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2 rounded-lg border p-3">
      <h4 className="text-sm font-medium">{t('thread.change')}</h4>
      <label className="flex flex-col gap-1.5 text-sm">
        <span>{t('thread.newLabel')}</span>
        <select
          className="h-9 rounded-md border bg-background px-2"
          value={labelId}
          onChange={(e) => setLabelId(e.target.value)}
        >
          {choices.map((l) => (
            <option key={l.label_id} value={l.label_id ?? ''}>
              {l.name}
            </option>
          ))}
        </select>
      </label>
      <Field id={`override-note-${creatorId}`} label={t('thread.note')} error={noteError}>
        {(described) => (
          <Textarea
            id={`override-note-${creatorId}`}
            rows={2}
            maxLength={1000}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            {...described}
          />
        )}
      </Field>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="sm" className="w-fit" disabled={save.isPending || !labelId}>
        {t('thread.save')}
      </Button>
    </form>
  );
}
