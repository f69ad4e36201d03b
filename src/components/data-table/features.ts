import {
  createColumnHelper,
  rowSelectionFeature,
  tableFeatures,
  type ColumnDef,
  type RowData,
} from '@tanstack/react-table';

/**
 * The one feature set of every studio table: rows are selected for bulk actions; paging, searching and sorting
 * happen on the server (the lists are team-scoped and can be large), so no client row models ship.
 */
export const dataTableFeatures = tableFeatures({ rowSelectionFeature });

export type DataTableFeatures = typeof dataTableFeatures;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns of one table carry different value types
export type DataTableColumn<Row extends RowData> = ColumnDef<DataTableFeatures, Row, any>;

/** Typed column definitions for a table of `Row`s: `const col = tableColumns<Member>()`. */
export const tableColumns = <Row extends RowData>() => createColumnHelper<DataTableFeatures, Row>();
