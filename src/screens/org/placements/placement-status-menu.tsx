import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowRightLeft } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { callApi } from '@/lib/api/client';
import { ORG_KEY, type PlacementRow } from '../api/org-queries.ts';
import { DATED_STATUSES, NEXT_STATUSES, type PlacementStatus } from '@/lib/placement-status';
import '@/lib/i18n/namespaces/org';

/**
 * The status moves docs/placements.md allows from the row's status, and no others. A move to a fixed buy
 * without both dates opens the form instead (`onNeedsDates`), where the dates can be filled in.
 */
export function PlacementStatusMenu({
  placement,
  onNeedsDates,
}: {
  placement: PlacementRow;
  onNeedsDates(status: PlacementStatus): void;
}) {
  const { t } = useTranslation('org');
  const queryClient = useQueryClient();
  const move = useMutation({
    mutationFn: (status: PlacementStatus) =>
      callApi('placement.update', { placement_id: placement.placement_id, status }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORG_KEY }),
  });
  const next = NEXT_STATUSES[placement.status];
  if (next.length === 0) return null;
  const choose = (status: PlacementStatus) => {
    const undated = !placement.start_date || !placement.end_date;
    if (DATED_STATUSES.includes(status) && undated) onNeedsDates(status);
    else move.mutate(status);
  };
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon-sm"
          disabled={move.isPending}
          aria-label={t('placement.moveOf', { name: placement.name })}
          title={t('placement.move')}
        >
          <ArrowRightLeft aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t('placement.moveTo')}</DropdownMenuLabel>
        {next.map((status) => (
          <DropdownMenuItem
            key={status}
            variant={status === 'cancelled' ? 'destructive' : 'default'}
            onSelect={() => choose(status)}
          >
            {t(`status.${status}`)}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
