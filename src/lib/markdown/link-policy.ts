/**
 * Which URLs in rendered markdown may become live links or images. Markdown in this studio carries data (post
 * titles, names) and model text, either of which an attacker can shape, so only our own pages and the platform
 * pages of posts are followed, and only our own images are fetched.
 */

import { SAMPLE_LINK_ORIGIN } from '../api/endpoints/dashboard.ts';

function parse(href: string, base?: string): URL | null {
  try {
    return new URL(href, base);
  } catch {
    return null;
  }
}

const isWeb = (url: URL) => url.protocol === 'https:' || url.protocol === 'http:';

/** A relative or absolute http(s) URL on `origin` (the page's own, e.g. `window.location.origin`). */
export function isOwnOrigin(href: string, origin: string | undefined): boolean {
  if (!origin) return false;
  const url = parse(href, origin);
  return url !== null && isWeb(url) && url.origin === origin && !url.username && !url.password;
}

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const TIKTOK_HOSTS = new Set(['tiktok.com', 'www.tiktok.com', 'm.tiktok.com']);
const INSTAGRAM_HOSTS = new Set(['instagram.com', 'www.instagram.com']);
const VIDEO_ID = /^[\w-]{6,20}$/;

function isPostPath(url: URL): boolean {
  const { hostname: host, pathname: path } = url;
  if (YOUTUBE_HOSTS.has(host))
    return (
      (path === '/watch' && VIDEO_ID.test(url.searchParams.get('v') ?? '')) ||
      /^\/shorts\/[\w-]{6,20}\/?$/.test(path)
    );
  if (host === 'youtu.be') return /^\/[\w-]{6,20}\/?$/.test(path);
  if (TIKTOK_HOSTS.has(host)) return /^\/@[\w.-]{1,40}\/video\/\d{1,30}\/?$/.test(path);
  if (INSTAGRAM_HOSTS.has(host)) return /^\/(?:p|reel)\/[\w-]{1,60}\/?$/.test(path);
  return false;
}

/** A post's own page on YouTube (watch, shorts, youtu.be), TikTok (`/@user/video/…`) or Instagram (`/p/…`, `/reel/…`). */
export function isPlatformPostUrl(href: string): boolean {
  const url = parse(href);
  return (
    url !== null &&
    url.protocol === 'https:' &&
    !url.username &&
    !url.password &&
    !url.port &&
    isPostPath(url)
  );
}

/** A link of a generated sample post or channel: it leads nowhere, so it is shown, never followed. */
export const isSampleLink = (href: string): boolean => parse(href)?.origin === SAMPLE_LINK_ORIGIN;

/** Whether a markdown link may be clickable on a page at `origin`. */
export const isFollowableLink = (href: string, origin: string | undefined): boolean =>
  isOwnOrigin(href, origin) || isPlatformPostUrl(href);
