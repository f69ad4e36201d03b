import { http } from 'msw';
import type { ApiOutput } from '@/lib/api/client';
import { ATTACHMENT_TOTAL_MAX_BYTES } from '@/lib/kox-outreach-attachments';
import { fail, ok } from '../envelope.ts';
import { withUser } from './auth.ts';

type Attachment = ApiOutput<'koxOutreach.attachments'>['attachments'][number];

/** A fake attachments API: files per e-mail, and the uploads it received (field names, file name and size). */
export interface AttachmentDb {
  files: Map<string, Attachment[]>;
  uploads: { target: Record<string, string>; name: string; size: number }[];
  /** Refuses the next upload with §5's total rule. */
  refuseTotal: boolean;
}

export function attachmentDb(files: Record<string, Attachment[]> = {}): AttachmentDb {
  return { files: new Map(Object.entries(files)), uploads: [], refuseTotal: false };
}

export function attachment(patch: Partial<Attachment> = {}): Attachment {
  return {
    attachment_id: 'a-1',
    email_id: 'e-1',
    file_name: 'Media kit.pdf',
    content_type: 'application/pdf',
    size: 2_500_000,
    sha256: 'a'.repeat(64),
    created_at: '2026-03-02T09:00:00.000Z',
    ...patch,
  };
}

const listOf = (db: AttachmentDb, emailId: string) => {
  const attachments = db.files.get(emailId) ?? [];
  return {
    email_id: emailId,
    attachments,
    total_bytes: attachments.reduce((sum, a) => sum + a.size, 0),
    max_bytes: ATTACHMENT_TOTAL_MAX_BYTES,
  };
};

export function koxOutreachAttachmentHandlers(db: AttachmentDb) {
  let next = 100;
  return [
    http.get(
      '/api/kox/outreach/attachments',
      withUser(({ request }) => ok(listOf(db, new URL(request.url).searchParams.get('email_id')!))),
    ),
    http.post(
      '/api/kox/outreach/attachments/remove',
      withUser(async ({ request }) => {
        const { attachment_id } = (await request.json()) as { attachment_id: string };
        for (const [emailId, list] of db.files)
          if (list.some((a) => a.attachment_id === attachment_id)) {
            db.files.set(
              emailId,
              list.filter((a) => a.attachment_id !== attachment_id),
            );
            return ok(listOf(db, emailId));
          }
        return fail('NOT_FOUND', 'Attachment not found.');
      }),
    ),
    http.post(
      '/api/kox/outreach/attachments/:route',
      withUser(async ({ request, params }) => {
        const form = await request.formData();
        const file = form.get('file') as File;
        const target = Object.fromEntries(
          [...form.entries()].filter(([, v]) => typeof v === 'string'),
        ) as Record<string, string>;
        db.uploads.push({ target, name: file.name, size: file.size });
        if (db.refuseTotal) return fail('KOX_ATTACHMENT_TOTAL', 'Total attachments at most 50MB');
        const made = (emailId: string) =>
          attachment({
            attachment_id: `a-${next++}`,
            email_id: emailId,
            file_name: file.name,
            content_type: file.type,
            size: file.size,
          });
        if (params.route === 'upload') {
          db.files.set(target.email_id!, [...(db.files.get(target.email_id!) ?? []), made(target.email_id!)]);
          return ok(listOf(db, target.email_id!));
        }
        return ok({ attached: 2, email_ids: ['e-1', 'e-2'], file_name: file.name, size: file.size });
      }),
    ),
  ];
}
