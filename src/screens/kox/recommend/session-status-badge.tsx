import { useTranslation } from '@/lib/i18n/use-translation';
import { Badge } from '@/components/ui/badge';
import type { KoxRecommendStatus } from '@/lib/kox-recommend-values';
import '@/lib/i18n/namespaces/koxRecommend';

const VARIANT: Record<KoxRecommendStatus, 'outline' | 'secondary' | 'destructive' | 'success'> = {
  pending: 'outline',
  running: 'secondary',
  completed: 'success',
  failed: 'destructive',
};

export function SessionStatusBadge({ status }: { status: KoxRecommendStatus }) {
  const { t } = useTranslation('koxRecommend');
  return <Badge variant={VARIANT[status]}>{t(`status.${status}`)}</Badge>;
}
