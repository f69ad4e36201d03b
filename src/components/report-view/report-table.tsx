import { cn } from '@/lib/cn';
import { isSampleLink } from '@/lib/markdown/link-policy';
import { formatCell } from './format-cell.ts';
import type { ReportTable as ReportTableData } from './report-table-types.ts';

const isLiveUrl = (value: string) => /^https?:\/\//i.test(value) && !isSampleLink(value);

/** A component's data view: a plain, scrollable table with a caption for screen readers. */
export function ReportTable({ table, caption }: { table: ReportTableData; caption: string }) {
  return (
    // A region in the tab order, so a keyboard can scroll a table wider or taller than its box.
    <div
      role="region"
      tabIndex={0}
      aria-label={caption}
      className="max-h-[28rem] overflow-auto rounded-md border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-muted/80 backdrop-blur">
          <tr>
            {table.columns.map((c) => (
              <th
                key={c.key}
                scope="col"
                className={cn(
                  'px-3 py-2 font-medium whitespace-nowrap text-muted-foreground',
                  c.align === 'right' ? 'text-right' : 'text-left',
                )}
              >
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, i) => (
            <tr key={i} className="border-t">
              {table.columns.map((c) => {
                const text = formatCell(c, row[c.key], table.rowFormats?.[i]);
                return (
                  <td
                    key={c.key}
                    className={cn(
                      'max-w-72 truncate px-3 py-1.5',
                      c.align === 'right' ? 'text-right tabular-nums' : 'text-left',
                    )}
                    title={text}
                  >
                    {c.key === 'url' && isLiveUrl(text) ? (
                      <a
                        href={text}
                        target="_blank"
                        rel="noreferrer"
                        className="text-primary underline-offset-2 hover:underline"
                      >
                        {text}
                      </a>
                    ) : (
                      text
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
