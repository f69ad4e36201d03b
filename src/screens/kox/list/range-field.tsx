import { useTranslation } from '@/lib/i18n/use-translation';
import { Input } from '@/components/ui/input';
import type { RangeErrors } from './kox-filters.ts';
import '@/lib/i18n/namespaces/kox';

interface RangeFieldProps {
  /** The API's field prefix: `followers` → followers_min / followers_max. */
  field: string;
  legend: string;
  min: string;
  max: string;
  errors: RangeErrors;
  onChange(end: 'min' | 'max', value: string): void;
}

/** A minimum–maximum pair with spec §5's message under it (the code's translation, as the API would say it). */
export function RangeField({ field, legend, min, max, errors, onChange }: RangeFieldProps) {
  const { t } = useTranslation(['kox', 'errors']);
  const code = errors[`${field}_min`] ?? errors[`${field}_max`];
  const errorId = `kox-${field}-error`;
  const input = (end: 'min' | 'max', value: string) => (
    <Input
      id={`kox-${field}-${end}`}
      inputMode="decimal"
      autoComplete="off"
      value={value}
      aria-label={`${legend} ${t(end === 'min' ? 'filter.min' : 'filter.max')}`}
      aria-invalid={errors[`${field}_${end}`] !== undefined}
      aria-describedby={code ? errorId : undefined}
      placeholder={t(end === 'min' ? 'filter.min' : 'filter.max')}
      onChange={(e) => onChange(end, e.target.value)}
      className="h-8"
    />
  );
  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className="flex items-center gap-1.5">
        {input('min', min)}
        <span aria-hidden className="text-muted-foreground">
          –
        </span>
        {input('max', max)}
      </div>
      {code ? (
        <p id={errorId} role="alert" className="text-xs font-medium text-destructive">
          {t(`errors:code.${code}`)}
        </p>
      ) : null}
    </fieldset>
  );
}
