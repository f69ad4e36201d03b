import { describe, expect, it } from 'vitest';
import { act } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Command, CommandList } from 'cmdk';
import { http } from 'msw';
import { setLanguage } from '@/lib/i18n';
import { PaletteDashboards } from '@/chat/palette/palette-dashboards';
import { dashboardSummary } from '../fixtures/dashboards.ts';
import { server } from '../msw/server.ts';
import { ok } from '../msw/envelope.ts';

describe('⌘K dashboards', () => {
  it('lists ad dashboards with the social ones, marked as ad dashboards, and opens them on the report page', async () => {
    server.use(
      http.get('/api/dashboard/list', () =>
        ok({
          list: [
            dashboardSummary({
              dashboard_id: 'ad1',
              name: 'Spring ads',
              app_type: 'AD',
              data_sources: ['sample'],
            }),
            dashboardSummary({ dashboard_id: 'mk1', name: 'Running shoes' }),
          ],
          total: 2,
        }),
      ),
    );
    await act(() => setLanguage('en'));
    const opened: string[] = [];
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Command>
          <CommandList>
            <PaletteDashboards open groupClassName="" onOpen={(path) => opened.push(path)} />
          </CommandList>
        </Command>
      </QueryClientProvider>,
    );
    const ad = await screen.findByRole('option', { name: /Spring ads/ });
    expect(ad.textContent).toContain('Ad dashboard · Ready');
    expect(screen.getByRole('option', { name: /Running shoes/ }).textContent).not.toContain('Ad dashboard');
    await user.click(ad);
    expect(opened).toEqual(['/writer/app/report?dashboard_id=ad1']);
  });
});
