import { useId, useState, type FormEvent } from 'react';
import { Settings2 } from 'lucide-react';
import {
  AD_PIVOT_DIMENSIONS,
  AD_PIVOT_METRICS,
  type AdPivotOptions,
} from '@/lib/report-components/ad-results';
import type { AdMetric } from '@/lib/ads/ad-values';
import { NativeSelect } from '@/components/form/native-select';
import { Button } from '@/components/ui/button';
import { checkPivot, draftOf, MAX_PIVOT_DIMENSIONS, sameOptions, type PivotDraft } from './ad-pivot-rules.ts';
import type { AdView } from './ad-view-context.ts';
import '@/lib/i18n/namespaces/adReport';

/**
 * Choose the pivot: up to three dimensions, one per level, and the metrics. Checked as the server checks it;
 * "Apply" hands a valid choice to the host, which computes the table. Folded under a summary of the current
 * choice so the table keeps the room.
 */
export function AdPivotEditor({
  view,
  current,
  onApply,
  busy,
}: {
  view: AdView;
  current: AdPivotOptions;
  /** Absent where the table cannot be recomputed (an export, a page without a server): shown disabled. */
  onApply?: (options: AdPivotOptions) => void;
  busy: boolean;
}) {
  const { t } = view;
  const id = useId();
  const [draft, setDraft] = useState<PivotDraft>(() => draftOf(current));
  const checked = checkPivot(draft);
  const changed = checked.options !== null && !sameOptions(checked.options, current);
  const disabled = !onApply;
  const setLevel = (index: number, value: string) =>
    setDraft((d) => ({
      ...d,
      levels: d.levels.map((level, i) => (i === index ? (value as PivotDraft['levels'][number]) : level)),
    }));
  const toggleMetric = (metric: AdMetric, on: boolean) =>
    setDraft((d) => ({
      ...d,
      // Kept in the list's order, so the columns come in the same order whatever was ticked first.
      metrics: AD_PIVOT_METRICS.filter((m) => (m === metric ? on : d.metrics.includes(m))),
    }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (checked.options && onApply) onApply(checked.options);
  };
  const summary = `${current.dimensions.map((d) => view.dimensionLabel(d)).join(' › ')} · ${current.metrics
    .map((m) => view.metricLabel(m))
    .join(', ')}`;

  return (
    <details className="group rounded-lg border bg-muted/30">
      <summary className="flex cursor-pointer items-center gap-2 px-3 py-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring">
        <Settings2 aria-hidden className="size-4 shrink-0 text-muted-foreground" />
        <span className="font-medium whitespace-nowrap">{t('adReport:pivot.editor')}</span>
        <span className="min-w-0 truncate text-muted-foreground" title={summary}>
          {summary}
        </span>
      </summary>
      <form
        onSubmit={submit}
        className="flex flex-col gap-3 border-t px-3 py-3"
        aria-describedby={`${id}-problems`}
      >
        {disabled ? <p className="text-xs text-muted-foreground">{t('adReport:pivot.readOnly')}</p> : null}
        <fieldset className="flex flex-col gap-1.5" disabled={disabled}>
          <legend className="mb-1 text-xs font-medium text-muted-foreground">
            {t('adReport:pivot.dimensions')}
          </legend>
          <div className="grid grid-cols-1 gap-2 @md:grid-cols-3">
            {Array.from({ length: MAX_PIVOT_DIMENSIONS }, (_, i) => (
              <label key={i} className="flex flex-col gap-1 text-xs text-muted-foreground">
                {t('adReport:pivot.dimension', { n: i + 1 })}
                <NativeSelect
                  value={draft.levels[i] ?? ''}
                  onChange={(event) => setLevel(i, event.target.value)}
                  className="text-foreground"
                >
                  <option value="">{t('adReport:pivot.none')}</option>
                  {AD_PIVOT_DIMENSIONS.map((d) => (
                    <option key={d} value={d}>
                      {view.dimensionLabel(d)}
                    </option>
                  ))}
                </NativeSelect>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset disabled={disabled}>
          <legend className="mb-1.5 text-xs font-medium text-muted-foreground">
            {t('adReport:pivot.metrics')}
          </legend>
          <div className="flex flex-wrap gap-1.5">
            {AD_PIVOT_METRICS.map((metric) => (
              <label
                key={metric}
                className="inline-flex cursor-pointer items-center gap-1.5 rounded-md border bg-background px-2 py-1 text-xs has-checked:border-primary has-checked:bg-primary/5 has-focus-visible:ring-2 has-focus-visible:ring-ring"
              >
                <input
                  type="checkbox"
                  className="size-3.5 accent-primary"
                  checked={draft.metrics.includes(metric)}
                  onChange={(event) => toggleMetric(metric, event.target.checked)}
                />
                {view.metricLabel(metric)}
              </label>
            ))}
          </div>
        </fieldset>
        <div id={`${id}-problems`} aria-live="polite">
          {checked.problems.length > 0 ? (
            <ul className="flex flex-col gap-0.5 text-xs text-destructive">
              {checked.problems.map((problem) => (
                <li key={problem}>{t(`adReport:pivot.error.${problem}`)}</li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm" disabled={disabled || busy || !changed}>
            {t('adReport:pivot.apply')}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={disabled}
            onClick={() => setDraft(draftOf(current))}
          >
            {t('adReport:pivot.reset')}
          </Button>
        </div>
      </form>
    </details>
  );
}
