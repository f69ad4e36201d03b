import { z } from 'zod';
import { defineEndpoint, type Endpoint } from '../define-endpoint.ts';
import { COOPERATION_TYPES, KOX_IMPORT_MAX_FILE_BYTES } from '../../kox-import-values.ts';
import { KOX_PLATFORMS } from '../../kox-values.ts';
import { readers, recordId, writers } from './common.ts';
import { page, pageOf } from './org-fields.ts';

/* KOX import and content records of the team (spec §5 imports, §3 content; docs/kox.md "Imports"). */

/** `GET` — a template, `?kind=creators|content&format=csv|xlsx&lang=zh|en` (a raw download; team members). */
export const KOX_IMPORT_TEMPLATE_PATH = '/api/kox/import/template';
export const koxImportTemplateQuerySchema = z.object({
  kind: z.enum(['creators', 'content']),
  format: z.enum(['csv', 'xlsx']).default('xlsx'),
  lang: z.enum(['zh', 'en']).default('zh'),
});

const BASE64_MAX = Math.ceil(KOX_IMPORT_MAX_FILE_BYTES / 3) * 4;
/** Pasted lines (spec §5: one entry a line, fields separated by commas) or a CSV / XLSX file, not both. */
const importSource = {
  // Both bounds keep the request under the 1 MB JSON body limit.
  text: z.string().max(900_000).optional(),
  file: z
    .object({
      name: z.string().trim().min(1).max(200),
      base64: z.base64().max(BASE64_MAX),
    })
    .optional(),
};
const oneSource = (v: { text?: string; file?: unknown }) => (v.text === undefined) !== (v.file === undefined);
const ONE_SOURCE = { message: 'Paste lines or choose a file.', path: ['text'] };

export const contentSchema = z.object({
  content_id: z.string(),
  link: z.string(),
  platform: z.enum(KOX_PLATFORMS),
  title: z.string(),
  /** The creator it belongs to, when known (a sample creator is labelled as sample). */
  creator: z
    .object({ creator_id: z.string(), nickname: z.string(), handle: z.string(), sample: z.boolean() })
    .nullable(),
  views: z.number().int(),
  price_usd: z.number(),
  cooperation_type: z.enum(COOPERATION_TYPES),
  deal: z.boolean(),
  /** price ÷ views × 1000 and price ÷ views (USD); null with no views. */
  cpm_usd: z.number().nullable(),
  cpv_usd: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const koxImportEndpoints = {
  'kox.importCreators': defineEndpoint({
    key: 'kox.importCreators',
    method: 'POST',
    path: '/api/kox/import/creators',
    input: z
      .object({ ...importSource, client_id: recordId.nullable().optional() })
      .refine(oneSource, ONE_SOURCE),
    output: z.object({ imported: z.number().int(), linked: z.number().int(), created: z.number().int() }),
    access: writers,
    summary:
      "Import up to 1000 creators into the team's database from pasted lines or a CSV / XLSX file, all or none: each row's problems by row and column (code 10250).",
  }),
  'kox.importContent': defineEndpoint({
    key: 'kox.importContent',
    method: 'POST',
    path: '/api/kox/import/content',
    input: z.object(importSource).refine(oneSource, ONE_SOURCE),
    output: z.object({ imported: z.number().int() }),
    access: writers,
    summary:
      "Import up to 1000 content records (post link, price, cooperation type, views, deal) into the team's content, all or none.",
  }),
  'kox.contentList': defineEndpoint({
    key: 'kox.contentList',
    method: 'GET',
    path: '/api/kox/content/list',
    input: z.object({
      creator_id: recordId.optional(),
      /** Part of the title or link. */
      keyword: z.string().trim().max(100).optional(),
      sort: z.enum(['created_at']).default('created_at'),
      page,
      page_size: z.coerce.number().int().min(1).max(100).default(20),
    }),
    output: pageOf(contentSchema),
    access: readers,
    summary: "The team's content records, newest first, optionally one creator's.",
  }),
  'kox.contentDetail': defineEndpoint({
    key: 'kox.contentDetail',
    method: 'GET',
    path: '/api/kox/content/detail',
    input: z.object({ content_id: recordId }),
    output: contentSchema.extend({
      snapshots: z.array(z.object({ taken_at: z.string(), views: z.number().int() })),
    }),
    access: readers,
    summary: 'A content record with its views over time, price, cooperation type, CPM and CPV.',
  }),
  'kox.contentUpdate': defineEndpoint({
    key: 'kox.contentUpdate',
    method: 'POST',
    path: '/api/kox/content/update',
    input: z.object({
      content_id: recordId,
      title: z.string().trim().max(300).optional(),
      /** A correction of the views: kept as a reading of today in the views over time. */
      views: z.number().int().min(0).max(1e15).optional(),
      price_usd: z.number().min(0).max(9_999_999_999.99).optional(),
      cooperation_type: z.enum(COOPERATION_TYPES).optional(),
      deal: z.boolean().optional(),
    }),
    output: contentSchema,
    access: writers,
    summary:
      'Corrects a content record the caller sees: title, views (a new reading of today), price in USD, cooperation type, deal; the link stays.',
  }),
  'kox.contentDelete': defineEndpoint({
    key: 'kox.contentDelete',
    method: 'POST',
    path: '/api/kox/content/delete',
    input: z.object({ content_ids: z.array(recordId).min(1).max(100) }),
    output: z.object({ deleted: z.number().int() }),
    access: writers,
    summary:
      'Deletes content records the caller sees, with their views over time; others are left as they are.',
  }),
} satisfies Record<string, Endpoint>;
