import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { RadioList } from '@/components/radio-list';
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
import { Label } from '@/components/ui/label';
import { callApi, isApiError } from '@/lib/api/client';
import { UPDATE_FREQUENCIES } from '@/lib/api/endpoints/dashboard';
import { withToast } from '@/lib/toasts';
import { dashboardDetailKey, dashboardListsKey } from './dashboard-query-keys.ts';
import type { DashboardDetail } from './use-dashboard-detail.ts';
import '@/lib/i18n/namespaces/dashboard';

type Frequency = (typeof UPDATE_FREQUENCIES)[number];
const NAME_MAX = 100;

/**
 * A social dashboard's name and how often it collects again (`dashboard.update`, which reschedules the next
 * refresh). An ad dashboard's name is in its own settings (AdSettingsDialog).
 */
export function SettingsDialog({
  detail,
  open,
  onOpenChange,
}: {
  detail: DashboardDetail;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation(['dashboard', 'errors']);
  const queryClient = useQueryClient();
  const [name, setName] = useState(detail.name);
  const [frequency, setFrequency] = useState<Frequency>(detail.frequency);
  const [nameMissing, setNameMissing] = useState(false);
  const save = useMutation({
    mutationFn: () =>
      callApi(
        'dashboard.update',
        { dashboard_id: detail.dashboard_id, name: name.trim(), frequency },
        { silent: true },
      ),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardDetailKey(detail.dashboard_id) }),
        queryClient.invalidateQueries({ queryKey: dashboardListsKey }),
      ]);
      withToast((toast) => toast.success(t('settings.saved')));
      onOpenChange(false);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = name.trim() === '';
    setNameMissing(missing);
    if (!missing) save.mutate();
  };
  const failure = save.error
    ? isApiError(save.error)
      ? t(`errors:code.${save.error.code}`, { defaultValue: save.error.message })
      : t('settings.failed')
    : null;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setName(detail.name);
          setFrequency(detail.frequency);
          setNameMissing(false);
          save.reset();
        }
        onOpenChange(next);
      }}
    >
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t('settings.title')}</DialogTitle>
          <DialogDescription>{t('settings.body')}</DialogDescription>
        </DialogHeader>
        <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="dashboard-settings-name">{t('settings.name')}</Label>
            <Input
              id="dashboard-settings-name"
              value={name}
              maxLength={NAME_MAX}
              aria-invalid={nameMissing || undefined}
              aria-describedby={nameMissing ? 'dashboard-settings-name-error' : undefined}
              onChange={(e) => setName(e.target.value)}
            />
            {nameMissing ? (
              <p id="dashboard-settings-name-error" className="text-xs text-destructive">
                {t('settings.nameMissing')}
              </p>
            ) : null}
          </div>
          <RadioList<Frequency>
            legend={t('header.frequency')}
            options={UPDATE_FREQUENCIES.map((f) => ({ value: f, label: t(`frequency.${f}`) }))}
            value={frequency}
            onChange={setFrequency}
          />
          {failure ? (
            <p role="alert" className="text-sm text-destructive">
              {failure}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
              {t('settings.cancel')}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t('settings.saving') : t('settings.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
