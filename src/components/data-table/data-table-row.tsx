import type { Ref } from 'react';
import { FlexRender, type Row, type RowData } from '@tanstack/react-table';
import type { DataTableFeatures } from './features.ts';

/** One body row. A virtualized row carries its list position for screen readers and its index for measuring. */
export function DataTableRow<TData extends RowData>({
  row,
  index,
  ariaRowIndex,
  measureRef,
}: {
  row: Row<DataTableFeatures, TData>;
  index?: number;
  ariaRowIndex?: number;
  measureRef?: Ref<HTMLTableRowElement>;
}) {
  return (
    <tr
      ref={measureRef}
      data-index={index}
      aria-rowindex={ariaRowIndex}
      data-state={row.getIsSelected() ? 'selected' : undefined}
      className="border-t data-[state=selected]:bg-primary/5"
    >
      {row.getAllCells().map((cell) => (
        <td key={cell.id} className="px-3 py-2 align-middle">
          <FlexRender cell={cell} />
        </td>
      ))}
    </tr>
  );
}
