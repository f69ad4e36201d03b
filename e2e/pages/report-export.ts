import type { Download, Page } from 'playwright-core';
import { MK_COMPONENTS } from '../../src/lib/report-components/catalog.ts';

/** A dashboard with every MK component (28, spec §3), two subjects on two media: the export's heavy case. */
export function fullDashboardInput(name: string) {
  return {
    name,
    media: ['youtube', 'tiktok'] as ('youtube' | 'tiktok')[],
    frequency: 'once' as const,
    subjects: [
      { name: 'Nike', keywords: 'nike+running' },
      { name: 'Adidas', keywords: 'adidas+running' },
    ],
    components: MK_COMPONENTS.map((c) => c.api_key),
  };
}

/**
 * Clicks "Download PNG" or "Download PDF" (either language) and waits for the file; `ms` is click to download.
 */
export async function exportReport(
  page: Page,
  format: 'png' | 'pdf',
): Promise<{ download: Download; bytes: Buffer; ms: number }> {
  const button = page.getByRole('button', { name: new RegExp(`^(Download|下载) ${format.toUpperCase()}$`) });
  const started = performance.now();
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), button.click()]);
  const path = await download.path();
  const ms = performance.now() - started;
  const { readFile } = await import('node:fs/promises');
  return { download, bytes: await readFile(path), ms };
}

/** Width and height of a PNG, from its IHDR chunk. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
