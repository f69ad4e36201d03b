import type { RowData } from '@tanstack/react-table';
import { tableColumns, type DataTableColumn } from '@/components/data-table/features';

/** The team a row belongs to: the studio (backstage) lists show it, the team's own lists do not. */
export function studioTeamColumn<Row extends RowData & { team?: { name: string } | null }>(
  header: string,
): DataTableColumn<Row> {
  return tableColumns<Row>().accessor((row) => row.team?.name ?? '', {
    id: 'team',
    header,
    cell: ({ getValue }) => <span className="whitespace-nowrap">{getValue<string>()}</span>,
  });
}

/** The row actions column's header: named for screen readers only. */
export function ActionsHeader({ label }: { label: string }) {
  // Inside a relative box: an absolutely placed sr-only label would widen the page past the scroller.
  return (
    <span className="relative">
      <span className="sr-only">{label}</span>
    </span>
  );
}
