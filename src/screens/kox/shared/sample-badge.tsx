import { useTranslation } from '@/lib/i18n/use-translation';
import { Badge } from '@/components/ui/badge';
import '@/lib/i18n/namespaces/kox';

/** Marks a creator of the built-in sample corpus: made up, never to be contacted. */
export function SampleBadge() {
  const { t } = useTranslation('kox');
  return (
    <Badge
      variant="outline"
      className="border-amber-500/60 text-amber-700 dark:text-amber-400"
      title={t('sample.hint')}
    >
      {t('sample.badge')}
    </Badge>
  );
}
