import type { TFunction } from '@/lib/i18n/translator';
import { ArrowRightLeft, LogIn, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { tableColumns, type DataTableColumn } from '@/components/data-table/features';
import type { ApiOutput } from '@/lib/api/client';
import { formatDate } from '@/lib/format';

export type BackstageTeam = ApiOutput<'backstage.teams'>['list'][number];

export interface TeamRowActions {
  currentTeamId: string | undefined;
  onEnter(team: BackstageTeam): void;
  onTransfer(team: BackstageTeam): void;
  onDelete(team: BackstageTeam): void;
}

const col = tableColumns<BackstageTeam>();
const count = (n: number, locale: string) => n.toLocaleString(locale);

export function teamColumns(
  t: TFunction,
  locale: string,
  actions: TeamRowActions,
): DataTableColumn<BackstageTeam>[] {
  return [
    col.accessor('name', {
      header: t('teams.col.name'),
      cell: ({ row }) => (
        <div className="flex min-w-0 items-center gap-2">
          <span title={row.original.name} className="max-w-[16rem] truncate font-medium">
            {row.original.name}
          </span>
          {row.original.personal ? <Badge variant="secondary">{t('teams.personal')}</Badge> : null}
          {row.original.team_id === actions.currentTeamId ? (
            <Badge variant="outline">{t('teams.current')}</Badge>
          ) : null}
        </div>
      ),
    }),
    col.accessor('owner', {
      header: t('teams.col.owner'),
      cell: ({ row }) =>
        row.original.owner ? (
          <div className="flex flex-col">
            <span>{row.original.owner.name}</span>
            <span className="text-xs text-muted-foreground">{row.original.owner.account}</span>
          </div>
        ) : (
          <span className="text-muted-foreground">{t('teams.noOwner')}</span>
        ),
    }),
    col.accessor('member_count', {
      header: t('teams.col.members'),
      cell: ({ getValue }) => count(getValue(), locale),
    }),
    col.display({
      id: 'holdings',
      header: t('teams.col.holdings'),
      cell: ({ row }) => (
        <span className="whitespace-nowrap text-muted-foreground">
          {(['client', 'project', 'dashboard'] as const)
            .map((kind) => {
              const n = row.original[`${kind}_count`];
              return t(`teams.count.${kind}`, { count: n, n: count(n, locale) });
            })
            .join(' · ')}
        </span>
      ),
    }),
    col.accessor('created_at', {
      header: t('teams.col.created'),
      cell: ({ getValue }) => <span className="whitespace-nowrap">{formatDate(getValue())}</span>,
    }),
    col.display({
      id: 'actions',
      header: () => <span className="sr-only">{t('actions')}</span>,
      cell: ({ row }) => {
        const team = row.original;
        const name = team.name;
        return (
          <div className="flex justify-end gap-1">
            <Button
              variant="outline"
              size="sm"
              disabled={team.team_id === actions.currentTeamId}
              aria-label={t('teams.enterNamed', { name })}
              onClick={() => actions.onEnter(team)}
            >
              <LogIn aria-hidden />
              {t('teams.enter')}
            </Button>
            <Button
              variant="ghost"
              size="icon-sm"
              title={t('teams.transfer.action')}
              aria-label={t('teams.transfer.named', { name })}
              onClick={() => actions.onTransfer(team)}
            >
              <ArrowRightLeft aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="icon-sm"
              className="text-destructive hover:text-destructive"
              title={t('teams.delete.action')}
              aria-label={t('teams.delete.named', { name })}
              onClick={() => actions.onDelete(team)}
            >
              <Trash2 aria-hidden />
            </Button>
          </div>
        );
      },
    }),
  ];
}
