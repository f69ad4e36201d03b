import { useTranslation } from '@/lib/i18n/use-translation';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import type { PlacementRow, ProjectRow } from '../api/org-queries.ts';
import '@/lib/i18n/namespaces/org';

type Status = ProjectRow['status'] | PlacementRow['status'];

const TONE: Record<Status, string> = {
  active: 'border-transparent bg-success/15 text-success',
  archived: 'border-transparent bg-muted text-muted-foreground',
  planned: 'border-transparent bg-secondary text-secondary-foreground',
  booked: 'border-transparent bg-primary/10 text-primary',
  live: 'border-transparent bg-success/15 text-success',
  ended: 'border-transparent bg-muted text-muted-foreground',
  cancelled: 'border-transparent bg-destructive/10 text-destructive',
};

export function StatusBadge({ status }: { status: Status }) {
  const { t } = useTranslation('org');
  return <Badge className={cn(TONE[status])}>{t(`status.${status}`)}</Badge>;
}
