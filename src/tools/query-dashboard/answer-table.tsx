import { useRef } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { MoveHorizontal } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useHorizontalOverflow } from './use-horizontal-overflow.ts';
import '@/lib/i18n/namespaces/chat';

export type AnswerCell = string | number | null;

/** The first column (subject, rank, period) stays in view while the others scroll under it. */
const STICKY = 'sticky left-0 z-10 shadow-[1px_0_0_var(--color-border)]';

/**
 * The rows of an answer (query_dashboard's, query_ad_dashboard's) as a compact table, each tool naming its columns
 * and wording its cells. A table wider than the thread scrolls sideways inside the card (by keyboard too) under
 * its first column, and says so with a faded edge and a hint while columns are out of view.
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
  const { t } = useTranslation('chat');
  const scroller = useRef<HTMLDivElement>(null);
  const overflow = useHorizontalOverflow(scroller);
  return (
    <div className="space-y-1">
      <div className="relative">
        <div
          ref={scroller}
          role="region"
          aria-label={label}
          tabIndex={0}
          className="max-h-72 overflow-auto rounded border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
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
                      <td
                        key={c}
                        className={cn('px-2 py-1 text-right whitespace-nowrap tabular-nums', sticky)}
                      >
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
        </div>
        <div
          aria-hidden
          className={cn(
            'pointer-events-none absolute inset-y-0 right-0 w-6 rounded-r bg-gradient-to-l from-background to-transparent transition-opacity',
            overflow.right ? 'opacity-100' : 'opacity-0',
          )}
        />
      </div>
      {overflow.left || overflow.right ? (
        <p className="flex items-center gap-1 text-xs text-muted-foreground">
          <MoveHorizontal aria-hidden className="size-3" />
          {t('tools.queryDashboard.scrollHint', { count: columns.length })}
        </p>
      ) : null}
    </div>
  );
}
