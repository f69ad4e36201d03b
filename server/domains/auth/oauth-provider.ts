import { z } from 'zod';
import type { Config } from '../../lib/config.ts';
import { AppError } from '../../lib/errors.ts';

export interface OAuthSettings {
  authorizeUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  clientId: string;
  clientSecret: string;
}

/** The workplace-chat provider, or null when the QR sign-in is not configured (all four URLs/ids are needed). */
export function oauthSettings(config: Config): OAuthSettings | null {
  const { OAUTH_AUTHORIZE_URL, OAUTH_TOKEN_URL, OAUTH_USERINFO_URL, OAUTH_CLIENT_ID, OAUTH_CLIENT_SECRET } =
    config;
  if (!OAUTH_AUTHORIZE_URL || !OAUTH_TOKEN_URL || !OAUTH_USERINFO_URL || !OAUTH_CLIENT_ID) return null;
  return {
    authorizeUrl: OAUTH_AUTHORIZE_URL,
    tokenUrl: OAUTH_TOKEN_URL,
    userInfoUrl: OAUTH_USERINFO_URL,
    clientId: OAUTH_CLIENT_ID,
    clientSecret: OAUTH_CLIENT_SECRET ?? '',
  };
}

// Feishu/Lark wrap their answers in `{ code, data }`; plain OAuth 2 providers answer at the top level.
const unwrap = (v: unknown) =>
  v && typeof v === 'object' && 'data' in v && v.data && typeof v.data === 'object' ? v.data : v;

const tokenSchema = z.preprocess(unwrap, z.object({ access_token: z.string().min(1) }));

const profileSchema = z.preprocess(
  unwrap,
  z.object({
    union_id: z.string().min(1).optional(),
    open_id: z.string().min(1).optional(),
    sub: z.string().min(1).optional(),
    email: z.string().optional(),
    enterprise_email: z.string().optional(),
    name: z.string().optional(),
    en_name: z.string().optional(),
    avatar_url: z.string().optional(),
    avatar: z.string().optional(),
  }),
);

export interface OAuthProfile {
  subject: string;
  email: string | null;
  name: string | null;
  avatar: string | null;
}

const TIMEOUT_MS = 10_000;

async function fetchJson(url: string, init: RequestInit, step: string): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (err) {
    console.warn(`OAuth ${step} request failed:`, err);
    throw new AppError('OAUTH_FAILED');
  }
  const text = await res.text();
  if (!res.ok) {
    console.warn(`OAuth ${step} answered HTTP ${res.status}: ${text.slice(0, 300)}`);
    throw new AppError('OAUTH_FAILED');
  }
  try {
    return JSON.parse(text);
  } catch {
    console.warn(`OAuth ${step} answered with something that is not JSON.`);
    throw new AppError('OAUTH_FAILED');
  }
}

/** Code → access token (RFC 6749 §4.1.3, form-encoded) → user profile. Any failure along the way is 10107. */
export async function exchangeCode(
  settings: OAuthSettings,
  code: string,
  redirectUri: string,
): Promise<OAuthProfile> {
  const tokenBody = await fetchJson(
    settings.tokenUrl,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
      }),
    },
    'token',
  );
  const token = tokenSchema.safeParse(tokenBody);
  if (!token.success) {
    console.warn('OAuth token answer has no access_token.');
    throw new AppError('OAUTH_FAILED');
  }
  const profileBody = await fetchJson(
    settings.userInfoUrl,
    { headers: { authorization: `Bearer ${token.data.access_token}`, accept: 'application/json' } },
    'user info',
  );
  const profile = profileSchema.safeParse(profileBody);
  const p = profile.success ? profile.data : undefined;
  const subject = p?.union_id ?? p?.open_id ?? p?.sub;
  if (!p || !subject) {
    console.warn('OAuth user info has no union_id, open_id or sub.');
    throw new AppError('OAUTH_FAILED');
  }
  return {
    subject,
    email: p.email || p.enterprise_email || null,
    name: p.name || p.en_name || null,
    avatar: p.avatar_url || p.avatar || null,
  };
}
