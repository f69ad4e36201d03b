import { describe, expect, it } from 'vitest';
import type { AdDashboardBlock } from '@/lib/api/endpoints/ad-dashboard-fields';
import { adReportContextOf, reportedOf } from '@/components/ad-dashboard/ad-report-context';
import { draftOf, updateOf as updateOfNamed } from '@/screens/dashboard-detail/ad-settings-form';
import { askOf } from '@/components/ad-dashboard/use-ad-components';
import { adBlock, adSource } from './ad-detail-fixtures.tsx';

const block = (overrides: Record<string, unknown> = {}) => adBlock(overrides) as unknown as AdDashboardBlock;

describe('AD detail values', () => {
  it('says whether the window is reported by all, some or none of the sources', () => {
    const yes = adSource({ measured: true });
    const no = adSource({ measured: false, kind: 'file' });
    expect(reportedOf([yes, yes] as never)).toBe('all');
    expect(reportedOf([yes, no] as never)).toBe('some');
    expect(reportedOf([no] as never)).toBe('none');
    expect(reportedOf([])).toBe('all');
    expect(adReportContextOf(block())).toEqual({
      attribution: { window: '7d_click', reported: 'some' },
      dataSources: ['sample', 'file'],
    });
  });

  it('turns a pivot or a detail page and sort into what adDashboard.compute takes', () => {
    expect(askOf({ pivot: { dimensions: ['product'], metrics: ['roi'] } })).toEqual({
      options: { pivot: { dimensions: ['product'], metrics: ['roi'] } },
    });
    expect(askOf({ detail: { page: 3, pageSize: 20, sort: 'spend', order: 'asc' } })).toEqual({
      page: 3,
      options: { detail: { pageSize: 20, sort: 'spend', order: 'asc' } },
    });
    expect(askOf({ detail: { page: 2 } })).toEqual({ page: 2 });
  });

  it('sends only the settings that changed, and names the field to mend', () => {
    const ad = block();
    const draft = draftOf(ad, 'Spring ads');
    const updateOf = (a: typeof ad, d: typeof draft) => updateOfNamed(a, 'Spring ads', d);
    expect(updateOf(ad, draft)).toEqual({});
    // A new name goes alone (it makes nothing stale); an empty one is refused.
    expect(updateOf(ad, { ...draft, name: ' Spring ads 2027 ' })).toEqual({ name: 'Spring ads 2027' });
    expect(updateOf(ad, { ...draft, name: '  ' })).toBe('name');
    expect(updateOf(ad, { ...draft, tags: { ...draft.tags, hook: 'Unboxing，Founder, Unboxing' } })).toEqual({
      tags: { product: ['Running shoes'], hook: ['Unboxing', 'Founder'] },
    });
    expect(updateOf(ad, { ...draft, rangeKind: 'days', days: '400' })).toBe('days');
    expect(updateOf(ad, { ...draft, rangeKind: 'days', days: '14' })).toEqual({
      range: { kind: 'days', days: 14 },
    });
    expect(updateOf(ad, { ...draft, rangeKind: 'custom', from: '2026-03-02', to: '2026-03-01' })).toBe(
      'dates',
    );
    expect(updateOf(ad, { ...draft, budget: '-1' })).toBe('budget');
    expect(updateOf(ad, { ...draft, datasetIds: [] })).toBe('sources');
    expect(updateOf(ad, { ...draft, datasetIds: ['ds2', 'ds1'] })).toEqual({});
  });
});
