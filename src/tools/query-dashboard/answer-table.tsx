import { cn } from '@/lib/cn';
import { SideScroll } from '../side-scroll.tsx';

export type AnswerCell = string | number | null;

/** The first column (subject, rank, period) stays in view while the others scroll under it. */
const STICKY = 'sticky left-0 z-10 shadow-[1px_0_0_var(--color-border)]';

/**
 * The rows of an answer (query_dashboard's, query_ad_dashboard's) as a compact table, each tool naming its columns
 * and wording its cells. A table wider than the thread scrolls sideways under its first column.
 */
export function AnswerTable({
  columns,
  rows,
  label,
  columnLabel,
  cellText,
}: {
  columns: readonly string[];
  rows: readonly (readonly AnswerCell[])[];
  label: string;
  columnLabel(column: string): string;
  cellText(value: AnswerCell, column: string, row: readonly AnswerCell[]): string;
}) {
  return (
    <SideScroll label={label} columnCount={columns.length} className="max-h-72 overflow-auto rounded border">
      <table className="w-full text-left text-xs text-foreground">
        <thead className="sticky top-0 bg-muted">
          <tr>
            {columns.map((c, i) => (
              <th
                key={c}
                scope="col"
                className={cn('px-2 py-1 font-medium whitespace-nowrap', i === 0 && STICKY, 'bg-muted')}
              >
                {columnLabel(c)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r} className="border-t">
              {row.map((value, c) => {
                const text = cellText(value, columns[c] ?? '', row);
                const sticky = c === 0 && cn(STICKY, 'bg-card');
                return typeof value === 'number' ? (
                  <td key={c} className={cn('px-2 py-1 text-right whitespace-nowrap tabular-nums', sticky)}>
                    {text}
                  </td>
                ) : (
                  <td key={c} className={cn('max-w-48 truncate px-2 py-1', sticky)} title={text}>
                    {text}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </SideScroll>
  );
}
