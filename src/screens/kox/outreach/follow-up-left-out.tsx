import type { ApiOutput } from '@/lib/api/client';
import { useTranslation } from '@/lib/i18n/use-translation';
import '@/lib/i18n/namespaces/koxOutreachUi';

type LeftOut = ApiOutput<'koxOutreach.followUpCandidates'>['left_out'];

const REASONS = ['not_invited', 'replied', 'limit_reached', 'on_their_way', 'teammates', 'too_old'] as const;

/** Why a project's invited creators get no follow-up now, one line per reason that holds for any. */
export function FollowUpLeftOut({ leftOut }: { leftOut: LeftOut }) {
  const { t } = useTranslation('koxOutreachUi');
  const held = REASONS.filter((reason) => leftOut[reason] > 0);
  if (!held.length) return null;
  return (
    <div className="text-sm">
      <p className="font-medium">{t('followUp.leftOut')}</p>
      <ul className="list-disc pl-5 text-muted-foreground">
        {held.map((reason) => (
          <li key={reason}>{t(`followUp.reasons.${reason}`, { count: leftOut[reason] })}</li>
        ))}
      </ul>
    </div>
  );
}
