import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { AD_RANGE_PRESETS } from '@/lib/ads/ad-dashboard-values';
import type { AdRange } from '@/lib/api/endpoints/ad-dashboard-fields';
import { cn } from '@/lib/cn';
import { sameRange } from './ad-range.ts';
import '@/lib/i18n/namespaces/adDetail';

const pickClass = (active: boolean) =>
  cn(
    'h-7 rounded-md px-1 text-xs whitespace-nowrap text-muted-foreground sm:px-2.5 sm:text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50',
    active && 'bg-primary text-primary-foreground',
  );

/**
 * Spec §9's quick picks for an ad dashboard (1, 3, 6 months, a year, ending on the last day of its data) and
 * two dates of the reader's choice. Choosing the dashboard's own range shows its stored results again (`null`).
 */
export function AdRangePicker({
  own,
  value,
  period,
  onChange,
}: {
  own: AdRange;
  value: AdRange | null;
  /** The dates shown now (the custom form starts from them). */
  period: { from: string; to: string } | null;
  onChange(range: AdRange | null): void;
}) {
  const { t } = useTranslation('adDetail');
  const current = value ?? own;
  const [customOpen, setCustomOpen] = useState(false);
  const pick = (range: AdRange) => {
    setCustomOpen(false);
    onChange(sameRange(range, own) ? null : range);
  };
  return (
    <div className="flex w-full flex-col gap-2 sm:w-auto">
      <div
        role="group"
        aria-label={t('range.label')}
        className="grid w-full grid-cols-5 gap-0.5 rounded-lg border p-0.5 sm:inline-flex sm:w-auto sm:gap-0"
      >
        {AD_RANGE_PRESETS.map((preset) => {
          const range: AdRange = { kind: 'preset', preset };
          return (
            <button
              key={preset}
              type="button"
              aria-pressed={!customOpen && sameRange(current, range)}
              onClick={() => pick(range)}
              className={pickClass(!customOpen && sameRange(current, range))}
            >
              {t(`range.preset.${preset}`)}
            </button>
          );
        })}
        <button
          type="button"
          aria-pressed={customOpen || current.kind !== 'preset'}
          aria-expanded={customOpen}
          onClick={() => setCustomOpen((open) => !open)}
          className={pickClass(customOpen || current.kind !== 'preset')}
        >
          {t('range.custom')}
        </button>
      </div>
      {customOpen ? (
        <CustomRangeForm
          start={current.kind === 'custom' ? current : period}
          onApply={(range) => pick(range)}
        />
      ) : null}
    </div>
  );
}

function CustomRangeForm({
  start,
  onApply,
}: {
  start: { from: string; to: string } | null;
  onApply(range: AdRange): void;
}) {
  const { t } = useTranslation('adDetail');
  const id = useId();
  const [from, setFrom] = useState(start?.from ?? '');
  const [to, setTo] = useState(start?.to ?? '');
  const problem = from && to && from > to ? t('range.backwards') : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!from || !to || problem) return;
    onApply({ kind: 'custom', from, to });
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2" aria-label={t('range.customLabel')}>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-from`} className="text-xs">
          {t('range.from')}
        </Label>
        <Input
          id={`${id}-from`}
          type="date"
          required
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          className="h-8 w-40"
        />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-to`} className="text-xs">
          {t('range.to')}
        </Label>
        <Input
          id={`${id}-to`}
          type="date"
          required
          value={to}
          onChange={(e) => setTo(e.target.value)}
          className="h-8 w-40"
        />
      </div>
      <Button type="submit" size="sm" disabled={!from || !to || !!problem}>
        {t('range.apply')}
      </Button>
      {problem ? (
        <p role="alert" className="w-full text-xs text-destructive">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
