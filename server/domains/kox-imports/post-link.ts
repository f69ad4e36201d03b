import type { KoxPlatform } from '../../../src/lib/kox-values.ts';

export interface PostRef {
  platform: KoxPlatform;
  /** The post's id in its platform. */
  postId: string;
  /** The author's handle when the link names it (TikTok's /@name/video/…). */
  authorHandle: string | null;
}

const YOUTUBE_VIDEO_ID = /^[\w-]{11}$/;

function toUrl(input: string): URL | null {
  const text = /^[a-z][a-z\d+.-]*:\/\//i.test(input) ? input : `https://${input}`;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * The post a content link points to: YouTube watch, youtu.be, shorts and live links; TikTok videos and photo
 * posts; Instagram posts, reels and IGTV. A profile or any other page is null.
 */
export function parsePostLink(input: string): PostRef | null {
  const url = toUrl(input.trim());
  if (!url) return null;
  const host = url.hostname.toLowerCase().replace(/^(www|m)\./, '');
  const parts = url.pathname.split('/').filter(Boolean);
  const [first, second, third] = parts;
  if (host === 'youtube.com') {
    const id =
      first === 'watch'
        ? url.searchParams.get('v')
        : first === 'shorts' || first === 'live' || first === 'embed'
          ? second
          : undefined;
    return id && YOUTUBE_VIDEO_ID.test(id) ? { platform: 'youtube', postId: id, authorHandle: null } : null;
  }
  if (host === 'youtu.be')
    return first && YOUTUBE_VIDEO_ID.test(first)
      ? { platform: 'youtube', postId: first, authorHandle: null }
      : null;
  if (host === 'tiktok.com') {
    const handle = /^@([\w.]{2,24})$/.exec(first ?? '')?.[1];
    return handle && (second === 'video' || second === 'photo') && third && /^\d{5,25}$/.test(third)
      ? { platform: 'tiktok', postId: third, authorHandle: handle.toLowerCase() }
      : null;
  }
  if (host === 'instagram.com') {
    // /p/<code>, /reel/<code>, /tv/<code>, also behind a profile name: /<name>/p/<code>.
    const at = parts.findIndex((p) => p === 'p' || p === 'reel' || p === 'reels' || p === 'tv');
    const code = at >= 0 ? parts[at + 1] : undefined;
    return code && /^[\w-]{5,40}$/.test(code)
      ? { platform: 'instagram', postId: code, authorHandle: null }
      : null;
  }
  return null;
}
