import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { koxSandboxMessages } from '../../db/schema/index.ts';

/** Mail committed a little out of order is still read: what was read before is recognised by its Message-ID. */
const OVERLAP_MS = 60_000;

/** The sandbox mailbox's mail that arrived after `after` (less the overlap), oldest first, raw. */
export async function readSandboxInbox(db: Db, userId: string, after: Date | null): Promise<string[]> {
  const rows = await db
    .select({ raw: koxSandboxMessages.raw })
    .from(koxSandboxMessages)
    .where(
      and(
        eq(koxSandboxMessages.userId, userId),
        after ? gt(koxSandboxMessages.receivedAt, new Date(after.getTime() - OVERLAP_MS)) : undefined,
      ),
    )
    .orderBy(asc(koxSandboxMessages.receivedAt));
  return rows.map((r) => r.raw);
}
