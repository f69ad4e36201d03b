import { useEffect } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { AD_BUDGET_MAX_USD } from '@/lib/ads/ad-dataset-values';
import { callApi, isApiError } from '@/lib/api/client';
import { useTranslation } from '@/lib/i18n/use-translation';
import { withToast } from '@/lib/toasts';
import { FormField } from '@/components/form/form-field.tsx';
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
import { AD_DATA_KEY, type AdDataset } from '../api/ad-data-queries.ts';
import '@/lib/i18n/namespaces/adData';

const budgetForm = z.object({ budget: z.string().trim() });
type BudgetForm = z.infer<typeof budgetForm>;

/** The number typed, or null for "no budget"; undefined when it is not one (a message says why). */
function budgetOf(text: string): number | null | undefined {
  if (text === '') return null;
  const value = Number(text.replace(/[,\s]/g, ''));
  return Number.isFinite(value) && value >= 0 && value <= AD_BUDGET_MAX_USD
    ? Math.round(value * 100) / 100
    : undefined;
}

/** A dataset's monthly budget in US dollars (empty: none), for the ad dashboards' spend progress. */
export function BudgetDialog({ dataset, onClose }: { dataset: AdDataset | null; onClose(): void }) {
  const { t } = useTranslation('adData');
  const queryClient = useQueryClient();
  const form = useForm<BudgetForm>({ resolver: zodResolver(budgetForm), defaultValues: { budget: '' } });
  const { errors } = form.formState;
  useEffect(() => {
    if (dataset)
      form.reset({ budget: dataset.monthly_budget_usd === null ? '' : String(dataset.monthly_budget_usd) });
  }, [dataset, form]);
  const save = useMutation({
    mutationFn: (budget: number | null) =>
      callApi(
        'adData.budget',
        { dataset_id: dataset!.dataset_id, monthly_budget_usd: budget },
        { silent: true },
      ),
    onSuccess: async () => {
      withToast((toast) => toast.success(t('budget.saved')));
      await queryClient.invalidateQueries({ queryKey: AD_DATA_KEY });
      onClose();
    },
    onError: (error) =>
      form.setError('root', {
        message: isApiError(error)
          ? t(`errors:code.${error.code}`, { defaultValue: error.message })
          : t('failed'),
      }),
  });
  const submit = form.handleSubmit(({ budget }) => {
    const value = budgetOf(budget);
    if (value === undefined)
      form.setError('budget', { message: t('budget.invalid', { max: AD_BUDGET_MAX_USD }) });
    else save.mutate(value);
  });

  return (
    <Dialog open={dataset !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
          <DialogHeader>
            <DialogTitle>{t('budget.title', { name: dataset?.name ?? '' })}</DialogTitle>
            <DialogDescription>{t('budget.description')}</DialogDescription>
          </DialogHeader>
          <FormField
            id="ad-budget"
            label={t('budget.label')}
            hint={t('budget.hint')}
            error={errors.budget?.message}
          >
            {(control) => (
              <Input {...control} inputMode="decimal" autoComplete="off" {...form.register('budget')} />
            )}
          </FormField>
          {errors.root ? (
            <p role="alert" className="text-sm text-destructive">
              {errors.root.message}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {t('budget.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
