import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { koxMailboxes } from '../../db/schema/index.ts';
import type { AuthUser } from '../../lib/app-env.ts';
import { AppError } from '../../lib/errors.ts';
import { dayStartOf, sentSince } from './send-guardrails.ts';
import { requeueParked } from './send-service.ts';

type MailboxRow = typeof koxMailboxes.$inferSelect;

async function statusOf(db: Db, row: MailboxRow | undefined, now = new Date()) {
  return {
    has_mailbox: row !== undefined,
    address: row?.address ?? null,
    sandbox: row?.kind === 'sandbox',
    daily_cap: row?.dailyCap ?? 0,
    sent_today: row ? await sentSince(db, row.userId, dayStartOf(now)) : 0,
    send_spacing_seconds: row?.sendSpacingSeconds ?? 0,
    paused: Boolean(row?.pausedReason),
    paused_reason: row?.pausedReason ?? null,
    paused_at: row?.pausedAt?.toISOString() ?? null,
    last_send_at: row?.lastSendAt?.toISOString() ?? null,
  };
}

const mailboxOf = async (db: Db, userId: string) =>
  (await db.select().from(koxMailboxes).where(eq(koxMailboxes.userId, userId)))[0];

/** The caller's sending: cap and sent today, spacing, a pause and its reason. */
export async function senderStatus(db: Db, user: AuthUser) {
  return statusOf(db, await mailboxOf(db, user.id));
}

/**
 * Lifts a pause; e-mails it parked are queued again, in turn (the guardrails space them). Bounces of e-mails sent
 * before now no longer count towards the bounce pause: the user has seen them.
 */
export async function resumeSending(db: Db, user: AuthUser) {
  const row = await db.transaction(async (tx) => {
    const now = new Date();
    const [resumed] = await tx
      .update(koxMailboxes)
      .set({ pausedReason: null, pausedAt: null, resumedAt: now, updatedAt: now })
      .where(eq(koxMailboxes.userId, user.id))
      .returning();
    if (!resumed) throw new AppError('KOX_OUTREACH_NO_SENDER');
    await requeueParked(tx, user.id, now);
    return resumed;
  });
  return statusOf(db, row);
}

/** The owner's cap and spacing for their own mailbox (the endpoint's bounds: 1–2,000 a day, 0–3,600 s). */
export async function changeSenderSettings(
  db: Db,
  user: AuthUser,
  input: { daily_cap?: number | undefined; send_spacing_seconds?: number | undefined },
) {
  const [row] = await db
    .update(koxMailboxes)
    .set({
      ...(input.daily_cap !== undefined ? { dailyCap: input.daily_cap } : {}),
      ...(input.send_spacing_seconds !== undefined ? { sendSpacingSeconds: input.send_spacing_seconds } : {}),
      updatedAt: new Date(),
    })
    .where(eq(koxMailboxes.userId, user.id))
    .returning();
  if (!row) throw new AppError('KOX_OUTREACH_NO_SENDER');
  return statusOf(db, row);
}
