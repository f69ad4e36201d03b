import { count, inArray } from 'drizzle-orm';
import { ErrorCode } from '../../../src/lib/api/error-codes.ts';
import type { Tx } from '../../db/client.ts';
import { koxProgressLabels, koxProjectCreators } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';

/**
 * Spec §5 "a progress label that has contacts cannot be deleted": project creators carrying any of `labelIds`
 * stop the save or the template's deletion (10274, the labels named), in the caller's transaction so nothing is
 * half-written.
 */
export async function refuseLabelsWithContacts(tx: Tx, labelIds: readonly string[]): Promise<void> {
  if (labelIds.length === 0) return;
  const held = await tx
    .select({ labelId: koxProjectCreators.labelId, contacts: count() })
    .from(koxProjectCreators)
    .where(inArray(koxProjectCreators.labelId, [...labelIds]))
    .groupBy(koxProjectCreators.labelId);
  if (held.length === 0) return;
  const names = await tx
    .select({ id: koxProgressLabels.id, name: koxProgressLabels.name })
    .from(koxProgressLabels)
    .where(
      inArray(
        koxProgressLabels.id,
        held.map((h) => h.labelId!),
      ),
    );
  throw new AppError(
    'KOX_LABEL_HAS_CONTACTS',
    undefined,
    held.map((h) => ({
      path: 'labels',
      code: ErrorCode.KOX_LABEL_HAS_CONTACTS,
      message: `"${names.find((n) => n.id === h.labelId)?.name ?? h.labelId}" has ${h.contacts} contact(s).`,
      params: { label: names.find((n) => n.id === h.labelId)?.name ?? '', contacts: h.contacts },
    })),
  );
}
