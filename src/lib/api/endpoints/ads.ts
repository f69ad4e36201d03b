import { z } from 'zod';
import {
  AD_ACCOUNT_ID_MAX,
  AD_BUDGET_MAX_USD,
  AD_CORRECT_MAX_ADS,
  AD_COVER_LIMIT_PX_MAX,
  AD_DATASET_KINDS,
  AD_DATASET_NAME_MAX,
  AD_DATASET_PHASES,
  AD_DATASET_STATES,
  AD_TOKEN_MAX,
} from '../../ads/ad-dataset-values.ts';
import { AD_TAG_MAX_LENGTH } from '../../ads/ad-tags.ts';
import { AD_PLATFORMS, ATTRIBUTION_WINDOWS, TAG_DIMENSIONS, TAG_SOURCES } from '../../ads/ad-values.ts';
import { AD_COVER_FILE_PATH } from '../../ads/ad-data-paths.ts';
import { defineEndpoint, type Endpoint } from '../define-endpoint.ts';
import { readers, recordId, writers } from './common.ts';
import { displayName, keyword, page, pageOf, pageSize } from './org-fields.ts';

/* Ad accounts, uploaded ad data and their tags (issue 14; docs/ads.md "Ad data"). */

export {
  AD_COVER_FILE_PATH,
  AD_COVER_UPLOAD_PATH,
  AD_DATA_CHECK_PATH,
  AD_DATA_TEMPLATE_PATH,
  AD_DATA_UPLOAD_PATH,
} from '../../ads/ad-data-paths.ts';

export const AD_TEMPLATE_FORMATS = ['csv', 'xlsx'] as const;

/** Where the cover with this content hash is served. */
export const adCoverUrl = (datasetId: string, sha256: string) =>
  AD_COVER_FILE_PATH.replace('{dataset_id}', encodeURIComponent(datasetId)).replace('{sha256}', sha256);

/** A problem of a file or a sync, in the envelope's issue shape (10400–10414 per row, or the sync's code). */
export const adIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
  code: z.number().int().optional(),
  row: z.number().int().optional(),
  column: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

const dayRange = z.object({ from: z.string(), to: z.string() });

/**
 * A dataset as the screens and the dashboard builder read it: what it is (kind, platform, `sample` for the
 * generated accounts), where its parse or sync stands, and what its rows cover (days, windows, counts).
 */
export const adDatasetSchema = z.object({
  dataset_id: z.string(),
  kind: z.enum(AD_DATASET_KINDS),
  /** null: a file not parsed yet, or one whose rows are of several platforms. */
  platform: z.enum(AD_PLATFORMS).nullable(),
  name: z.string(),
  /** Generated data (a sample account): labelled sample wherever it shows. */
  sample: z.boolean(),
  client: z.object({ client_id: z.string(), name: z.string() }).nullable(),
  account_id: z.string().nullable(),
  currency: z.string().nullable(),
  time_zone: z.string().nullable(),
  monthly_budget_usd: z.number().nullable(),
  /** An account's token is stored (never sent back); `token_readable` false when the server's key changed. */
  has_token: z.boolean(),
  token_readable: z.boolean(),
  file: z.object({ name: z.string(), size: z.number().int(), format: z.string().nullable() }).nullable(),
  state: z.enum(AD_DATASET_STATES),
  phase: z.enum(AD_DATASET_PHASES).nullable(),
  progress: z.number().int(),
  failure_code: z.number().int().nullable(),
  problems: z.array(adIssueSchema),
  row_count: z.number().int(),
  ad_count: z.number().int(),
  days: dayRange.nullable(),
  windows: z.array(z.enum(ATTRIBUTION_WINDOWS)),
  attribution_setting: z.string().nullable(),
  last_synced_at: z.string().nullable(),
  next_sync_at: z.string().nullable(),
  created_by: z.object({ user_uid: z.string(), name: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const adAccountDescriptionSchema = z.object({
  platform: z.enum(AD_PLATFORMS),
  account_id: z.string(),
  name: z.string(),
  currency: z.string(),
  time_zone: z.string(),
  status: z.enum(['active', 'disabled', 'unsettled', 'pending', 'closed']),
  platform_status: z.string(),
  sample: z.boolean(),
});

/** What `adData.check` answers: how the file reads, and its problems; nothing is written. */
export const adDataCheckSchema = z.object({
  format: z.enum(['template', 'meta', 'tiktok']).nullable(),
  locale: z.string().nullable(),
  currency: z.string(),
  rows: z.number().int(),
  days: dayRange.nullable(),
  windows: z.array(z.enum(ATTRIBUTION_WINDOWS)),
  skipped: z.object({ example: z.number().int(), totals: z.number().int() }),
  attribution_setting: z.string().nullable(),
  problems: z.array(adIssueSchema),
});

export const adCoverSchema = z.object({
  ad_id: z.string(),
  cover_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

/** An ad's id as the platforms and exports give it. */
export const adId = z.string().trim().min(1).max(200);
const budget = z.number().min(0).max(AD_BUDGET_MAX_USD);
const accountId = z.string().trim().min(1).max(AD_ACCOUNT_ID_MAX);
const token = z.string().trim().min(1).max(AD_TOKEN_MAX);
const datasetId = { dataset_id: recordId };

/** The text fields of the upload; the `file` part travels beside them. */
export const adDataUploadFieldsSchema = z.object({
  name: displayName(AD_DATASET_NAME_MAX).optional(),
  client_id: recordId.optional(),
  dataset_id: recordId.optional(),
});
export const adDataCheckFieldsSchema = z.object({
  account_currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/)
    .optional(),
});
export const adCoverUploadFieldsSchema = z.object({
  dataset_id: recordId,
  ad_id: adId,
  max_width: z.coerce.number().int().min(1).max(AD_COVER_LIMIT_PX_MAX).optional(),
  max_height: z.coerce.number().int().min(1).max(AD_COVER_LIMIT_PX_MAX).optional(),
});
export const adTemplateQuerySchema = z.object({
  format: z.enum(AD_TEMPLATE_FORMATS).default('csv'),
  lang: z.enum(['zh', 'en']).default('zh'),
});
export const adCoverFileParamsSchema = z.object({
  dataset_id: recordId,
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

/** Rules as written in one dimension's editor (1,000 rules of up to 100-character words fit). */
const rulesText = z.string().max(60_000);
export const adTagRulesSchema = z.object({
  product: z.string(),
  audience: z.string(),
  hook: z.string(),
});

const tagOfSchema = z.object({
  tag: z.string().nullable(),
  source: z.enum(TAG_SOURCES),
  /** For a correction: who made it and when. */
  corrected_by: z.string().nullable().optional(),
  corrected_at: z.string().nullable().optional(),
});

export const taggedAdSchema = z.object({
  ad_id: z.string(),
  ad_name: z.string(),
  ad_set_name: z.string(),
  campaign_name: z.string(),
  spend_usd: z.number(),
  impressions: z.number(),
  first_day: z.string(),
  last_day: z.string(),
  /** An uploaded cover, else the source's creative image; null when neither exists. */
  cover_url: z.string().nullable(),
  tags: z.object({
    product: tagOfSchema.nullable(),
    audience: tagOfSchema.nullable(),
    hook: tagOfSchema.nullable(),
  }),
});

const tagWord = z
  .string()
  .trim()
  .min(1)
  .max(AD_TAG_MAX_LENGTH)
  // eslint-disable-next-line no-control-regex -- a tag is one line of visible text
  .refine((v) => !/[\u0000-\u001f\u007f-\u009f]/.test(v), 'No control characters.');

export const adsEndpoints = {
  'adAccount.samples': defineEndpoint({
    key: 'adAccount.samples',
    method: 'GET',
    path: '/api/ad_account/samples',
    input: z.object({}),
    output: z.object({
      list: z.array(adAccountDescriptionSchema.extend({ bound_dataset_id: z.string().nullable() })),
    }),
    access: readers,
    summary:
      'The two sample ad accounts (generated data, no token needed) a team may bind, and its dataset of each already bound.',
  }),
  'adAccount.list': defineEndpoint({
    key: 'adAccount.list',
    method: 'GET',
    path: '/api/ad_account/list',
    input: z.object({ keyword, page, page_size: pageSize }),
    output: pageOf(adDatasetSchema),
    access: readers,
    summary:
      "The team's bound ad accounts and sample accounts, newest first, with their sync state (a restricted member: their clients').",
  }),
  'adAccount.check': defineEndpoint({
    key: 'adAccount.check',
    method: 'POST',
    path: '/api/ad_account/check',
    input: z.object({ platform: z.enum(AD_PLATFORMS), account_id: accountId, token: token.optional() }),
    output: z.object({
      account: adAccountDescriptionSchema,
      /** The team's dataset of this account when it is bound already. */
      bound_dataset_id: z.string().nullable(),
    }),
    access: writers,
    summary:
      'Read an ad account through its platform with a token (a sample account needs none) before binding it: its name, currency, time zone and status.',
  }),
  'adAccount.add': defineEndpoint({
    key: 'adAccount.add',
    method: 'POST',
    path: '/api/ad_account/add',
    input: z.object({
      platform: z.enum(AD_PLATFORMS),
      account_id: accountId,
      token: token.optional(),
      name: displayName(AD_DATASET_NAME_MAX).optional(),
      client_id: recordId.nullable().optional(),
      monthly_budget_usd: budget.nullable().optional(),
    }),
    output: adDatasetSchema,
    access: writers,
    summary:
      'Bind an ad account (checked through its platform first; the token is stored sealed) or a sample account, and start its first sync.',
  }),
  'adAccount.update': defineEndpoint({
    key: 'adAccount.update',
    method: 'POST',
    path: '/api/ad_account/update',
    input: z.object({
      ...datasetId,
      token: token.optional(),
      name: displayName(AD_DATASET_NAME_MAX).optional(),
      client_id: recordId.nullable().optional(),
    }),
    output: adDatasetSchema,
    access: writers,
    summary:
      'Rename a bound account, file it under another client, or give it a new token (checked first; a sync follows).',
  }),
  'adAccount.delete': defineEndpoint({
    key: 'adAccount.delete',
    method: 'POST',
    path: '/api/ad_account/delete',
    input: z.object(datasetId),
    output: z.object({ deleted: z.number().int() }),
    access: writers,
    summary: 'Unbind an ad account: its token, rows, tags, rules and corrections are deleted.',
  }),
  'adAccount.sync': defineEndpoint({
    key: 'adAccount.sync',
    method: 'POST',
    path: '/api/ad_account/sync',
    input: z.object(datasetId),
    output: adDatasetSchema,
    access: writers,
    summary: 'Read a bound account now (or again after a failure); a sync already running is left to finish.',
  }),
  'adData.list': defineEndpoint({
    key: 'adData.list',
    method: 'GET',
    path: '/api/ad_data/list',
    input: z.object({
      kind: z.enum(AD_DATASET_KINDS).optional(),
      state: z.enum(AD_DATASET_STATES).optional(),
      keyword,
      page,
      page_size: pageSize,
    }),
    output: pageOf(adDatasetSchema),
    access: readers,
    summary:
      "The team's ad datasets (bound accounts, samples and uploaded files), newest first, with state, days, windows and rows: a dashboard's data sources.",
  }),
  'adData.detail': defineEndpoint({
    key: 'adData.detail',
    method: 'GET',
    path: '/api/ad_data/detail',
    input: z.object(datasetId),
    output: adDatasetSchema,
    access: readers,
    summary: 'One ad dataset: its state and progress, its problems, and what its rows cover.',
  }),
  'adData.update': defineEndpoint({
    key: 'adData.update',
    method: 'POST',
    path: '/api/ad_data/update',
    input: z.object({
      ...datasetId,
      name: displayName(AD_DATASET_NAME_MAX).optional(),
      client_id: recordId.nullable().optional(),
    }),
    output: adDatasetSchema,
    access: writers,
    summary: 'Rename an ad dataset or file it under another client.',
  }),
  'adData.budget': defineEndpoint({
    key: 'adData.budget',
    method: 'POST',
    path: '/api/ad_data/budget',
    input: z.object({ ...datasetId, monthly_budget_usd: budget.nullable() }),
    output: adDatasetSchema,
    access: writers,
    summary:
      "Set an ad dataset's monthly budget in US dollars (null: none), for the spend progress components.",
  }),
  'adData.delete': defineEndpoint({
    key: 'adData.delete',
    method: 'POST',
    path: '/api/ad_data/delete',
    input: z.object(datasetId),
    output: z.object({ deleted: z.number().int() }),
    access: writers,
    summary: 'Delete an uploaded ad data file with its rows, tags, rules, corrections and covers.',
  }),
  'adTags.rules': defineEndpoint({
    key: 'adTags.rules',
    method: 'GET',
    path: '/api/ad_tags/rules',
    input: z.object(datasetId),
    output: z.object({ rules: adTagRulesSchema }),
    access: readers,
    summary:
      "A dataset's tag rules per dimension, as written (spec §5: search word, tag word, one per line).",
  }),
  'adTags.saveRules': defineEndpoint({
    key: 'adTags.saveRules',
    method: 'POST',
    path: '/api/ad_tags/rules/update',
    input: z.object({
      ...datasetId,
      rules: z.object({
        product: rulesText.optional(),
        audience: rulesText.optional(),
        hook: rulesText.optional(),
      }),
      /** The language of the problems' messages (the client also translates them from their params). */
      lang: z.enum(['zh', 'en']).default('zh'),
    }),
    output: z.object({ rules: adTagRulesSchema, retagging: z.boolean() }),
    access: writers,
    summary:
      "Save a dataset's tag rules (the dimensions given), all or none: a line with a problem is 10415 with the line; the ads are tagged again.",
  }),
  'adTags.list': defineEndpoint({
    key: 'adTags.list',
    method: 'GET',
    path: '/api/ad_tags/list',
    input: z.object({
      ...datasetId,
      keyword,
      dimension: z.enum(TAG_DIMENSIONS).optional(),
      /** With `dimension`: only ads without a tag in it. */
      untagged: z
        .enum(['true', 'false'])
        .transform((v) => v === 'true')
        .optional(),
      page,
      page_size: pageSize,
    }),
    output: z.object({
      list: z.array(taggedAdSchema),
      total: z.number().int(),
      /** A tagging run is queued or running: the tags shown may change. */
      retagging: z.boolean(),
    }),
    access: readers,
    summary:
      "A page of a dataset's ads by spend with their tags and where each came from (rule, model, built-in proposal, person).",
  }),
  'adTags.correct': defineEndpoint({
    key: 'adTags.correct',
    method: 'POST',
    path: '/api/ad_tags/correct',
    input: z.object({
      ...datasetId,
      ad_ids: z
        .array(adId)
        .min(1)
        .max(AD_CORRECT_MAX_ADS)
        .transform((v) => [...new Set(v)]),
      dimension: z.enum(TAG_DIMENSIONS),
      /** `set`: the tag (null: "no tag") wins over every other source; `clear`: the correction is removed. */
      action: z.enum(['set', 'clear']).default('set'),
      tag: tagWord.nullable().optional(),
    }),
    output: z.object({ corrected: z.number().int(), retagging: z.boolean() }),
    access: writers,
    summary:
      "Correct ads' tag in one dimension (or remove the correction); kept through re-imports and re-tagging.",
  }),
} satisfies Record<string, Endpoint>;
