export type AccountPlatform = 'youtube' | 'tiktok' | 'instagram';
/** `handle` (@name), `channel_id` (YouTube UC…) or `legacy` (YouTube /c/, /user/ and bare custom URLs). */
export type AccountIdKind = 'handle' | 'channel_id' | 'legacy';

export interface AccountRef {
  platform: AccountPlatform;
  kind: AccountIdKind;
  /** Handles and legacy names lower-case and without @ (they are case-insensitive); channel ids as written. */
  id: string;
}

const YOUTUBE_HANDLE = /^@([\p{L}\p{N}._-]{3,30})$/u;
const YOUTUBE_CHANNEL_ID = /^UC[\w-]{22}$/;
const YOUTUBE_NAME = /^[\p{L}\p{N}._-]{1,100}$/u;
/** First path segments of youtube.com that are pages, not channels. */
const YOUTUBE_RESERVED = new Set(
  'watch shorts live embed playlist results feed hashtag premium music gaming kids account channel c user about t howyoutubeworks redirect signin logout upload post source attribution_link oembed supported_browsers creators ads new v'.split(
    ' ',
  ),
);
const TIKTOK_HANDLE = /^@([\w.]{2,24})$/;
const INSTAGRAM_HANDLE = /^[\w.]{1,30}$/;
/** First path segments of instagram.com that are posts, reels or site pages, not profiles. */
const INSTAGRAM_RESERVED = new Set(
  'p reel reels tv explore stories accounts direct about developer legal web emails challenge privacy session login signup api graphql static press blog help directory lite topics ar invites nametag oauth your_activity'.split(
    ' ',
  ),
);

function toUrl(input: string): URL | null {
  const text = /^[a-z][a-z\d+.-]*:\/\//i.test(input) ? input : `https://${input}`;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

function segments(url: URL): string[] {
  try {
    return url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return [];
  }
}

function youtube(parts: readonly string[]): AccountRef | null {
  const [first, second] = parts;
  if (first === undefined) return null;
  const handle = YOUTUBE_HANDLE.exec(first);
  if (handle) return { platform: 'youtube', kind: 'handle', id: handle[1]!.toLowerCase() };
  if (first === 'channel') {
    return second && YOUTUBE_CHANNEL_ID.test(second)
      ? { platform: 'youtube', kind: 'channel_id', id: second }
      : null;
  }
  if (first === 'c' || first === 'user') {
    return second && YOUTUBE_NAME.test(second)
      ? { platform: 'youtube', kind: 'legacy', id: second.toLowerCase() }
      : null;
  }
  if (!YOUTUBE_RESERVED.has(first.toLowerCase()) && YOUTUBE_NAME.test(first)) {
    return { platform: 'youtube', kind: 'legacy', id: first.toLowerCase() };
  }
  return null;
}

function tiktok(parts: readonly string[]): AccountRef | null {
  // `/@name` and `/@name/video/123` both name the account (a video link belongs to its author's @handle).
  const handle = TIKTOK_HANDLE.exec(parts[0] ?? '');
  return handle ? { platform: 'tiktok', kind: 'handle', id: handle[1]!.toLowerCase() } : null;
}

function instagram(parts: readonly string[]): AccountRef | null {
  const [first, second] = parts;
  if (first === undefined) return null;
  // A story link names its account: /stories/<name>/<id>.
  const name = first === 'stories' ? second : INSTAGRAM_RESERVED.has(first.toLowerCase()) ? undefined : first;
  return name && INSTAGRAM_HANDLE.test(name) && !/^\.|\.$|\.\./.test(name)
    ? { platform: 'instagram', kind: 'handle', id: name.toLowerCase() }
    : null;
}

/**
 * The account a link points to, or null when the link form is not a supported account link (a YouTube video
 * or youtu.be link, a TikTok short link, an Instagram post, another site). Scheme, `www.` and `m.` are
 * optional; trailing paths (`/videos`), query and fragment are ignored.
 */
export function parseAccountLink(input: string): AccountRef | null {
  const url = toUrl(input.trim());
  if (!url) return null;
  const host = url.hostname.toLowerCase().replace(/^(www|m)\./, '');
  const parts = segments(url);
  if (host === 'youtube.com') return youtube(parts);
  if (host === 'tiktok.com') return tiktok(parts);
  if (host === 'instagram.com') return instagram(parts);
  return null;
}
