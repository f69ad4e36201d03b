import { secureHeaders } from 'hono/secure-headers';

/**
 * Where post thumbnails and channel pictures live on the platforms we collect: YouTube (the Data API's and the
 * import template's i.ytimg.com and yt3.ggpht.com), TikTok's and Instagram's CDNs.
 */
const PLATFORM_IMAGE_HOSTS = [
  'https://*.ytimg.com',
  'https://*.ggpht.com',
  'https://*.googleusercontent.com',
  'https://*.tiktokcdn.com',
  'https://*.tiktokcdn-us.com',
  'https://*.cdninstagram.com',
  'https://*.fbcdn.net',
];
/** A user signed in through the workplace chat (Feishu, Lark) has its avatar URL, served from the provider's CDN. */
const AVATAR_HOSTS = ['https://*.feishucdn.com', 'https://*.larksuitecdn.com'];

/**
 * The browser-side rules of every response. The built app has no inline script (`/version.js` and
 * `/zod-jitless.js` are files), so scripts come only from this origin. Styles need 'unsafe-inline': sonner and
 * Radix insert <style> elements, echarts writes style attributes into its tooltips. Images are ours, the
 * platforms', the avatars', and data: URLs. No page may frame ours (the sign-in form must not sit under
 * someone else's page), and no referrer leaves: a share link's id is in its URL.
 */
export function securityHeaders() {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', ...PLATFORM_IMAGE_HOSTS, ...AVATAR_HOSTS],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'no-referrer',
    xContentTypeOptions: 'nosniff',
    // No includeSubDomains: the studio may run on a host whose siblings are not ours to force onto HTTPS.
    strictTransportSecurity: 'max-age=15552000',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [], usb: [] },
  });
}
