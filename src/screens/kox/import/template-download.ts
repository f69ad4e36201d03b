import { KOX_IMPORT_TEMPLATE_PATH } from '@/lib/api/endpoints';
import { requestHeaders } from '@/lib/api/client';
import type { ImportKind } from '@/lib/kox-import-values';

/** Downloads a KOX or content import template in the user's language (fetch: the sign-in travels in headers). */
export async function downloadKoxTemplate(
  kind: ImportKind,
  format: 'csv' | 'xlsx',
  lang: 'zh' | 'en',
): Promise<boolean> {
  let res: Response;
  try {
    res = await fetch(`${KOX_IMPORT_TEMPLATE_PATH}?kind=${kind}&format=${format}&lang=${lang}`, {
      headers: requestHeaders(),
    });
  } catch {
    return false;
  }
  if (!res.ok) return false;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = `${kind === 'creators' ? 'kox' : 'content'}-import-template.${format}`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return true;
}

/** A file's bytes as base64, as the import endpoints take files inside their JSON body. */
export async function fileAsBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK)
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(binary);
}
