import { lazy, Suspense, useState, type ReactNode } from 'react';
import { FlexRender, type ReactTable, type Row, type RowData } from '@tanstack/react-table';
import { DataTableRow } from './data-table-row.tsx';
import { SortHeader } from './sort-header.tsx';
import type { DataTableFeatures } from './features.ts';
import type { VirtualRows as VirtualRowsComponent } from './virtual-rows.tsx';

/** From this many rows on, only the rows in view are rendered; today's pages of 20 render plainly. */
export const VIRTUALIZE_FROM = 100;
/** Rows shown plainly while the virtualizer loads: more than a screen's worth. */
const ROWS_BEFORE_VIRTUALIZER = 50;

// The virtualizer adds ~11 kB gzip that pages of 20 never need: it loads with the first long list.
// lazy() drops the component's type parameter; what it loads is the generic component.
const VirtualRows = lazy(() =>
  import('./virtual-rows.tsx').then((m) => ({ default: m.VirtualRows })),
) as unknown as typeof VirtualRowsComponent;

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

interface DataTableGridProps<TData extends RowData, Sort extends string> {
  table: ReactTable<DataTableFeatures, TData>;
  label: string;
  sortable: Partial<Record<string, Sort>>;
  sort: Sort;
  /** Needed when `sortable` names a column. */
  onSort?(sort: Sort): void;
  /** For a list sorted either way: the active sort's direction, for screen readers (aria-sort). */
  order?: 'asc' | 'desc';
  busy: boolean;
  /** `always` for a list that grows as it scrolls; `long` virtualizes from VIRTUALIZE_FROM rows. */
  virtualize: 'always' | 'long';
  /** The rows of the whole list and the position of the first one shown, for screen readers. */
  total: number;
  firstIndex: number;
  onRenderedEnd?(lastIndex: number): void;
  /** Shown under the rows inside the scrolling box (a list's loading or retry line). */
  after?: ReactNode;
}

/**
 * The table itself. A long list scrolls in its own box under a sticky header and says its real size and each
 * row's position (aria-rowcount, aria-rowindex), since only a window of rows is in the DOM.
 */
export function DataTableGrid<TData extends RowData, Sort extends string>(
  props: DataTableGridProps<TData, Sort>,
) {
  const { table, sortable } = props;
  // State, not a ref: the rows' virtualizer starts before a parent's ref is set, and must render again once the
  // box exists.
  const [scrollBox, setScrollBox] = useState<HTMLDivElement | null>(null);
  const rows = table.getRowModel().rows;
  const headerGroups = table.getHeaderGroups();
  const virtual = props.virtualize === 'always' || rows.length >= VIRTUALIZE_FROM;
  const aria = (value: number) => (virtual ? value : undefined);
  return (
    <div
      ref={setScrollBox}
      className={`rounded-xl border ${virtual ? 'max-h-[70vh] overflow-auto' : 'overflow-x-auto'}`}
      aria-busy={props.busy}
    >
      <table
        className="w-full min-w-[640px] border-collapse text-sm"
        aria-rowcount={aria(props.total + headerGroups.length)}
      >
        <caption className="sr-only">{props.label}</caption>
        <thead className="sticky top-0 z-10 bg-background text-left text-xs text-muted-foreground">
          {headerGroups.map((group, i) => (
            <tr key={group.id} aria-rowindex={aria(i + 1)} className="bg-muted/50">
              {group.headers.map((header) => {
                const sortKey = sortable[header.column.id];
                const active = sortKey !== undefined && sortKey === props.sort;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={active ? (props.order ? ARIA_SORT[props.order] : 'other') : undefined}
                    className="h-10 px-3 font-medium whitespace-nowrap"
                  >
                    {sortKey === undefined ? (
                      <FlexRender header={header} />
                    ) : (
                      <SortHeader active={active} onSort={() => props.onSort?.(sortKey)}>
                        <FlexRender header={header} />
                      </SortHeader>
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        {virtual ? (
          <Suspense fallback={<PlainRows rows={rows.slice(0, ROWS_BEFORE_VIRTUALIZER)} />}>
            <VirtualRows
              rows={rows}
              columnCount={table.getAllLeafColumns().length}
              getScrollElement={() => scrollBox}
              firstAriaRowIndex={headerGroups.length + props.firstIndex + 1}
              onRenderedEnd={props.onRenderedEnd}
            />
          </Suspense>
        ) : (
          <PlainRows rows={rows} />
        )}
      </table>
      {props.after}
    </div>
  );
}

function PlainRows<TData extends RowData>({ rows }: { rows: Row<DataTableFeatures, TData>[] }) {
  return (
    <tbody>
      {rows.map((row) => (
        <DataTableRow key={row.id} row={row} />
      ))}
    </tbody>
  );
}
