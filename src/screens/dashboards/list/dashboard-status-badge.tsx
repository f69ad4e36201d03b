import { useTranslation } from '@/lib/i18n/use-translation';
import { Badge } from '@/components/ui/badge';
import type { DashboardSummary } from '../api/dashboard-queries.ts';
import '@/lib/i18n/namespaces/dashboards';

const VARIANTS = { generating: 'secondary', ready: 'success', failed: 'destructive' } as const;

export function DashboardStatusBadge({ status }: { status: DashboardSummary['status'] }) {
  const { t } = useTranslation('dashboards');
  return <Badge variant={VARIANTS[status]}>{t(`status.${status}`)}</Badge>;
}
