import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { koxOutreachAttachments } from '../../db/schema/index.ts';
import { readWholeBlob } from './blob-store.ts';

/** An e-mail's files for nodemailer, in the order they were attached, each whole and checked against its hash. */
export async function attachmentsToSend(db: Db, emailId: string) {
  const rows = await db
    .select()
    .from(koxOutreachAttachments)
    .where(eq(koxOutreachAttachments.emailId, emailId))
    .orderBy(asc(koxOutreachAttachments.createdAt), asc(koxOutreachAttachments.id));
  const files = [];
  for (const r of rows)
    files.push({
      filename: r.fileName,
      contentType: r.contentType,
      content: await readWholeBlob(db, r.teamId, r.sha256),
    });
  return files;
}
