import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { MAX_LOGO_HEIGHT, MAX_LOGO_WIDTH, teamLogoUrl } from '../../../src/lib/api/endpoints.ts';
import type { Db } from '../../db/client.ts';
import { teamLogos } from '../../db/schema/index.ts';
import type { AuthUser, TeamContext } from '../../lib/app-env.ts';
import { AppError } from '../../lib/errors.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { readImageHeader } from './image-header.ts';

const fileIssue = (message: string) => new AppError('VALIDATION', message, [{ path: 'file', message }]);

/**
 * Stores a team's logo after the spec §5 checks (the size limit is the route's): an image type by its bytes,
 * within MAX_LOGO_WIDTH × MAX_LOGO_HEIGHT pixels.
 */
export async function storeLogo(
  db: Db,
  actor: AuthUser,
  team: TeamContext,
  bytes: Uint8Array,
): Promise<{ logo_url: string }> {
  const header = readImageHeader(bytes);
  if (!header || header.width < 1 || header.height < 1)
    throw fileIssue('Choose a PNG, JPEG, GIF or WebP image.');
  if (header.width > MAX_LOGO_WIDTH || header.height > MAX_LOGO_HEIGHT)
    throw fileIssue(
      `The image must be at most ${MAX_LOGO_WIDTH} × ${MAX_LOGO_HEIGHT} pixels; this one is ` +
        `${header.width} × ${header.height}.`,
    );
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  await db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ sha256: teamLogos.sha256 })
      .from(teamLogos)
      .where(eq(teamLogos.teamId, team.id));
    const values = {
      contentType: header.contentType,
      bytes: Buffer.from(bytes),
      sha256,
      updatedAt: new Date(),
    };
    await tx
      .insert(teamLogos)
      .values({ teamId: team.id, ...values })
      .onConflictDoUpdate({ target: teamLogos.teamId, set: values });
    await writeAudit(tx, actor, {
      team: { id: team.id, name: team.name },
      action: 'team.logo',
      targetType: 'team',
      targetId: team.id,
      targetLabel: team.name,
      before: previous ? { sha256: previous.sha256 } : null,
      after: {
        sha256,
        content_type: header.contentType,
        bytes: bytes.length,
        width: header.width,
        height: header.height,
      },
    });
  });
  return { logo_url: teamLogoUrl(team.id, sha256) };
}

export async function deleteLogo(db: Db, actor: AuthUser, team: TeamContext): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(teamLogos)
      .where(eq(teamLogos.teamId, team.id))
      .returning({ sha256: teamLogos.sha256 });
    if (!removed) return;
    await writeAudit(tx, actor, {
      team: { id: team.id, name: team.name },
      action: 'team.logo',
      targetType: 'team',
      targetId: team.id,
      targetLabel: team.name,
      before: { sha256: removed.sha256 },
      after: null,
    });
  });
}

/** The logo with exactly this content hash, while it is still the team's. */
export async function findLogo(
  db: Db,
  teamId: string,
  sha256: string,
): Promise<{ contentType: string; bytes: Buffer } | undefined> {
  const [row] = await db
    .select({ contentType: teamLogos.contentType, bytes: teamLogos.bytes })
    .from(teamLogos)
    .where(and(eq(teamLogos.teamId, teamId), eq(teamLogos.sha256, sha256)));
  return row;
}
