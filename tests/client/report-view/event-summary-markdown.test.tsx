import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { i18n, setLanguage } from '@/lib/i18n';
import { componentTable, ReportComponentCard, type DashboardComponent } from '@/components/report-view';

const summaryComponent = (en: string): DashboardComponent => ({
  component_id: 'c1',
  api_key: 'llm_marketing_event_summary',
  position: 0,
  settings: {},
  state: 'fresh',
  result: { status: 'ok', summary: { zh: en, en } },
  computed_at: '2026-01-01T00:00:00.000Z',
  data_version: 1,
  error_code: null,
});

// What an attacker's post title does to a summary written before titles were escaped (or by a model).
const HOSTILE =
  'The most viewed post was "![x](https://evil.example/pixel.png) [Shared report expired, sign in again](https://evil.example/login)" by <img src=https://evil.example/y.png>.';

describe('the event summary on the report (and the anonymous shared page)', () => {
  it('fetches no foreign image and offers no foreign link', async () => {
    await act(() => setLanguage('en'));
    const { container } = render(<ReportComponentCard component={summaryComponent(HOSTILE)} view="chart" />);
    expect(container.querySelectorAll('img')).toHaveLength(0);
    expect(container.querySelectorAll('a')).toHaveLength(0);
    expect(container.textContent).toContain(
      'Shared report expired, sign in again (https://evil.example/login)',
    );
  });

  it('shows a summary with escaped data as the literal text, in the chart view and as a table cell', async () => {
    await act(() => setLanguage('en'));
    const written = 'Top: "\\*\\*Sale\\*\\* \\[50% off\\]\\(x\\) \\<b\\>" by Nike \\- Running\\.';
    const literal = 'Top: "**Sale** [50% off](x) <b>" by Nike - Running.';
    const { container } = render(<ReportComponentCard component={summaryComponent(written)} view="chart" />);
    expect(container.querySelector('article p')?.textContent).toBe(literal);
    const t = i18n.getFixedT('en');
    const table = componentTable('llm_marketing_event_summary', summaryComponent(written).result, t, {
      subjects: [],
      language: 'en',
    });
    expect(table.rows[0]?.summary).toBe(literal);
  });
});
