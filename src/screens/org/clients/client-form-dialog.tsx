import { useEffect } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/use-translation';
import { z } from 'zod';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { callApi } from '@/lib/api/client';
import { description, displayName } from '@/lib/api/endpoints/org-fields';
import { ORG_KEY, type ClientRow } from '../api/org-queries.ts';
import { FormField } from '@/components/form/form-field.tsx';
import { applyServerError, formIssueText } from '../form/form-issues.ts';
import { FormFooter } from '../form/form-footer.tsx';
import '@/lib/i18n/namespaces/org';

/** The fields of client.add / client.update, with the same limits. */
const clientForm = z.object({ name: displayName(60), description: description(500) });
type ClientForm = z.input<typeof clientForm>;
const FIELDS = ['name', 'description'] as const;

interface ClientFormDialogProps {
  open: boolean;
  /** The client to change; null adds one. */
  client: ClientRow | null;
  onClose(): void;
}

export function ClientFormDialog({ open, client, onClose }: ClientFormDialogProps) {
  const { t } = useTranslation('org');
  const queryClient = useQueryClient();
  const form = useForm<ClientForm, unknown, z.output<typeof clientForm>>({
    resolver: zodResolver(clientForm, { error: formIssueText }),
    defaultValues: { name: '', description: '' },
  });
  const { errors } = form.formState;
  useEffect(() => {
    if (open) form.reset({ name: client?.name ?? '', description: client?.description ?? '' });
  }, [open, client, form]);
  const save = useMutation({
    mutationFn: (values: z.output<typeof clientForm>) =>
      client
        ? callApi('client.update', { client_id: client.client_id, ...values }, { silent: true })
        : callApi('client.add', values, { silent: true }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ORG_KEY });
      onClose();
    },
    onError: (error) => applyServerError(error, form.setError, FIELDS, 'org:client.nameTaken'),
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
            <DialogTitle>{client ? t('client.editTitle') : t('client.addTitle')}</DialogTitle>
            <DialogDescription>{t('client.formHint')}</DialogDescription>
          </DialogHeader>
          <FormField id="client-name" label={t('client.name')} required error={errors.name?.message}>
            {(control) => <Input {...control} maxLength={60} autoComplete="off" {...form.register('name')} />}
          </FormField>
          <FormField
            id="client-description"
            label={t('client.description')}
            error={errors.description?.message}
          >
            {(control) => (
              <Textarea {...control} maxLength={500} rows={3} {...form.register('description')} />
            )}
          </FormField>
          <FormFooter
            rootError={errors.root?.message}
            submitLabel={client ? t('form.save') : t('client.add')}
            pending={save.isPending}
            onCancel={onClose}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
