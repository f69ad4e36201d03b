/**
 * Scrolling the studio data table with 10,000 rows in Debian's Chromium (issue 12: "stays smooth at 10,000
 * rows"). Builds bench/data-table-page against src/ and, when DATA_TABLE_BEFORE names another source tree (e.g.
 * an older revision unpacked with `git archive <rev> src | tar -x -C /tmp/before`), against that one too, then
 * runs them in turns: the time until the rows show, then two scrolls measured with requestAnimationFrame and
 * PerformanceObserver('longtask'): a wheel-like 120 px per frame, and jumps to random places (a dragged scroll bar).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import type { Page } from 'playwright-core';
import { build, preview, type PreviewServer } from 'vite';
import { launchBrowser } from '../e2e/browser.ts';
import type { BenchResult } from './bench-result.ts';

const ROWS = 10_000;
const RUNS = 3;
const FRAMES = 240;
const root = fileURLToPath(new URL('..', import.meta.url));
const pageDir = path.join(root, 'bench/data-table-page');

interface Scroll {
  frames: number[];
  longTasks: number[];
  rowsInDom: number;
}

async function buildPage(srcDir: string, outDir: string): Promise<PreviewServer> {
  const config = {
    configFile: false as const,
    root: pageDir,
    logLevel: 'warn' as const,
    plugins: [react(), tailwindcss()],
    resolve: { alias: { '@': srcDir } },
  };
  await build({ ...config, build: { outDir, emptyOutDir: true } });
  return preview({ ...config, build: { outDir }, preview: { port: 0, host: '127.0.0.1' } });
}

/** Loads the page and waits for its rows; the milliseconds from navigation to the first row. */
async function open(page: Page, url: string): Promise<number> {
  await page.goto(`${url}?rows=${ROWS}`);
  await page.locator('tbody tr td').first().waitFor();
  return page.evaluate(() => performance.now());
}

function scroll(page: Page, mode: 'wheel' | 'jump'): Promise<Scroll> {
  return page.evaluate(
    async ({ mode, frames: count }) => {
      const box = document.querySelector('table')!.parentElement!;
      // Before the change the table does not scroll in its own box: the page does.
      const scroller = box.scrollHeight > box.clientHeight ? box : document.scrollingElement!;
      const longTasks: number[] = [];
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) longTasks.push(entry.duration);
      });
      observer.observe({ type: 'longtask' });
      const frames: number[] = [];
      let rowsInDom = 0;
      let last = performance.now();
      // The same places every run (a Lehmer generator); no named helper, which tsx would wrap in `__name`.
      let seed = 7;
      for (let i = 0; i < count; i++) {
        seed = (seed * 16807) % 2147483647;
        scroller.scrollTop =
          mode === 'wheel'
            ? scroller.scrollTop + 120
            : (seed / 2147483647) * (scroller.scrollHeight - scroller.clientHeight);
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const now = performance.now();
        frames.push(now - last);
        last = now;
        rowsInDom = Math.max(rowsInDom, document.querySelectorAll('tbody tr').length);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
      observer.disconnect();
      return { frames, longTasks, rowsInDom };
    },
    { mode, frames: FRAMES },
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

export default async function run(): Promise<BenchResult[]> {
  const variants = [{ name: 'data table', srcDir: path.join(root, 'src') }];
  const before = process.env.DATA_TABLE_BEFORE;
  if (before) variants.unshift({ name: 'data table before', srcDir: path.resolve(before) });
  const outRoot = await mkdtemp(path.join(tmpdir(), 'booster-bench-table-'));
  const servers: PreviewServer[] = [];
  const browser = await launchBrowser();
  try {
    for (const [i, variant] of variants.entries())
      servers.push(await buildPage(variant.srcDir, path.join(outRoot, String(i))));
    const measured = variants.map(() => ({
      shown: [] as number[],
      wheel: [] as Scroll[],
      jump: [] as Scroll[],
    }));
    for (let run = 0; run < RUNS; run++) {
      for (const [i, server] of servers.entries()) {
        const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
        measured[i]!.shown.push(await open(page, server.resolvedUrls!.local[0]!));
        measured[i]!.wheel.push(await scroll(page, 'wheel'));
        measured[i]!.jump.push(await scroll(page, 'jump'));
        await page.close();
      }
    }
    return variants.flatMap((variant, i) => {
      const m = measured[i]!;
      const of = (mode: 'wheel' | 'jump') => {
        const frames = m[mode].flatMap((s) => s.frames);
        const longTasks = m[mode].map((s) => s.longTasks);
        return [
          { name: `${variant.name}: ${mode} scroll, median frame`, value: median(frames), unit: 'ms' },
          { name: `${variant.name}: ${mode} scroll, p95 frame`, value: percentile(frames, 0.95), unit: 'ms' },
          { name: `${variant.name}: ${mode} scroll, longest frame`, value: Math.max(...frames), unit: 'ms' },
          {
            name: `${variant.name}: ${mode} scroll, long tasks per run (median)`,
            value: median(longTasks.map((l) => l.length)),
            unit: 'tasks',
          },
          {
            name: `${variant.name}: ${mode} scroll, long-task time per run (median)`,
            value: median(longTasks.map(sum)),
            unit: 'ms',
          },
        ];
      };
      return [
        { name: `${variant.name}: ${ROWS} rows shown after (median)`, value: median(m.shown), unit: 'ms' },
        {
          name: `${variant.name}: body rows in the DOM (most)`,
          value: Math.max(...m.wheel.map((s) => s.rowsInDom)),
          unit: 'rows',
        },
        ...of('wheel'),
        ...of('jump'),
      ];
    });
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.close()));
    await rm(outRoot, { recursive: true, force: true });
  }
}
