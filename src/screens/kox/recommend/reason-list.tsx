import { useTranslation } from '@/lib/i18n/use-translation';
import { useLanguage } from '@/lib/i18n';
import { reasonText, type RecommendReason } from '@/lib/kox-recommend-reasons';
import '@/lib/i18n/namespaces/kox';
import '@/lib/i18n/namespaces/koxRecommend';

/** Why a creator was recommended, in words, one reason a line. */
export function ReasonList({ reasons }: { reasons: readonly RecommendReason[] }) {
  const { t } = useTranslation(['koxRecommend', 'kox']);
  const { language } = useLanguage();
  return (
    <ul className="flex min-w-56 flex-col gap-0.5 text-xs">
      {reasons.map((reason) => (
        <li key={reason.kind} className="leading-snug">
          {reasonText(reason, t, language)}
        </li>
      ))}
    </ul>
  );
}
