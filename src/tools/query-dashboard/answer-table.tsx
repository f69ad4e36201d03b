import { useTranslation } from 'react-i18next';
import { toLanguage } from '@/lib/i18n';
import type { ToolOutput } from '../define-tool.ts';
import { labelOf } from './chart-option.ts';
import type { queryDashboardTool } from './contract.ts';

type Output = ToolOutput<typeof queryDashboardTool>;

/** The rows of an answer as a compact table; numbers grouped in the user's locale. */
export function AnswerTable({ output }: { output: Output }) {
  const { t, i18n } = useTranslation('chat');
  const locale = toLanguage(i18n.language) === 'zh' ? 'zh-CN' : 'en-US';
  const cell = (value: string | number | null, column: string) => {
    if (value === null) return column === 'subject' ? t('tools.queryDashboard.overall') : '';
    if (typeof value === 'number')
      return column === 'engagement_rate'
        ? `${(value * 100).toFixed(2)}%`
        : value.toLocaleString(locale, { maximumFractionDigits: 2 });
    return column === 'source' ? labelOf(value, t) : value;
  };
  if (output.rows.length === 0) return <p>{t('tools.queryDashboard.empty')}</p>;
  return (
    <div className="max-h-72 overflow-auto rounded border">
      <table className="w-full text-left text-xs text-foreground">
        <thead className="sticky top-0 bg-muted">
          <tr>
            {output.columns.map((c) => (
              <th key={c} scope="col" className="px-2 py-1 font-medium whitespace-nowrap">
                {labelOf(c, t)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {output.rows.map((row, r) => (
            <tr key={r} className="border-t">
              {row.map((value, c) => (
                <td
                  key={c}
                  className={
                    typeof value === 'number'
                      ? 'px-2 py-1 text-right tabular-nums'
                      : 'max-w-48 truncate px-2 py-1'
                  }
                >
                  {cell(value, output.columns[c] ?? '')}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
