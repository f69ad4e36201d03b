import { useTranslation } from '@/lib/i18n/use-translation';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format';
import { judgmentReason } from './judgment-reason.ts';
import type { Thread } from './outreach-queries.ts';
import '@/lib/i18n/namespaces/koxOutreachUi';

/** How the creator came to carry a label: each judgment with who made it, why, and the text read. */
export function JudgmentList({ judgments }: { judgments: Thread['judgments'] }) {
  const { t } = useTranslation('koxOutreachUi');
  if (judgments.length === 0)
    return <p className="text-sm text-muted-foreground">{t('thread.noJudgments')}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {judgments.map((j) => (
        <li key={j.judgment_id} className="flex flex-col gap-1 rounded-lg border p-3 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{j.label_name ?? t('thread.none')}</span>
            <Badge variant="secondary">{t(`thread.judgedBy.${j.judged_by}`)}</Badge>
            {j.overridden ? <Badge variant="outline">{t('thread.overridden')}</Badge> : null}
            <span className="text-muted-foreground">{formatDateTime(j.judged_at)}</span>
          </div>
          <p className="break-words">{t('thread.reasonLine', { reason: judgmentReason(j, t) })}</p>
          {j.text_read ? (
            <p className="line-clamp-4 whitespace-pre-wrap break-words text-muted-foreground">
              {t('thread.textReadLine', { text: j.text_read })}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
