import { useTranslation } from '@/lib/i18n/use-translation';
import { useLanguage } from '@/lib/i18n';
import { formatCount, formatUsd } from '../shared/kox-format.ts';
import type { MyDataFigures } from './my-data-query.ts';
import '@/lib/i18n/namespaces/koxMyData';

type Slice = Omit<MyDataFigures, 'platform'> & { label: string };

/** A slice's content, deals, spend, views, CPM and CPV, one row each; scrolls sideways on a phone. */
export function FigureTable({ caption, rows }: { caption: string; rows: Slice[] }) {
  const { t } = useTranslation('koxMyData');
  const { language } = useLanguage();
  const usd = (value: number | null, digits?: number) =>
    value === null ? '—' : formatUsd(value, language, digits);
  const head = 'px-3 py-2 text-right font-medium whitespace-nowrap';
  const cell = 'px-3 py-2 text-right tabular-nums whitespace-nowrap';
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[560px] text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-medium">
              {t('column.slice')}
            </th>
            <th scope="col" className={head}>
              {t('column.contents')}
            </th>
            <th scope="col" className={head}>
              {t('column.deals')}
            </th>
            <th scope="col" className={head}>
              {t('column.spend')}
            </th>
            <th scope="col" className={head}>
              {t('column.views')}
            </th>
            <th scope="col" className={head}>
              {t('column.cpm')}
            </th>
            <th scope="col" className={head}>
              {t('column.cpv')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-b last:border-0">
              <th scope="row" className="px-3 py-2 text-left font-normal">
                {row.label}
              </th>
              <td className={cell}>{row.contents}</td>
              <td className={cell}>{row.deals}</td>
              <td className={cell}>{usd(row.spend_usd)}</td>
              <td className={cell}>{formatCount(row.views, language)}</td>
              <td className={cell}>{usd(row.cpm_usd)}</td>
              <td className={cell}>{usd(row.cpv_usd, 4)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
