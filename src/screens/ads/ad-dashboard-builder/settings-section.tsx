import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { AD_RANGE_KINDS, AD_RANGE_MAX_DAYS, AD_RANGE_PRESETS } from '@/lib/ads/ad-dashboard-values';
import { AGGREGATION_LEVELS, ATTRIBUTION_WINDOWS, type AttributionWindow } from '@/lib/ads/ad-values';
import { useTranslation } from '@/lib/i18n/use-translation';
import { SegmentedChoice } from '@/components/segmented-choice';
import { FormField } from '@/components/form/form-field';
import { NativeSelect } from '@/components/form/native-select';
import { Input } from '@/components/ui/input';
import type { AdDataset } from '../ad-data/api/ad-data-queries.ts';
import type { AdBuilderForm } from './ad-builder-form.ts';
import '@/lib/i18n/namespaces/adBuilder';

/** The order the window choice reads in: none first, then by how much it counts. */
const WINDOWS: readonly AttributionWindow[] = ATTRIBUTION_WINDOWS;
const LEVELS = [...AGGREGATION_LEVELS].reverse();

/**
 * What a row is (ad, ad set, campaign), the attribution window (spec §9, with a note naming the chosen datasets
 * that do not report it), the dates (a quick pick, the last N days of the data, or two dates) and the budget.
 */
export function SettingsSection({
  control,
  register,
  errors,
  window,
  rangeKind,
  chosen,
}: {
  control: Control<AdBuilderForm>;
  register: UseFormRegister<AdBuilderForm>;
  errors: FieldErrors<AdBuilderForm>;
  window: AttributionWindow;
  rangeKind: AdBuilderForm['rangeKind'];
  chosen: readonly AdDataset[];
}) {
  const { t } = useTranslation('adBuilder');
  const message = (key: string | undefined) => (key ? t(key) : undefined);
  const unreported = chosen.filter((d) => d.row_count > 0 && !d.windows.includes(window));
  return (
    <section aria-labelledby="ad-builder-settings" className="flex min-w-0 flex-col gap-4">
      <h2 id="ad-builder-settings" className="font-semibold">
        {t('settings.title')}
      </h2>
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium" id="ad-builder-level-label">
          {t('settings.level')}
        </span>
        <Controller
          control={control}
          name="level"
          render={({ field }) => (
            <SegmentedChoice
              label={t('settings.level')}
              value={field.value}
              onChange={field.onChange}
              options={LEVELS.map((value) => ({ value, label: t(`level.${value}`) }))}
            />
          )}
        />
        <p className="text-xs text-muted-foreground">{t('settings.levelHint')}</p>
      </div>
      <div className="flex flex-col gap-1.5">
        <FormField id="ad-builder-window" label={t('settings.window')} hint={t('settings.windowHint')}>
          {(props) => (
            <NativeSelect {...props} className="sm:max-w-xs" {...register('window')}>
              {WINDOWS.map((w) => (
                <option key={w} value={w}>
                  {t(`window.${w}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        {unreported.length ? (
          <p role="note" className="rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm">
            {t('settings.notReported', {
              window: t(`window.${window}`),
              names: unreported.map((d) => d.name).join(t('settings.listSeparator')),
              count: unreported.length,
            })}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-2">
        <span className="text-sm font-medium">{t('settings.range')}</span>
        <Controller
          control={control}
          name="rangeKind"
          render={({ field }) => (
            <SegmentedChoice
              label={t('settings.range')}
              value={field.value}
              onChange={field.onChange}
              options={AD_RANGE_KINDS.map((value) => ({ value, label: t(`rangeKind.${value}`) }))}
            />
          )}
        />
        {rangeKind === 'preset' ? (
          <FormField id="ad-builder-preset" label={t('settings.preset')} hint={t('settings.rangeEndHint')}>
            {(props) => (
              <NativeSelect {...props} className="sm:max-w-xs" {...register('preset')}>
                {AD_RANGE_PRESETS.map((p) => (
                  <option key={p} value={p}>
                    {t(`preset.${p}`)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        ) : rangeKind === 'days' ? (
          <FormField
            id="ad-builder-days"
            label={t('settings.days')}
            hint={t('settings.rangeEndHint')}
            error={message(errors.days?.message)}
          >
            {(props) => (
              <Input
                {...props}
                type="number"
                inputMode="numeric"
                min={1}
                max={AD_RANGE_MAX_DAYS}
                className="sm:max-w-40"
                {...register('days')}
              />
            )}
          </FormField>
        ) : (
          <div className="grid gap-3 sm:grid-cols-2 sm:max-w-md">
            <FormField id="ad-builder-from" label={t('settings.from')} error={message(errors.from?.message)}>
              {(props) => <Input {...props} type="date" {...register('from')} />}
            </FormField>
            <FormField id="ad-builder-to" label={t('settings.to')} error={message(errors.to?.message)}>
              {(props) => <Input {...props} type="date" {...register('to')} />}
            </FormField>
          </div>
        )}
      </div>
      <FormField
        id="ad-builder-budget"
        label={t('settings.budget')}
        hint={t('settings.budgetHint')}
        error={message(errors.budget?.message)}
      >
        {(props) => (
          <Input
            {...props}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            className="sm:max-w-48"
            {...register('budget')}
          />
        )}
      </FormField>
    </section>
  );
}
