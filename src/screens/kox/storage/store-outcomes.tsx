import { CheckCircle2, CircleSlash, Copy } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { ApiOutput } from '@/lib/api/client';
import '@/lib/i18n/namespaces/koxStorage';

type Outcome = ApiOutput<'koxStorage.store'>['results'][number]['outcome'];

const ICON = { queued: CheckCircle2, already: Copy, invalid: CircleSlash } as const;
const TONE: Record<Outcome, string> = {
  queued: 'text-success',
  already: 'text-muted-foreground',
  invalid: 'text-destructive',
};

/** Each pasted link with what became of it: queued, already stored, or refused and why. */
export function StoreOutcomes({ results }: { results: ApiOutput<'koxStorage.store'>['results'] }) {
  const { t } = useTranslation('koxStorage');
  return (
    <section aria-label={t('dialog.outcomes')} className="max-h-72 overflow-y-auto rounded-lg border">
      <ul className="divide-y text-sm">
        {results.map((r, i) => {
          const Icon = ICON[r.outcome];
          return (
            <li key={`${i}-${r.link}`} className="flex items-start gap-2 px-3 py-2">
              <Icon aria-hidden className={`mt-0.5 size-4 shrink-0 ${TONE[r.outcome]}`} />
              <div className="flex min-w-0 flex-col">
                <span className="break-all font-mono text-xs">{r.link}</span>
                <span className={`text-xs ${TONE[r.outcome]}`}>{t(`dialog.${r.outcome}`)}</span>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
