import { act } from 'react';
import { render, waitFor } from '@testing-library/react';
import type { AdComponentKey } from '@/lib/report-components/ad-results';
import {
  ReportComponentCard,
  type AdReportProps,
  type DashboardComponent,
  type ReportView,
} from '@/components/report-view';
import { setLanguage, type Language } from '@/lib/i18n';
import fixture from '../../fixtures/ad-component-results.json';

/** The results computeAdComponents gave for the contract fixture (hand-checked values) and the sample month. */
export const CONTRACT = fixture.contract.results as Record<AdComponentKey, unknown>;
export const SAMPLE = fixture.sample.results as Record<AdComponentKey, unknown>;
export const PROGRESS_WITHOUT_BUDGET = fixture.contract.progressWithoutBudget;

/** A deep copy to change: the fixture stays as computed. */
export const copy = <T,>(value: T): T => structuredClone(value);

export function adComponent(apiKey: string, result: unknown, id = apiKey): DashboardComponent {
  return {
    component_id: id,
    api_key: apiKey,
    position: 0,
    settings: {},
    state: 'fresh',
    result,
    computed_at: '2026-03-03T08:00:00.000Z',
    data_version: 1,
    error_code: null,
  };
}

/** One AD component in the report card, in `language`, waiting for its lazily loaded renderer. */
export async function renderAd(
  apiKey: AdComponentKey,
  opts: { view?: ReportView; ad?: AdReportProps; result?: unknown; language?: Language } = {},
) {
  await act(() => setLanguage(opts.language ?? 'en'));
  const component = adComponent(apiKey, opts.result === undefined ? CONTRACT[apiKey] : opts.result);
  const utils = render(
    <ReportComponentCard
      component={component}
      view={opts.view ?? 'chart'}
      {...(opts.ad ? { ad: opts.ad } : {})}
    />,
  );
  // The renderers' chunk has loaded once the card shows its body instead of the skeleton.
  const body = await waitFor(() => {
    const found = utils.container.querySelector<HTMLElement>('[data-ad-body]');
    if (!found) throw new Error('The AD body has not loaded yet.');
    return found;
  });
  return { ...utils, body };
}
