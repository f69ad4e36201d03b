import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { useLanguage } from '@/lib/i18n';
import { formatCount } from '../shared/kox-format.ts';
import type { RunProgressState, RunStage } from './use-run-progress.ts';
import '@/lib/i18n/namespaces/koxRecommend';

/** How far along each step is: the engine reports steps, not percentages. */
const STAGE_PERCENT: Record<RunStage, number> = { waiting: 5, started: 35, ranked: 85, completed: 100 };

/** The running session's step as a progress bar and a sentence; a broken stream can be followed again. */
export function RunProgress({ state, onFollow }: { state: RunProgressState; onFollow(): void }) {
  const { t } = useTranslation('koxRecommend');
  const { language } = useLanguage();
  if (state.lost)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border p-4 text-sm">
        <span className="text-destructive">{t('progress.lost', { message: state.error.message })}</span>
        <Button variant="outline" size="sm" onClick={onFollow}>
          {t('progress.retry')}
        </Button>
      </div>
    );
  const percent = STAGE_PERCENT[state.stage];
  const text =
    state.stage === 'ranked'
      ? t('progress.ranked', {
          candidates: formatCount(state.candidates ?? 0, language),
          results: state.results ?? 0,
        })
      : t(`progress.${state.stage}`);
  return (
    <div className="flex flex-col gap-2 rounded-xl border p-4">
      <div
        role="progressbar"
        aria-label={t('progress.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p aria-live="polite" className="text-sm">
        {text}
      </p>
      <p className="text-xs text-muted-foreground">{t('progress.keepsRunning')}</p>
    </div>
  );
}
