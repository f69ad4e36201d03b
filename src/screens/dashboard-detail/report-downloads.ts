import { writeXlsx, XLSX_MIME } from '@/lib/xlsx/write-xlsx';
import { tablesToRows, type TitledTable } from '@/components/report-view';

/** Spec §9: screenshots are PNG named screenshot.png; images get 15 s to load. */
export const SCREENSHOT_NAME = 'screenshot.png';
export const SCREENSHOT_TIMEOUT_MS = 15_000;

function saveAs(href: string, fileName: string): void {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/** A file name from the dashboard's name without the characters file systems refuse. */
export function xlsxFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const base = name.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ').trim() || 'report';
  return `${base}.xlsx`;
}

/** Every component's table one after another on Sheet1 (spec §9). */
export function downloadXlsx(name: string, tables: readonly TitledTable[]): Blob {
  const bytes = writeXlsx(tablesToRows(tables));
  const blob = new Blob([bytes as BlobPart], { type: XLSX_MIME });
  const url = URL.createObjectURL(blob);
  saveAs(url, xlsxFileName(name));
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
  return blob;
}

/** The report area as a PNG; modern-screenshot loads on first use. */
export async function downloadPng(element: HTMLElement): Promise<void> {
  const { domToPng } = await import('modern-screenshot');
  const dataUrl = await domToPng(element, {
    scale: Math.min(2, window.devicePixelRatio || 1),
    backgroundColor: '#ffffff',
    timeout: SCREENSHOT_TIMEOUT_MS,
  });
  saveAs(dataUrl, SCREENSHOT_NAME);
}
