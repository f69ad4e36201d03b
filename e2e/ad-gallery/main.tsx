/**
 * Every AD component with the results of tests/client/fixtures/ad-component-results.json, as the report shows
 * them, to look at in Chromium (e2e/ad-gallery/shoot.ts, e2e/specs/ad-components-gallery.e2e.test.ts). Not part
 * of the app's build. Query: `set` (sample | contract), `view` (chart | table), `lang` (zh | en), `reported`
 * (all | some | none: the attribution window's reporting). `@` is the app's source tree.
 */
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { AdComponentOptions } from '@/lib/report-components/ad-results';
import { AD_COMPONENTS } from '@/lib/report-components/catalog';
import {
  ReportComponentCard,
  ReportGrid,
  ViewToggle,
  type AdReportProps,
  type DashboardComponent,
  type ReportView,
} from '@/components/report-view';
import { SampleDataNotice } from '@/components/data-source/sample-data-badge';
import { HeadingLevelProvider } from '@/components/heading-level';
import { initI18n, setLanguage, useLanguage, type Language } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/use-translation';
import '@/lib/i18n/namespaces/adReport';
import fixture from '../../tests/client/fixtures/ad-component-results.json';
import './page.css';

type SetName = 'sample' | 'contract';
type Reported = 'all' | 'some' | 'none';

const params = new URLSearchParams(location.search);
const pick = <T extends string>(name: string, values: readonly T[], fallback: T): T => {
  const value = params.get(name) as T | null;
  return value && values.includes(value) ? value : fallback;
};

interface TopItem {
  creativeUrl: string | null;
}

/**
 * The sample accounts have no creative links: the gallery gives their top lists covers of its own, one of them
 * a link that fails, so both the image and the "Image load failed" tile show.
 */
function withCovers(result: unknown): unknown {
  const top = result as { items: TopItem[] };
  return {
    ...top,
    items: top.items.map((item, i) => ({
      ...item,
      creativeUrl: `${location.origin}/covers/${i % 5 === 4 ? 'missing.jpg' : `cover-${(i % 6) + 1}.svg`}`,
    })),
  };
}

function components(set: SetName): DashboardComponent[] {
  const { results, progressWithoutBudget } = fixture[set];
  const byKey = results as Record<string, unknown>;
  const all = AD_COMPONENTS.map((c, position) => {
    const result = byKey[c.api_key];
    const shown =
      set === 'sample' &&
      (c.api_key === 'db_ad_excellent_ads_display' || c.api_key === 'db_ad_poor_ads_display')
        ? withCovers(result)
        : result;
    return card(c.api_key, c.api_key, position, shown);
  });
  return [
    ...all,
    card('no-budget', 'db_ad_ads_consumption_progress', all.length, progressWithoutBudget),
    card('unreadable', 'db_ad_performance_overview', all.length + 1, { metrics: 'not a list' }),
  ];
}

function card(id: string, apiKey: string, position: number, result: unknown): DashboardComponent {
  return {
    component_id: id,
    api_key: apiKey,
    position,
    settings: {},
    state: 'fresh',
    result,
    computed_at: '2026-03-03T08:00:00.000Z',
    data_version: 1,
    error_code: null,
  };
}

function Gallery() {
  const { language } = useLanguage();
  const { t } = useTranslation('adReport');
  const set = pick<SetName>('set', ['sample', 'contract'], 'sample');
  const [view, setView] = useState<ReportView>(pick<ReportView>('view', ['chart', 'table'], 'chart'));
  const [reported, setReported] = useState<Reported>(
    pick<Reported>('reported', ['all', 'some', 'none'], 'all'),
  );
  const [emitted, setEmitted] = useState<{ id: string; options: AdComponentOptions } | null>(null);
  const scope = fixture[set].scope;
  const sources = set === 'sample' ? (['sample'] as const) : (['file'] as const);
  const adFor = (id: string): AdReportProps => ({
    attribution: { window: scope.window as 'none', reported },
    dataSources: sources,
    onOptionsChange: (options) => setEmitted({ id, options }),
  });
  return (
    <HeadingLevelProvider level={2}>
      <main className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-6 sm:px-6">
        <header className="flex flex-col gap-2">
          <h1 className="text-xl font-semibold tracking-tight">
            {set === 'sample' ? 'Trailhead Outdoor · Meta' : 'Spring Sale (contract fixture)'}
          </h1>
          <p className="text-sm text-muted-foreground tabular-nums">
            {scope.from} – {scope.to} · {scope.level} · {scope.window}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <ViewToggle value={view} onChange={setView} />
            <select
              aria-label="language"
              value={language}
              onChange={(event) => void setLanguage(event.target.value as Language)}
              className="h-9 rounded-md border px-2 text-sm"
            >
              <option value="zh">中文</option>
              <option value="en">English</option>
            </select>
            <select
              aria-label="attribution reported"
              value={reported}
              onChange={(event) => setReported(event.target.value as Reported)}
              className="h-9 rounded-md border px-2 text-sm"
            >
              <option value="all">window reported by all</option>
              <option value="some">window reported by some</option>
              <option value="none">window reported by none</option>
            </select>
          </div>
          {emitted ? (
            <output data-emitted className="rounded-md bg-muted px-3 py-2 font-mono text-xs break-all">
              {emitted.id}: {JSON.stringify(emitted.options)}
            </output>
          ) : null}
        </header>
        <SampleDataNotice
          sources={sources}
          explanations={{ only: t('adReport:sample.only'), some: t('adReport:sample.some') }}
        />
        <ReportGrid>
          {components(set).map((component) => (
            <ReportComponentCard
              key={component.component_id}
              component={component}
              view={view}
              ad={adFor(component.component_id)}
            />
          ))}
        </ReportGrid>
      </main>
    </HeadingLevelProvider>
  );
}

localStorage.setItem('locale', pick<Language>('lang', ['zh', 'en'], 'en'));
initI18n();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Gallery />
  </StrictMode>,
);
