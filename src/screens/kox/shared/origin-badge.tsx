import { useTranslation } from '@/lib/i18n/use-translation';
import { Badge } from '@/components/ui/badge';
import type { KoxOrigin } from '@/lib/kox-values';
import { SampleBadge } from './sample-badge.tsx';
import '@/lib/i18n/namespaces/kox';

/**
 * Where a creator comes from: sample data (made up), imported by the team, or collected from a platform by link.
 * Public rows carry no origin: they are sample data when marked so.
 */
export function OriginBadge({ creator }: { creator: { sample: boolean; origin?: KoxOrigin } }) {
  const { t } = useTranslation('kox');
  if (creator.sample) return <SampleBadge />;
  if (!creator.origin || creator.origin === 'sample') return null;
  return (
    <Badge variant="outline" title={t(`origin.${creator.origin}Hint`)}>
      {t(`origin.${creator.origin}`)}
    </Badge>
  );
}
