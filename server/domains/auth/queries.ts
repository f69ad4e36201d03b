import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authTokens, loginKeys, userIdentities, users } from '../../db/schema/index.ts';
import type { ChangedUsers } from '../../lib/cache/auth-cache.ts';

export async function insertToken(
  db: Db,
  row: {
    userId: string;
    familyId: string;
    tokenHash: string;
    refreshHash: string;
    expiresAt: Date;
    refreshExpiresAt: Date;
  },
): Promise<void> {
  await db.insert(authTokens).values(row);
}

/** The user behind an access token that is neither expired nor revoked, if the account is still active. */
export async function findLiveToken(db: Db, tokenHash: string, now = new Date()) {
  const [row] = await db
    .select({ tokenId: authTokens.id, expiresAt: authTokens.expiresAt, user: users })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, now),
        eq(users.status, 'active'),
      ),
    );
  return row;
}

// The writes below revoke tokens: each names the users it touched in `changed` (see AuthCache.change).

export async function revokeToken(db: Db, changed: ChangedUsers, tokenId: string): Promise<void> {
  const rows = await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.id, tokenId), isNull(authTokens.revokedAt)))
    .returning({ userId: authTokens.userId });
  for (const row of rows) changed.add(row.userId);
}

export async function revokeAllTokens(db: Db, changed: ChangedUsers, userId: string): Promise<void> {
  changed.add(userId);
  await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
}

/**
 * Revokes the pair a live refresh token belongs to and returns its user and family. The conditional update
 * makes the refresh single-use even when two requests race with the same token.
 */
export async function consumeRefreshToken(
  db: Db,
  changed: ChangedUsers,
  refreshHash: string,
  now = new Date(),
): Promise<{ userId: string; familyId: string } | undefined> {
  const [row] = await db
    .update(authTokens)
    .set({ revokedAt: now, refreshedAt: now })
    .where(
      and(
        eq(authTokens.refreshHash, refreshHash),
        isNull(authTokens.revokedAt),
        gt(authTokens.refreshExpiresAt, now),
      ),
    )
    .returning({ userId: authTokens.userId, familyId: authTokens.familyId });
  // The pair's access token is revoked with it: a cached copy of it must go too.
  if (row) changed.add(row.userId);
  return row;
}

/** The family of a refresh token that was already exchanged once: presenting it again means it was copied. */
export async function findRefreshedFamily(db: Db, refreshHash: string): Promise<string | undefined> {
  const [row] = await db
    .select({ familyId: authTokens.familyId })
    .from(authTokens)
    .where(and(eq(authTokens.refreshHash, refreshHash), isNotNull(authTokens.refreshedAt)));
  return row?.familyId;
}

export async function revokeFamily(
  db: Db,
  changed: ChangedUsers,
  familyId: string,
  now = new Date(),
): Promise<void> {
  const rows = await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.familyId, familyId), isNull(authTokens.revokedAt)))
    .returning({ userId: authTokens.userId });
  for (const row of rows) changed.add(row.userId);
}

export async function insertLoginKey(
  db: Db,
  row: { userId: string; keyHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(loginKeys).values(row);
}

/** Marks an unused, unexpired key as used and returns its user, in one statement so a key works exactly once. */
export async function consumeLoginKey(
  db: Db,
  keyHash: string,
  now = new Date(),
): Promise<string | undefined> {
  const [row] = await db
    .update(loginKeys)
    .set({ usedAt: now })
    .where(and(eq(loginKeys.keyHash, keyHash), isNull(loginKeys.usedAt), gt(loginKeys.expiresAt, now)))
    .returning({ userId: loginKeys.userId });
  return row?.userId;
}

export async function findIdentityUser(
  db: Db,
  provider: string,
  subject: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)));
  return row?.userId;
}

export async function insertIdentity(
  db: Db,
  provider: string,
  subject: string,
  userId: string,
): Promise<void> {
  await db.insert(userIdentities).values({ provider, subject, userId });
}
