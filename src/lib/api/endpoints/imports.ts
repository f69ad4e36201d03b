import { z } from 'zod';
import { access, defineEndpoint, type Endpoint } from '../define-endpoint.ts';
import { DASHBOARD_MEDIA } from './dashboard.ts';

/* Account lookup for the builder, and post import from CSV/XLSX (raw file routes, outside this table) */

export const MAX_CHECK_ACCOUNT_LINES = 200;

export const accountCheckSchema = z.object({
  line: z.number().int(),
  link: z.string(),
  platform: z.enum(DASHBOARD_MEDIA).nullable(),
  handle: z.string().nullable(),
  status: z.enum(['exists', 'not_found']),
});

/** `GET` — the template file, `?format=csv|xlsx` (a raw download, not an envelope; signed-in user). */
export const IMPORT_TEMPLATE_PATH = '/api/dashboard/import/template';
/** `POST` multipart `dashboard_id`, `subject_id?`, `file` → envelope `importResultSchema` (owner only). */
export const IMPORT_PATH = '/api/dashboard/import';
export const IMPORT_FORMATS = ['csv', 'xlsx'] as const;
export const IMPORT_MAX_BYTES = 10_000_000;
export const IMPORT_MAX_ROWS = 50_000;
export const importResultSchema = z.object({ imported: z.number().int() });
/** The query of the template download. */
export const importTemplateQuerySchema = z.object({ format: z.enum(IMPORT_FORMATS).default('csv') });
/** The text fields of the import upload; the `file` part travels beside them. */
export const importUploadFieldsSchema = z.object({
  dashboard_id: z.string().min(1).max(64),
  subject_id: z.string().min(1).max(64).optional(),
});

export const importsEndpoints = {
  'dashboard.checkAccounts': defineEndpoint({
    key: 'dashboard.checkAccounts',
    method: 'POST',
    path: '/api/dashboard/check_accounts',
    input: z.object({
      links: z
        .string()
        .max(200_000)
        .refine(
          (text) => text.split(/\r\n|\r|\n/).filter((l) => l.trim()).length <= MAX_CHECK_ACCOUNT_LINES,
          `At most ${MAX_CHECK_ACCOUNT_LINES} links, one per line.`,
        ),
      media: z.array(z.enum(DASHBOARD_MEDIA)).max(3).optional(),
    }),
    output: z.object({ results: z.array(accountCheckSchema) }),
    access: access.user,
    summary:
      'Whether each account link (one per line) names an existing account: YouTube through channels.list when ' +
      'an API key is set; otherwise a channel known in the collected facts or producible by the sample source.',
  }),
} satisfies Record<string, Endpoint>;
