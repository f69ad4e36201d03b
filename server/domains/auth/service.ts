import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { endpoints } from '../../../src/lib/api/endpoints.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { Config } from '../../lib/config.ts';
import { AppError } from '../../lib/errors.ts';
import { dummyPasswordHash, verifyPassword } from '../../lib/password.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { hashSecret, newSecret } from '../../lib/secrets.ts';
import { findUserByAccount, findUserById, grantRole, loadRoles, type UserRow } from '../user/queries.ts';
import { toAuthUser, toUserInfo } from '../user/service.ts';
import { exchangeCode, type OAuthSettings } from './oauth-provider.ts';
import {
  consumeLoginKey,
  consumeRefreshToken,
  findIdentityUser,
  findLiveToken,
  insertIdentity,
  insertLoginKey,
  insertToken,
} from './queries.ts';

type SignInResult = z.input<(typeof endpoints)['auth.loginByPassword']['output']>;
type TokenPair = z.input<(typeof endpoints)['user.refreshToken']['output']>;

const HOUR = 3_600_000;
/** Refresh tokens outlive access tokens: at least 30 days, or four access lifetimes when those are longer. */
const refreshTtlMs = (config: Config) => Math.max(30 * 24 * HOUR, 4 * config.TOKEN_TTL_HOURS * HOUR);

async function issueTokens(db: Db, config: Config, userId: string): Promise<TokenPair> {
  const token = newSecret();
  const refresh = newSecret();
  const now = Date.now();
  const expiresAt = new Date(now + config.TOKEN_TTL_HOURS * HOUR);
  await insertToken(db, {
    userId,
    tokenHash: hashSecret(token),
    refreshHash: hashSecret(refresh),
    expiresAt,
    refreshExpiresAt: new Date(now + refreshTtlMs(config)),
  });
  return { token, refresh_token: refresh, expires_at: expiresAt.toISOString() };
}

async function signInResult(db: Db, config: Config, user: UserRow): Promise<SignInResult> {
  if (user.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
  const roleList = await loadRoles(db, user.id);
  return {
    ...(await issueTokens(db, config, user.id)),
    user_info: toUserInfo(user, roleList),
    user_role_list: roleList,
  };
}

/**
 * Password sign-in. Failures are counted per account + address; after the limit every attempt is refused
 * with 10105, right password or not, until the window slides. Unknown accounts cost as much as known ones.
 */
export async function signInWithPassword(
  db: Db,
  config: Config,
  limiter: RateLimiter,
  input: { account: string; password: string; address: string },
): Promise<SignInResult> {
  const key = `${input.account.toLowerCase()}|${input.address}`;
  if (limiter.isLimited(key)) throw new AppError('TOO_MANY_ATTEMPTS');
  const user = await findUserByAccount(db, input.account);
  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !user.passwordHash || !valid) {
    limiter.hit(key);
    throw new AppError('BAD_CREDENTIALS');
  }
  limiter.reset(key);
  return signInResult(db, config, user);
}

export async function signInWithKey(db: Db, config: Config, key: string): Promise<SignInResult> {
  const userId = await consumeLoginKey(db, hashSecret(key));
  const user = userId ? await findUserById(db, userId) : undefined;
  if (!user) throw new AppError('LOGIN_KEY_INVALID');
  return signInResult(db, config, user);
}

const OAUTH_PROVIDER = 'workplace-chat';

/** Finds the user linked to the provider identity, or creates one with the viewer role in both modules. */
async function userForProfile(db: Db, profile: Awaited<ReturnType<typeof exchangeCode>>): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const linked = await findIdentityUser(tx, OAUTH_PROVIDER, profile.subject);
    if (linked) {
      const user = await findUserById(tx, linked);
      if (user) return user;
    }
    const base = profile.email ?? `chat-${profile.subject}`;
    const account = (await findUserByAccount(tx, base)) ? `${base}-${randomBytes(3).toString('hex')}` : base;
    const [user] = await tx
      .insert(users)
      .values({ account, name: profile.name ?? account, avatar: profile.avatar })
      .returning();
    if (!user) throw new Error('Inserting the OAuth user returned nothing.');
    await insertIdentity(tx, OAUTH_PROVIDER, profile.subject, user.id);
    await grantRole(tx, user.id, 'writer', 'viewer');
    await grantRole(tx, user.id, 'designer', 'viewer');
    return user;
  });
}

export async function signInWithOAuth(
  db: Db,
  config: Config,
  settings: OAuthSettings | null,
  input: { code: string; redirect_uri: string },
): Promise<SignInResult> {
  if (!settings) throw new AppError('OAUTH_NOT_CONFIGURED');
  const profile = await exchangeCode(settings, input.code, input.redirect_uri);
  return signInResult(db, config, await userForProfile(db, profile));
}

export async function refreshTokens(db: Db, config: Config, refreshToken: string): Promise<TokenPair> {
  return db.transaction(async (tx) => {
    const userId = await consumeRefreshToken(tx, hashSecret(refreshToken));
    const user = userId ? await findUserById(tx, userId) : undefined;
    if (!user || user.status !== 'active') throw new AppError('SIGN_IN_EXPIRED');
    return issueTokens(tx, config, user.id);
  });
}

/** The caller behind a token, for the auth middleware; undefined when it is unknown, expired or revoked. */
export async function authenticate(db: Db, token: string) {
  const row = await findLiveToken(db, hashSecret(token));
  if (!row) return undefined;
  return toAuthUser(row.user, await loadRoles(db, row.user.id), row.tokenId);
}

/** Issues a one-time login key for the key exchange (`npm run issue-key`). */
export async function issueLoginKey(
  db: Db,
  account: string,
  ttlMinutes: number,
): Promise<{ key: string; expiresAt: Date }> {
  const user = await findUserByAccount(db, account);
  if (!user) throw new AppError('NOT_FOUND', `No user with account "${account}".`);
  if (user.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
  const key = newSecret();
  const expiresAt = new Date(Date.now() + ttlMinutes * 60_000);
  await insertLoginKey(db, { userId: user.id, keyHash: hashSecret(key), expiresAt });
  return { key, expiresAt };
}
