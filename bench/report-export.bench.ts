/**
 * PNG export of a whole 28-component dashboard (every MK component, two subjects, sample data) in the built app,
 * driven in Debian's Chromium: click "Download PNG" to the download, the median of several runs, after one warm-up
 * that loads echarts and the export code. Needs `npm run build` first. Target ≤ 3 s (issue 8).
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launchBrowser } from '../e2e/browser.ts';
import { exportReport, fullDashboardInput, pngSize } from '../e2e/pages/report-export.ts';
import { signIn } from '../e2e/pages/sign-in-page.ts';
import { FAULT_ADMIN, startServer } from '../tests/fault/helpers/spawn-server.ts';
import type { BenchResult } from './bench-result.ts';

const RUNS = 5;
const TARGET_MS = 3_000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export default async function run(): Promise<BenchResult[]> {
  if (!existsSync('dist/index.html'))
    throw new Error('Build the app first (npm run build): dist/ is missing.');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'booster-bench-export-'));
  const server = await startServer({ dataDir });
  const browser = await launchBrowser();
  try {
    const token = await server.signIn();
    const created = await server.call('dashboard.add', fullDashboardInput('Export bench 28'), token);
    const id = created.body.data.dashboard_id;
    const deadline = Date.now() + 180_000;
    for (;;) {
      const detail = (await server.call('dashboard.detail', { dashboard_id: id }, token)).body.data;
      if (detail.status === 'ready' && detail.components.every((c) => c.result !== null)) break;
      if (detail.status === 'failed' || Date.now() > deadline)
        throw new Error(`The bench dashboard did not get ready (${detail.status}).`);
      await new Promise((r) => setTimeout(r, 1_000));
    }
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 1440, height: 900 },
      acceptDownloads: true,
    });
    await context.addInitScript(() => localStorage.setItem('locale', 'en'));
    const page = await context.newPage();
    await page.goto('/writer/login');
    await signIn(page, FAULT_ADMIN.account, FAULT_ADMIN.password);
    await page.waitForURL('**/writer/app/store');
    await page.goto(`/writer/app/report?dashboard_id=${id}`);
    await page.locator('canvas').first().waitFor({ timeout: 60_000 });

    const warm = await exportReport(page, 'png');
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push((await exportReport(page, 'png')).ms);
    const pdf: number[] = [];
    for (let i = 0; i < 3; i++) pdf.push((await exportReport(page, 'pdf')).ms);
    const { height } = pngSize(warm.bytes);
    // The app measures each step of an export (src/components/report-export/export-report.ts).
    const steps = await page.evaluate(() =>
      performance
        .getEntriesByType('measure')
        .filter((m) => m.name.startsWith('report-export '))
        .map((m) => ({ name: m.name, ms: m.duration })),
    );
    const stepMedians = [...new Set(steps.map((s) => s.name))].map((name) => ({
      name: `report export: step ${name.slice('report-export '.length)}, median`,
      value: Math.round(median(steps.filter((s) => s.name === name).map((s) => s.ms))),
      unit: 'ms',
    }));
    return [
      {
        name: `report export: PNG of 28 components, median of ${RUNS}`,
        value: Math.round(median(times)),
        unit: 'ms',
        target: TARGET_MS,
      },
      {
        name: 'report export: PNG first run (loads the export code)',
        value: Math.round(warm.ms),
        unit: 'ms',
      },
      {
        name: 'report export: PDF of 28 components, median of 3',
        value: Math.round(median(pdf)),
        unit: 'ms',
      },
      ...stepMedians,
      { name: 'report export: PNG height', value: height, unit: 'px' },
    ];
  } finally {
    await browser.close();
    await server.kill('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
  }
}
