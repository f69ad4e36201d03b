import { useCallback, useEffect, useState, type FocusEvent, type ReactNode } from 'react';
import type { Row, RowData } from '@tanstack/react-table';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { DataTableRow } from './data-table-row.tsx';
import type { DataTableFeatures } from './features.ts';

/**
 * A first guess for rows not measured yet: a row of one text line and a checkbox, its padding and border, as
 * measured in Chromium (38 px). A guess close to the truth keeps the scroll bar from jumping as rows are measured.
 */
export const ESTIMATED_ROW_HEIGHT = 38;
const OVERSCAN = 10;

interface VirtualRowsProps<TData extends RowData> {
  rows: Row<DataTableFeatures, TData>[];
  columnCount: number;
  getScrollElement(): HTMLElement | null;
  /** Screen readers' number of the first row (header rows and earlier pages come before it). */
  firstAriaRowIndex: number;
  /** Told the index of the last row in view, so a list that grows can load more near its end. */
  onRenderedEnd?(lastIndex: number): void;
}

/**
 * Only the rows in view (and a few around them) are in the DOM; spacer rows above and below keep the scroll
 * height, so the table keeps its native column layout. Heights are measured as rows render, since cells hold
 * buttons and badges whose height depends on their content and the language.
 */
export function VirtualRows<TData extends RowData>(props: VirtualRowsProps<TData>) {
  const { rows, columnCount, onRenderedEnd } = props;
  const [focusedIndex, setFocusedIndex] = useState<number | null>(null);
  const keepFocused = useCallback(
    (range: Range) => withIndex(defaultRangeExtractor(range), focusedIndex, range.count),
    [focusedIndex],
  );
  // The rule guards React Compiler's memoizing, which this build does not use; the virtualizer is one mutable
  // object read afresh on every render, which is what this component does.
  // eslint-disable-next-line react-hooks/incompatible-library -- see above
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: props.getScrollElement,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    getItemKey: (index) => rows[index]!.id,
    overscan: OVERSCAN,
    rangeExtractor: keepFocused,
  });
  const items = virtualizer.getVirtualItems();
  const lastInView = virtualizer.range?.endIndex;
  useEffect(() => {
    if (lastInView !== undefined) onRenderedEnd?.(lastInView);
  }, [lastInView, onRenderedEnd]);

  const body: ReactNode[] = [];
  let end = 0;
  for (const item of items) {
    if (item.start > end)
      body.push(<Spacer key={`gap-${item.index}`} height={item.start - end} columns={columnCount} />);
    body.push(
      <DataTableRow
        key={item.key}
        row={rows[item.index]!}
        index={item.index}
        ariaRowIndex={props.firstAriaRowIndex + item.index}
        measureRef={virtualizer.measureElement}
      />,
    );
    end = item.end;
  }
  const total = virtualizer.getTotalSize();
  if (total > end) body.push(<Spacer key="gap-end" height={total - end} columns={columnCount} />);

  // A focused row stays rendered while it is scrolled away, so the keyboard focus is not dropped to the page.
  const onFocus = (event: FocusEvent<HTMLTableSectionElement>) => {
    const row = (event.target as Element).closest<HTMLElement>('tr[data-index]');
    if (row) setFocusedIndex(Number(row.dataset.index));
  };
  const onBlur = (event: FocusEvent<HTMLTableSectionElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusedIndex(null);
  };
  return (
    <tbody onFocus={onFocus} onBlur={onBlur}>
      {body}
    </tbody>
  );
}

function Spacer({ height, columns }: { height: number; columns: number }) {
  return (
    <tr aria-hidden>
      <td colSpan={columns} style={{ height, padding: 0 }} />
    </tr>
  );
}

/** The rendered indexes with `extra` added in order (when it is a row of the list and not there yet). */
function withIndex(indexes: number[], extra: number | null, count: number): number[] {
  if (extra === null || extra >= count || indexes.includes(extra)) return indexes;
  return [...indexes, extra].sort((a, b) => a - b);
}
