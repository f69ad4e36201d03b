import { randomBytes, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { endpoints } from '../../../src/lib/api/endpoints.ts';
import type { Db } from '../../db/client.ts';
import type { AuthCache } from '../../lib/cache/auth-cache.ts';
import type { Config } from '../../lib/config.ts';
import { AppError } from '../../lib/errors.ts';
import { dummyPasswordHash, verifyPassword } from '../../lib/password.ts';
import { addressKey, type RateLimits } from '../../lib/rate-limits/app-limits.ts';
import { hashSecret, newSecret } from '../../lib/secrets.ts';
import { findUserByAccount, findUserById, insertUser, loadRoles, type UserRow } from '../user/queries.ts';
import { isSystemAdmin, toAuthUser, toUserInfo } from '../user/service.ts';
import { loadTeamContext } from '../team/team-context.ts';
import { exchangeCode, type OAuthSettings } from './oauth-provider.ts';
import {
  consumeLoginKey,
  consumeRefreshToken,
  findIdentityUser,
  findRefreshedFamily,
  findLiveToken,
  insertIdentity,
  insertLoginKey,
  insertToken,
  revokeFamily,
  revokeToken,
} from './queries.ts';

type SignInResult = z.input<(typeof endpoints)['auth.loginByPassword']['output']>;
type TokenPair = z.input<(typeof endpoints)['user.refreshToken']['output']>;

const HOUR = 3_600_000;
/** Refresh tokens outlive access tokens: at least 30 days, or four access lifetimes when those are longer. */
const refreshTtlMs = (config: Config) => Math.max(30 * 24 * HOUR, 4 * config.TOKEN_TTL_HOURS * HOUR);

/** A new pair; `familyId` continues the family of the pair it replaces (a refresh), else a new one starts. */
async function issueTokens(
  db: Db,
  config: Config,
  userId: string,
  familyId: string = randomUUID(),
): Promise<TokenPair> {
  const token = newSecret();
  const refresh = newSecret();
  const now = Date.now();
  const expiresAt = new Date(now + config.TOKEN_TTL_HOURS * HOUR);
  await insertToken(db, {
    userId,
    familyId,
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
 * Password sign-in. Every attempt is counted before the password is checked, per account + address and per
 * address, so parallel guesses cannot outrun the count; past either limit the attempt is refused with 10105,
 * right password or not, until the window ends. A success wipes the account's count and gives its address
 * point back; an attempt that could not be evaluated (a server fault) gives both back. Unknown accounts cost
 * as much as known ones.
 */
export async function signInWithPassword(
  db: Db,
  config: Config,
  limits: RateLimits,
  input: { account: string; password: string; address: string },
): Promise<SignInResult> {
  const address = addressKey(input.address);
  const account = `${input.account.toLowerCase()}|${address}`;
  if (!(await limits.signInAddress.reserve(address))) throw new AppError('TOO_MANY_ATTEMPTS');
  if (!(await limits.signIn.reserve(account))) {
    await limits.signInAddress.release(address);
    throw new AppError('TOO_MANY_ATTEMPTS');
  }
  let user: UserRow | undefined;
  try {
    user = await findUserByAccount(db, input.account);
    const valid = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
    if (!user || !user.passwordHash || !valid) user = undefined;
  } catch (err) {
    await Promise.all([limits.signIn.release(account), limits.signInAddress.release(address)]);
    throw err;
  }
  if (!user) throw new AppError('BAD_CREDENTIALS');
  await Promise.all([limits.signIn.clear(account), limits.signInAddress.release(address)]);
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
    const user = await insertUser(tx, { account, name: profile.name ?? account, avatar: profile.avatar }, [
      ['writer', 'viewer'],
      ['designer', 'viewer'],
    ]);
    await insertIdentity(tx, OAUTH_PROVIDER, profile.subject, user.id);
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

/**
 * Exchanges a refresh token for a new pair of the same family. A refresh token that was already exchanged is
 * a copy in someone else's hands (OAuth 2.0 Security BCP, refresh token rotation): every token of its family
 * is revoked, the thief's and the user's, and both must sign in again.
 */
export async function refreshTokens(
  db: Db,
  authCache: AuthCache,
  config: Config,
  refreshToken: string,
): Promise<TokenPair> {
  const hash = hashSecret(refreshToken);
  const pair = await authCache.change(db, async (tx, changed) => {
    const consumed = await consumeRefreshToken(tx, changed, hash);
    const user = consumed ? await findUserById(tx, consumed.userId) : undefined;
    if (!consumed || !user || user.status !== 'active') return undefined;
    return issueTokens(tx, config, user.id, consumed.familyId);
  });
  if (pair) return pair;
  const reusedFamily = await findRefreshedFamily(db, hash);
  if (reusedFamily) await authCache.change(db, (tx, changed) => revokeFamily(tx, changed, reusedFamily));
  throw new AppError('SIGN_IN_EXPIRED');
}

export async function signOut(db: Db, authCache: AuthCache, tokenId: string): Promise<void> {
  await authCache.change(db, (tx, changed) => revokeToken(tx, changed, tokenId));
}

/** The caller behind a token, for the auth middleware; undefined when it is unknown, expired or revoked. */
export async function authenticate(db: Db, authCache: AuthCache, token: string) {
  const tokenHash = hashSecret(token);
  return authCache.lookup(tokenHash, async () => {
    const row = await findLiveToken(db, tokenHash);
    if (!row) return undefined;
    const roleList = await loadRoles(db, row.user.id);
    const team = await loadTeamContext(db, row.user, isSystemAdmin(roleList));
    const user = toAuthUser(row.user, roleList, row.tokenId, team);
    return { user, expiresAt: row.expiresAt };
  });
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
