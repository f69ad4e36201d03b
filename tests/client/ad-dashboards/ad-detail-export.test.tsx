import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { exportReport as exportReportStandIn } from '@/components/report-export/export-report';
import { renderAdDetail, useAdApi } from './ad-detail-fixtures.tsx';

// Charts and the export are stand-ins here (tests/client/stand-ins/charts.ts, the `client-charts` project).

const exportReport = vi.mocked(exportReportStandIn);

afterEach(() => exportReport.mockReset());

describe('downloads of an AD dashboard', () => {
  it("heads the PNG with the sample line, the dates shown and the ad sources, and draws the AD bodies with the dashboard's attribution", async () => {
    exportReport.mockResolvedValue({ blob: new Blob(['x']), fileName: 'Spring ads.png' });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    useAdApi();
    const user = userEvent.setup();
    await renderAdDetail();
    await user.click(await screen.findByRole('button', { name: 'Download PNG' }));
    await waitFor(() => expect(exportReport).toHaveBeenCalled());
    const [, request] = exportReport.mock.calls[0]!;
    const [sample, exported, source] = request.header.lines;
    expect(sample).toMatch(/^Includes sample data: /);
    expect(exported).toMatch(/Time range: 1 month \(2026-02-04 – 2026-03-03\)$/);
    expect(source).toBe('Data: Sample Meta account, March export.csv · attribution 7-day click · by Ad');
    const overview = request.blocks.find((b) => b.title === 'Ad performance overview')!;
    // One source of two reports 7-day click: the export says part of the conversions count as zero.
    expect(JSON.stringify(overview.bodies)).toContain('Some data sources of this dashboard do not report');
    vi.restoreAllMocks();
  });

  it('offers share links for an AD dashboard like any other', async () => {
    useAdApi();
    const user = userEvent.setup();
    await renderAdDetail();
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Create link' })).toBeTruthy();
  });
});
