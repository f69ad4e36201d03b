import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { toast } from 'sonner';
import { server } from '../msw/server.ts';
import { ok } from '../msw/envelope.ts';
import { setLanguage } from '@/lib/i18n';
import { resetErrorToast } from '@/lib/api/error-toast';
import { ExportError } from '@/components/report-export/export-error';
import { useExportRequests } from '@/components/report-export/export-requests';
import type { ReportExportRequest } from '@/components/report-export/export-report';
import { component, detailFixture } from './detail-fixtures.ts';
import { renderDetail } from './render-detail.tsx';

vi.mock('@/components/charts/echart', () => ({
  EChart: ({ ariaLabel }: { ariaLabel: string }) => <div role="img" aria-label={ariaLabel} />,
}));

/** The canvas work needs a real browser (the e2e does it); here the export is held half-way to see the progress. */
const exportReport = vi.hoisted(() => vi.fn());
vi.mock('@/components/report-export/export-report', () => ({ exportReport }));

afterEach(() => {
  exportReport.mockReset();
  resetErrorToast();
});

function held() {
  let finish: (outcome: { blob: Blob; fileName: string } | Error) => void = () => {};
  exportReport.mockImplementation(
    (_format: string, _request: ReportExportRequest, onProgress: (share: number) => void) =>
      new Promise((resolve, reject) => {
        onProgress(0.42);
        finish = (outcome) => (outcome instanceof Error ? reject(outcome) : resolve(outcome));
      }),
  );
  return (outcome: { blob: Blob; fileName: string } | Error) => act(() => finish(outcome));
}

describe('report export from the dashboard detail', () => {
  it('shows the progress, then saves the file under the name the export gives', async () => {
    server.use(http.get('/api/dashboard/detail', () => ok(detailFixture())));
    const finish = held();
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const user = userEvent.setup();
    await renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    const bar = await screen.findByRole('progressbar', { name: 'Making the PDF…' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(screen.getByRole('button', { name: 'Download PNG' }).hasAttribute('disabled')).toBe(true);

    const [format, request] = exportReport.mock.calls[0] as [string, ReportExportRequest];
    expect(format).toBe('pdf');
    expect(request.name).toBe('Running shoes');
    expect(request.header.lines[1]).toMatch(
      /^Data: YouTube · Subjects: Nike · Adidas · Last update \d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/,
    );
    expect(request.blocks.map((b) => b.title)).toContain('Overview');
    expect(request.pageLabel(2, 5)).toBe('Page 2 of 5');

    await finish({ blob: new Blob(['%PDF-']), fileName: 'Running shoes-2026-03-05.pdf' });
    await waitFor(() => expect(saved).toEqual(['Running shoes-2026-03-05.pdf']));
    expect(screen.queryByRole('progressbar')).toBeNull();
    click.mockRestore();
  });

  it('starts a download asked for in the chat once the report is shown, and only once', async () => {
    server.use(http.get('/api/dashboard/detail', () => ok(detailFixture())));
    const finish = held();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const id = detailFixture().dashboard_id;
    useExportRequests.getState().request(id, 'png');
    useExportRequests.getState().request('another-dashboard', 'pdf');
    await renderDetail();
    await screen.findByRole('progressbar', { name: 'Making the PNG…' });
    expect(exportReport).toHaveBeenCalledTimes(1);
    expect(exportReport.mock.calls[0]![0]).toBe('png');
    // Taken: the request of another dashboard stays for its own detail.
    expect(useExportRequests.getState().pending).toEqual({ 'another-dashboard': 'pdf' });
    await finish({ blob: new Blob(['png']), fileName: 'Running shoes-2026-03-05.png' });
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(exportReport).toHaveBeenCalledTimes(1);
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
    useExportRequests.setState({ pending: {} });
  });

  it('names generated posts as sample data first under the title, so an export cannot pass them as real', async () => {
    server.use(
      http.get('/api/dashboard/detail', () =>
        ok({ ...detailFixture(), data_source: 'sample', data_sources: ['sample'] }),
      ),
    );
    held();
    const user = userEvent.setup();
    await renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Download PNG' }));
    const [, request] = exportReport.mock.calls[0] as [string, ReportExportRequest];
    expect(request.header.lines[0]).toBe(
      'Sample data: Generated by the built-in sample source, not real posts. Connect YouTube or import posts for real data.',
    );
    expect(request.header.lines[1]).toMatch(/^Exported /);
  });

  it('draws AD components too, from their own chunk', async () => {
    const results = (await import('../fixtures/ad-component-results.json')).default.contract.results;
    server.use(
      http.get('/api/dashboard/detail', () =>
        ok({
          ...detailFixture(),
          components: [
            component('a1', 'db_ad_cost_per_conversion', 0, { result: results.db_ad_cost_per_conversion }),
            component('a2', 'db_ad_country_data', 1, { result: results.db_ad_country_data }),
          ],
        }),
      ),
    );
    held();
    const user = userEvent.setup();
    await renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Download PNG' }));
    await waitFor(() => expect(exportReport).toHaveBeenCalled());
    const [, request] = exportReport.mock.calls[0] as [string, ReportExportRequest];
    expect(request.blocks.map((b) => [b.title, b.bodies.map((body) => body.kind)])).toEqual([
      ['Cost per conversion', ['tiles']],
      ['Country data', ['chart', 'table']],
    ]);
  });

  it('says what to do when it fails, in the user language', async () => {
    server.use(http.get('/api/dashboard/detail', () => ok(detailFixture())));
    const error = vi.spyOn(toast, 'error').mockImplementation(() => 1);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const finish = held();
    const user = userEvent.setup();
    await renderDetail();
    await act(() => setLanguage('zh'));
    await user.click(await screen.findByRole('button', { name: '下载 PNG' }));
    await finish(new ExportError('loadFailed'));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        'PNG 生成失败：应用的部分内容未能加载。请检查网络后重试。',
        expect.anything(),
      ),
    );
    expect(screen.getByRole('button', { name: '下载 PNG' }).hasAttribute('disabled')).toBe(false);
    vi.restoreAllMocks();
  });
});
