import { KOX_IMPORT_TEMPLATE_PATH } from '@/lib/api/endpoints';
import { fileSaved } from '@/lib/api/download-file';
import type { ImportKind } from '@/lib/kox-import-values';

/** Downloads a KOX or content import template in the user's language; whether it was saved. */
export const downloadKoxTemplate = (
  kind: ImportKind,
  format: 'csv' | 'xlsx',
  lang: 'zh' | 'en',
): Promise<boolean> =>
  fileSaved(
    `${KOX_IMPORT_TEMPLATE_PATH}?kind=${kind}&format=${format}&lang=${lang}`,
    `${kind === 'creators' ? 'kox' : 'content'}-import-template.${format}`,
  );

/** A file's bytes as base64, as the import endpoints take files inside their JSON body. */
export async function fileAsBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK)
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(binary);
}
