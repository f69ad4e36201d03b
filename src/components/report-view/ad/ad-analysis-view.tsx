import { NotebookPen } from 'lucide-react';
import { SafeMarkdown } from '@/components/markdown/safe-markdown';
import { formatSignedPercent, formatTwoDecimal } from '@/lib/format';
import { analysisNumberFormat } from './ad-analysis-numbers.ts';
import type { AnalysisResult, ParsedAd } from './ad-parse.ts';
import type { AdView } from './ad-view-context.ts';
import { AttributionNote } from './attribution-note.tsx';
import { ChangeBadge } from './change-badge.tsx';
import '@/lib/i18n/namespaces/adReport';

type Analysis = Extract<ParsedAd, { kind: 'analysis' }>;
type Item = AnalysisResult['items'][number];

/** An analysis number as it reads: a change as a coloured badge, a value in its metric's format. */
function NumberValue({ view, name, value }: { view: AdView; name: string; value: number | null }) {
  const { metric, change } = analysisNumberFormat(name);
  if (metric && !view.measured(metric)) return <>{view.t('adReport:notMeasured')}</>;
  if (change && metric) return <ChangeBadge view={view} metric={metric} change={value} />;
  if (change) return <>{formatSignedPercent(value)}</>;
  return <>{metric ? view.metric(metric, value) : formatTwoDecimal(value)}</>;
}

function ItemCard({ view, item }: { view: AdView; item: Item }) {
  return (
    <li className="flex min-w-0 flex-col gap-2 rounded-lg border bg-background px-3 py-2.5">
      <p className="truncate text-sm font-medium" title={item.label}>
        {item.label}
      </p>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1.5 @md:grid-cols-4">
        {Object.entries(item.numbers).map(([name, value]) => (
          <div key={name} className="flex min-w-0 flex-col">
            <dt className="truncate text-[11px] text-muted-foreground">
              {view.t(`adReport:analysis.number.${name}`, { defaultValue: name })}
            </dt>
            <dd className="truncate text-sm tabular-nums">
              <NumberValue view={view} name={name} value={value} />
            </dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/** Each line of the writer's text a bullet: the built-in writer writes an item a line. */
const asBullets = (text: string) => {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  return lines.length > 1 ? lines.map((line) => `- ${line}`).join('\n') : text;
};

/**
 * One of the four analyses: the text in the reader's language (escaped markdown, through the studio's safe
 * renderer), the rule that chose the items, each item with its numbers, and who wrote the text. Where the
 * window measures no conversions the text (made of ROI and purchases) is left out for the attribution note.
 */
export function AdAnalysisView({ view, parsed }: { view: AdView; parsed: Analysis }) {
  const { t } = view;
  const { data } = parsed;
  const text = view.language === 'zh' ? data.text.zh : data.text.en;
  const rule = view.language === 'zh' ? data.rule.zh : data.rule.en;
  const writer =
    data.writer === 'builtin'
      ? t('adReport:analysis.writer.builtin')
      : data.model
        ? t('adReport:analysis.writer.model', { model: data.model })
        : t('adReport:analysis.writer.modelUnnamed');
  return (
    <div className="@container flex flex-col gap-3">
      <AttributionNote view={view} />
      {view.reported === 'none' ? null : (
        <div
          data-analysis-text
          className="text-sm leading-6 [&_li]:ml-5 [&_li]:pl-1 [&_ol]:list-decimal [&_p]:my-1.5 [&_ul]:my-1 [&_ul]:list-disc"
        >
          <SafeMarkdown>{asBullets(text)}</SafeMarkdown>
        </div>
      )}
      {data.items.length > 0 ? (
        // The text already states these numbers: the items are there to check it, folded until asked for.
        <details className="group rounded-lg border">
          <summary className="cursor-pointer px-3 py-2 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring">
            {t('adReport:analysis.items', { count: data.items.length })}
          </summary>
          <ol
            aria-label={t('adReport:analysis.items', { count: data.items.length })}
            className="flex flex-col gap-2 border-t p-2"
          >
            {data.items.map((item, i) => (
              <ItemCard
                key={`${item.datasetId ?? ''}:${item.id ?? item.label}:${i}`}
                view={view}
                item={item}
              />
            ))}
          </ol>
        </details>
      ) : null}
      <div className="flex flex-col gap-1 border-t pt-2 text-xs text-muted-foreground">
        <p>
          <span className="font-medium">{t('adReport:analysis.rule')}: </span>
          {rule}
        </p>
        <p className="flex items-center gap-1.5" data-writer={data.writer}>
          <NotebookPen aria-hidden className="size-3.5 shrink-0" />
          {writer}
        </p>
      </div>
    </div>
  );
}
