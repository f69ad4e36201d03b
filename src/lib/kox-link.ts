import type { KoxPlatform } from './kox-values.ts';

/** A creator's profile as a link names it: a handle, or for YouTube possibly a channel id. */
export interface CreatorProfileLink {
  platform: KoxPlatform;
  /** `handle` (@name, a legacy /c/ or /user/ name, an Instagram name) or a YouTube `channel` id (UC…). */
  kind: 'handle' | 'channel';
  /** As written in the link (case kept: channel ids are case-sensitive). */
  value: string;
  /** What makes two links the same profile: channel ids as they are, handles in lower case. */
  key: string;
}

const HANDLE = /^[\p{L}\p{N}._-]{1,100}$/u;
const CHANNEL_ID = /^UC[\w-]{22}$/;
/** Instagram's own pages, which are not profiles. */
const INSTAGRAM_RESERVED = new Set(['p', 'reel', 'reels', 'explore', 'stories', 'accounts', 'tv']);

function profile(
  platform: KoxPlatform,
  kind: 'handle' | 'channel',
  value: string,
): CreatorProfileLink | null {
  if (kind === 'channel' ? !CHANNEL_ID.test(value) : !HANDLE.test(value)) return null;
  return { platform, kind, value, key: kind === 'channel' ? value : value.toLowerCase() };
}

/**
 * Reads a YouTube, TikTok or Instagram profile link ("youtube.com/@name", "https://www.tiktok.com/@name?lang=en",
 * "instagram.com/name/"); null for anything else (a post, another site, not a link).
 */
export function parseCreatorLink(text: string): CreatorProfileLink | null {
  const trimmed = text.trim();
  if (!trimmed || trimmed.length > 500) return null;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.)/, '');
  const decoded = url.pathname.split('/').filter(Boolean).map(decodeURIComponentSafe);
  if (decoded.some((p) => p === null)) return null;
  const parts = decoded as string[];
  const [first, second] = parts;
  if (!first) return null;
  if (host === 'youtube.com') {
    if (first.startsWith('@') && parts.length <= 2) return profile('youtube', 'handle', first.slice(1));
    if (first === 'channel' && second) return profile('youtube', 'channel', second);
    if ((first === 'c' || first === 'user') && second) return profile('youtube', 'handle', second);
    return null;
  }
  if (host === 'tiktok.com')
    return first.startsWith('@') && parts.length === 1 ? profile('tiktok', 'handle', first.slice(1)) : null;
  if (host === 'instagram.com')
    return parts.length === 1 && !INSTAGRAM_RESERVED.has(first)
      ? profile('instagram', 'handle', first)
      : null;
  return null;
}

function decodeURIComponentSafe(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}
