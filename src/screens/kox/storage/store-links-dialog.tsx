import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { LoaderIcon } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { callApi, isApiError, type ApiOutput } from '@/lib/api/client';
import { storeLinksInput } from '@/lib/api/endpoints';
import { KOX_STORE_MAX } from '@/lib/kox-storage-values';
import { withToast } from '@/lib/toasts';
import { FormField } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { KOX_KEY } from '../api/kox-queries.ts';
import { ImportClientField } from '../import/import-client-field.tsx';
import { useKoxAccess } from '../shared/use-kox-access.ts';
import { linkLines } from './link-lines.ts';
import { StoreOutcomes } from './store-outcomes.tsx';
import '@/lib/i18n/namespaces/koxStorage';

/** The pasted text, checked as the endpoint's `links` once split into lines. */
const storeForm = z.object({
  text: z.string().transform(linkLines).pipe(storeLinksInput.shape.links),
  client_id: z.string(),
});
type StoreFormInput = z.input<typeof storeForm>;
type StoreFormOutput = z.output<typeof storeForm>;
export type StoreResult = ApiOutput<'koxStorage.store'>['results'];

export interface StoreLinksDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Shows the storage status list (after storing). */
  onShowStatus?: () => void;
}

export default function StoreLinksDialog({ open, onOpenChange, onShowStatus }: StoreLinksDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        {/* Mounted only while open: each opening starts from an empty form. */}
        <StoreForm
          onClose={() => onOpenChange(false)}
          onShowStatus={
            onShowStatus
              ? () => {
                  onOpenChange(false);
                  onShowStatus();
                }
              : undefined
          }
        />
      </DialogContent>
    </Dialog>
  );
}

/** Spec §4 storage: paste profile links; each becomes a storage job, or is refused with its reason. */
function StoreForm({ onClose, onShowStatus }: { onClose(): void; onShowStatus: (() => void) | undefined }) {
  const { t } = useTranslation('koxStorage');
  const id = useId();
  const queryClient = useQueryClient();
  const team = useKoxAccess().team;
  const [results, setResults] = useState<StoreResult | null>(null);
  const form = useForm<StoreFormInput, unknown, StoreFormOutput>({
    resolver: zodResolver(storeForm),
    defaultValues: { text: '', client_id: '' },
  });
  const store = useMutation({
    mutationFn: (values: StoreFormOutput) =>
      callApi(
        'koxStorage.store',
        { links: values.text, client_id: values.client_id || null },
        { silent: true },
      ),
    onSuccess: async ({ results: answered }) => {
      setResults(answered);
      await queryClient.invalidateQueries({ queryKey: KOX_KEY });
    },
    onError: (error) =>
      withToast((toast) =>
        toast.error(
          t('dialog.failed', {
            message: isApiError(error) ? t(`errors:code.${error.code}`, { defaultValue: error.message }) : '',
          }),
        ),
      ),
  });
  const textError = form.formState.errors.text;
  const [text, clientId] = useWatch({ control: form.control, name: ['text', 'client_id'] });
  const pasted = linkLines(text).length;
  const errorText = !textError
    ? undefined
    : pasted === 0
      ? t('dialog.required')
      : pasted > KOX_STORE_MAX
        ? t('dialog.tooMany', { max: KOX_STORE_MAX, count: pasted })
        : t('dialog.tooLong');

  if (results)
    return (
      <>
        <DialogHeader>
          <DialogTitle>{t('dialog.title')}</DialogTitle>
          <DialogDescription>
            {t('dialog.summary', {
              queued: results.filter((r) => r.outcome === 'queued').length,
              already: results.filter((r) => r.outcome === 'already').length,
              invalid: results.filter((r) => r.outcome === 'invalid').length,
            })}
          </DialogDescription>
        </DialogHeader>
        <StoreOutcomes results={results} />
        <DialogFooter className="gap-2">
          <Button
            variant="outline"
            onClick={() => {
              form.reset();
              setResults(null);
            }}
          >
            {t('dialog.again')}
          </Button>
          {onShowStatus ? <Button onClick={onShowStatus}>{t('dialog.showStatus')}</Button> : null}
          {!onShowStatus ? <Button onClick={onClose}>{t('dialog.done')}</Button> : null}
        </DialogFooter>
      </>
    );

  return (
    <form noValidate onSubmit={form.handleSubmit((v) => store.mutate(v))} className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{t('dialog.title')}</DialogTitle>
        <DialogDescription>{t('dialog.description', { max: KOX_STORE_MAX })}</DialogDescription>
      </DialogHeader>
      <FormField id={`${id}-links`} label={t('dialog.links')} error={errorText} required>
        {(control) => (
          <Textarea
            {...control}
            rows={6}
            className="font-mono text-sm"
            placeholder={t('dialog.placeholder')}
            {...form.register('text')}
          />
        )}
      </FormField>
      <ImportClientField
        teamId={team?.team_id ?? null}
        restricted={team?.restricted ?? false}
        value={clientId}
        onChange={(clientId) => form.setValue('client_id', clientId)}
        disabled={store.isPending}
      />
      <DialogFooter className="gap-2">
        <Button type="button" variant="outline" onClick={onClose}>
          {t('dialog.cancel')}
        </Button>
        <Button type="submit" disabled={store.isPending}>
          {store.isPending ? <LoaderIcon aria-hidden className="animate-spin" /> : null}
          {store.isPending ? t('dialog.storing') : t('dialog.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
