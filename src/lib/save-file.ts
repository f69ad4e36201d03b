/** Hands a file to the browser's downloads, as if a link with `download` were clicked. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The download has its own reference by now; the URL would otherwise hold the file until the page closes.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
