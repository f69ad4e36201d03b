import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
import { Label } from '@/components/ui/label';
import { callApi } from '@/lib/api/client';
import type { AdDashboardBlock } from '@/lib/api/endpoints/ad-dashboard-fields';
import { AD_RANGE_KINDS, AD_RANGE_PRESETS } from '@/lib/ads/ad-dashboard-values';
import { AGGREGATION_LEVELS, ATTRIBUTION_WINDOWS } from '@/lib/ads/ad-values';
import { dashboardDetailKey, dashboardListsKey } from './dashboard-query-keys.ts';
import { draftOf, updateOf, type AdSettingsDraft } from './ad-settings-form.ts';
import '@/lib/i18n/namespaces/adDetail';
import '@/lib/i18n/namespaces/adReport';

const SELECT = 'h-9 rounded-md border border-input bg-background px-2 text-sm';

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

/**
 * An ad dashboard's name and what it computes over (adDashboard.update): data sources, window, level, dates,
 * budget, tag filter. Any change but the name makes every component stale; the detail then follows the
 * recomputation.
 */
export function AdSettingsDialog({
  dashboardId,
  name,
  ad,
  open,
  onOpenChange,
}: {
  dashboardId: string;
  name: string;
  ad: AdDashboardBlock;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation('adDetail');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('edit.title')}</DialogTitle>
          <DialogDescription>{t('edit.description')}</DialogDescription>
        </DialogHeader>
        {open ? (
          <SettingsForm dashboardId={dashboardId} name={name} ad={ad} onDone={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function SettingsForm({
  dashboardId,
  name,
  ad,
  onDone,
}: {
  dashboardId: string;
  name: string;
  ad: AdDashboardBlock;
  onDone(): void;
}) {
  const { t } = useTranslation('adDetail');
  const id = useId();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<AdSettingsDraft>(() => draftOf(ad, name));
  const [problem, setProblem] = useState<string | null>(null);
  const set = <K extends keyof AdSettingsDraft>(key: K, value: AdSettingsDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const datasets = useQuery({
    queryKey: ['adData', 'list', 'dashboardSources'],
    queryFn: ({ signal }) => callApi('adData.list', { page: 1, page_size: 100 }, { signal, silent: true }),
  });
  const save = useMutation({
    mutationFn: (update: Exclude<ReturnType<typeof updateOf>, string>) =>
      callApi('adDashboard.update', { dashboard_id: dashboardId, ...update }, { silent: true }),
    onSuccess: async (detail) => {
      queryClient.setQueryData(dashboardDetailKey(dashboardId), detail);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['dashboard', 'compute', dashboardId] }),
        // A new name shows in the dashboard lists.
        queryClient.invalidateQueries({ queryKey: dashboardListsKey }),
      ]);
      onDone();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const update = updateOf(ad, name, draft);
    if (typeof update === 'string') {
      setProblem(t(`edit.problem.${update}`));
      return;
    }
    setProblem(null);
    if (Object.keys(update).length === 0) return onDone();
    save.mutate(update);
  };
  // The team's datasets, and any of the dashboard's the list does not hold (another page, left out).
  const listed = datasets.data?.list ?? [];
  const options = [
    ...listed.map((d) => ({ dataset_id: d.dataset_id, name: d.name, sample: d.kind === 'sample' })),
    ...ad.sources
      .filter((s) => !listed.some((d) => d.dataset_id === s.dataset_id))
      .map((s) => ({ dataset_id: s.dataset_id, name: s.name, sample: s.sample })),
  ];
  const toggle = (datasetId: string, on: boolean) =>
    set(
      'datasetIds',
      on ? [...draft.datasetIds, datasetId] : draft.datasetIds.filter((x) => x !== datasetId),
    );
  const error = problem ?? (save.isError ? save.error.message : null);

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <Field id={`${id}-name`} label={t('edit.name')}>
        <Input
          id={`${id}-name`}
          value={draft.name}
          maxLength={100}
          onChange={(e) => set('name', e.target.value)}
        />
      </Field>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-medium">{t('settings.sources')}</legend>
        {datasets.isPending ? (
          <p className="text-xs text-muted-foreground">{t('edit.loadingSources')}</p>
        ) : null}
        {datasets.isError ? (
          <p role="alert" className="text-xs text-destructive">
            {datasets.error.message}
          </p>
        ) : null}
        <ul className="flex max-h-40 flex-col gap-1 overflow-y-auto rounded-md border p-2">
          {options.map((option) => (
            <li key={option.dataset_id}>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={draft.datasetIds.includes(option.dataset_id)}
                  onChange={(e) => toggle(option.dataset_id, e.target.checked)}
                />
                <span className="min-w-0 truncate">{option.name}</span>
                {option.sample ? (
                  <span className="text-xs text-muted-foreground">({t('source.kind.sample')})</span>
                ) : null}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={`${id}-window`} label={t('settings.window')}>
          <select
            id={`${id}-window`}
            className={SELECT}
            value={draft.window}
            onChange={(e) => set('window', e.target.value as AdSettingsDraft['window'])}
          >
            {ATTRIBUTION_WINDOWS.map((w) => (
              <option key={w} value={w}>
                {t(`adReport:attribution.window.${w}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-level`} label={t('settings.level')}>
          <select
            id={`${id}-level`}
            className={SELECT}
            value={draft.level}
            onChange={(e) => set('level', e.target.value as AdSettingsDraft['level'])}
          >
            {AGGREGATION_LEVELS.map((l) => (
              <option key={l} value={l}>
                {t(`adReport:level.${l}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-range`} label={t('settings.range')}>
          <select
            id={`${id}-range`}
            className={SELECT}
            value={draft.rangeKind}
            onChange={(e) => set('rangeKind', e.target.value as AdSettingsDraft['rangeKind'])}
          >
            {AD_RANGE_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`edit.rangeKind.${k}`)}
              </option>
            ))}
          </select>
        </Field>
        {draft.rangeKind === 'preset' ? (
          <Field id={`${id}-preset`} label={t('edit.preset')}>
            <select
              id={`${id}-preset`}
              className={SELECT}
              value={draft.preset}
              onChange={(e) => set('preset', e.target.value as AdSettingsDraft['preset'])}
            >
              {AD_RANGE_PRESETS.map((p) => (
                <option key={p} value={p}>
                  {t(`range.preset.${p}`)}
                </option>
              ))}
            </select>
          </Field>
        ) : draft.rangeKind === 'days' ? (
          <Field id={`${id}-days`} label={t('edit.days')}>
            <Input
              id={`${id}-days`}
              type="number"
              min={1}
              max={366}
              value={draft.days}
              onChange={(e) => set('days', e.target.value)}
            />
          </Field>
        ) : (
          <div className="grid grid-cols-2 gap-2">
            <Field id={`${id}-from`} label={t('range.from')}>
              <Input
                id={`${id}-from`}
                type="date"
                value={draft.from}
                onChange={(e) => set('from', e.target.value)}
              />
            </Field>
            <Field id={`${id}-to`} label={t('range.to')}>
              <Input
                id={`${id}-to`}
                type="date"
                value={draft.to}
                onChange={(e) => set('to', e.target.value)}
              />
            </Field>
          </div>
        )}
        <Field id={`${id}-budget`} label={t('edit.budget')}>
          <Input
            id={`${id}-budget`}
            inputMode="decimal"
            placeholder={t('edit.budgetPlaceholder')}
            value={draft.budget}
            onChange={(e) => set('budget', e.target.value)}
          />
        </Field>
      </div>
      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="mb-1.5 text-sm font-medium">{t('settings.tags')}</legend>
        {(['product', 'audience', 'hook'] as const).map((dimension) => (
          <Field key={dimension} id={`${id}-tags-${dimension}`} label={t(`tags.${dimension}`)}>
            <Input
              id={`${id}-tags-${dimension}`}
              placeholder={t('edit.tagsPlaceholder')}
              value={draft.tags[dimension]}
              onChange={(e) => set('tags', { ...draft.tags, [dimension]: e.target.value })}
            />
          </Field>
        ))}
      </fieldset>
      <p className="text-xs text-muted-foreground">{t('edit.staleHint')}</p>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('edit.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('edit.saving') : t('edit.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
