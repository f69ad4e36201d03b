import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/use-translation';
import { z } from 'zod';
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
import { callApi } from '@/lib/api/client';
import { displayName } from '@/lib/api/endpoints/org-fields';
import { KOX_KEY, type KoxScope } from '../api/kox-queries.ts';
import { FormField } from '@/components/form/form-field.tsx';
import { applyKoxServerError, koxIssueText } from '../shared/kox-form-issues.ts';
import '@/lib/i18n/namespaces/kox';

/** kox.searchAdd's name rule. */
const saveForm = z.object({ name: displayName(60) });
type SaveForm = z.input<typeof saveForm>;

interface SaveSearchDialogProps {
  open: boolean;
  scope: KoxScope;
  filters: Record<string, unknown>;
  onClose(): void;
}

export function SaveSearchDialog({ open, scope, filters, onClose }: SaveSearchDialogProps) {
  const { t } = useTranslation('kox');
  const queryClient = useQueryClient();
  const form = useForm<SaveForm, unknown, z.output<typeof saveForm>>({
    resolver: zodResolver(saveForm, { error: koxIssueText }),
    defaultValues: { name: '' },
  });
  const save = useMutation({
    mutationFn: ({ name }: z.output<typeof saveForm>) =>
      callApi('kox.searchAdd', { name, scope, filters }, { silent: true }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [...KOX_KEY, 'searches'] });
      form.reset({ name: '' });
      onClose();
    },
    onError: (error) => applyKoxServerError(error, form.setError, ['name'], 'kox:saved.nameTaken'),
  });
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={form.handleSubmit((values) => save.mutate(values))}
        >
          <DialogHeader>
            <DialogTitle>{t('saved.saveTitle')}</DialogTitle>
            <DialogDescription>{t('saved.saveHint')}</DialogDescription>
          </DialogHeader>
          <FormField
            id="kox-search-name"
            label={t('saved.name')}
            required
            error={form.formState.errors.name?.message}
          >
            {(control) => <Input {...control} maxLength={60} autoComplete="off" {...form.register('name')} />}
          </FormField>
          {form.formState.errors.root?.message ? (
            <p role="alert" className="text-sm text-destructive">
              {form.formState.errors.root.message}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {t('saved.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
