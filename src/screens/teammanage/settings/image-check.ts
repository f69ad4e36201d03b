import { MAX_LOGO_HEIGHT, MAX_LOGO_WIDTH, TEAM_LOGO_MAX_BYTES } from '@/lib/api/endpoints';

/** Why an image is refused before it is sent (spec §5 image upload check), or null when it may go. */
export type ImageProblem =
  | { kind: 'type' }
  | { kind: 'size'; maxBytes: number }
  | { kind: 'width'; maxWidth: number }
  | { kind: 'height'; maxHeight: number };

const ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
export const LOGO_ACCEPT = ACCEPTED_TYPES.join(',');

async function imageSize(file: File): Promise<{ width: number; height: number } | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    // Unreadable here; the server decides by the bytes and answers in its own words.
    return null;
  }
}

/** The logo checks: a known image type, at most 10,000,000 bytes, at most 4096 × 4096 pixels. */
export async function checkLogo(file: File): Promise<ImageProblem | null> {
  if (file.type && !ACCEPTED_TYPES.includes(file.type)) return { kind: 'type' };
  if (file.size > TEAM_LOGO_MAX_BYTES) return { kind: 'size', maxBytes: TEAM_LOGO_MAX_BYTES };
  const size = await imageSize(file);
  if (size && size.width > MAX_LOGO_WIDTH) return { kind: 'width', maxWidth: MAX_LOGO_WIDTH };
  if (size && size.height > MAX_LOGO_HEIGHT) return { kind: 'height', maxHeight: MAX_LOGO_HEIGHT };
  return null;
}
