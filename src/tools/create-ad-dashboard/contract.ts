import { z } from 'zod';
import { AD_DATASET_KINDS, AD_DATASET_STATES } from '../../lib/ads/ad-dataset-values.ts';
import {
  AD_PLATFORMS,
  AGGREGATION_LEVELS,
  ATTRIBUTION_WINDOWS,
  TAG_DIMENSIONS,
} from '../../lib/ads/ad-values.ts';
import { adRangeSchema } from '../../lib/api/endpoints/ad-dashboard-fields.ts';
import { DASHBOARD_STATUSES } from '../../lib/api/endpoints/dashboard.ts';
import { defineTool } from '../define-tool.ts';

/** The built-in sample accounts (generated data, always labelled sample). */
export const AD_SAMPLE_PLATFORMS = ['meta', 'tiktok'] as const;

/** What the dashboard is to show, whichever data it reads: the same fields as adDashboard.add. */
const settings = {
  name: z.string().trim().min(1).max(100).optional(),
  window: z.enum(ATTRIBUTION_WINDOWS).optional(),
  level: z.enum(AGGREGATION_LEVELS).optional(),
  range: adRangeSchema.optional(),
  /** The dimensions the user asked to tag by ("tag it by product"): the custom table is cut by them. */
  tag_by: z.array(z.enum(TAG_DIMENSIONS)).min(1).max(3).optional(),
  budget_usd: z.number().min(0).max(1_000_000_000).optional(),
  client: z.string().trim().min(1).max(100).optional(),
  project: z.string().trim().min(1).max(100).optional(),
};

const requestSchema = z.object(settings);

const sourceSchema = z.object({
  dataset_id: z.string(),
  name: z.string(),
  kind: z.enum(AD_DATASET_KINDS),
  platform: z.enum(AD_PLATFORMS).nullable(),
  sample: z.boolean(),
  state: z.enum(AD_DATASET_STATES),
  days: z.object({ from: z.string(), to: z.string() }).nullable(),
});

export const createAdDashboardTool = defineTool({
  name: 'create_ad_dashboard',
  description:
    'Create an ad-performance (AD) dashboard over ad data: datasets by id or by name, the built-in sample ad accounts (sample_accounts: meta, tiktok; bound to the team when needed; generated data), or an export the user will upload (upload: true; a chat cannot carry a file, so the outcome is "needs_upload" and the card offers the upload and the template, then creates the dashboard). Optional: attribution window (none, 1d_view, 1d_click, 7d_click), aggregation level (campaign, ad_set, ad), range (a quick pick 1m/3m/6m/1y or the last N days, both ending on the data\'s last day, or from/to dates), tag_by (product, audience, hook), a budget in USD, client and project by name. When the data is ambiguous the outcome is "choose_source" with the candidates: ask the user with ask_user which one. When an AD dashboard over the same data exists the outcome is "duplicate": tell the user, and only when they ask for a new one anyway call again with allow_duplicate: true.',
  input: requestSchema.extend({
    dataset_ids: z.array(z.string().min(1).max(64)).min(1).max(20).optional(),
    /** Datasets by the name the ad data list shows (case-insensitive). */
    dataset_names: z.array(z.string().trim().min(1).max(120)).min(1).max(10).optional(),
    sample_accounts: z.array(z.enum(AD_SAMPLE_PLATFORMS)).min(1).max(2).optional(),
    /** The platform the user's data is from ("my Meta data", "a TikTok export"), when no dataset is named. */
    platform: z.enum(AD_PLATFORMS).optional(),
    upload: z.boolean().optional(),
    allow_duplicate: z.boolean().optional(),
  }),
  output: z.discriminatedUnion('outcome', [
    z.object({
      outcome: z.literal('created'),
      dashboard_id: z.string(),
      name: z.string(),
      status: z.enum(DASHBOARD_STATUSES),
      sources: z.array(sourceSchema),
      /** Any source is a sample account: the answer and the card say the data is generated. */
      sample: z.boolean(),
      window: z.enum(ATTRIBUTION_WINDOWS),
      level: z.enum(AGGREGATION_LEVELS),
      range: adRangeSchema,
      tag_by: z.array(z.enum(TAG_DIMENSIONS)),
      /** Sample accounts bound to the team for this dashboard (their first sync runs now). */
      bound_samples: z.array(z.enum(AD_SAMPLE_PLATFORMS)),
    }),
    /** Nothing was created: `existing_*` reads the same ad data. */
    z.object({
      outcome: z.literal('duplicate'),
      existing_dashboard_id: z.string(),
      existing_name: z.string(),
      name: z.string(),
    }),
    /**
     * The data is a file the user has to upload: the card offers `upload` (multipart `file` with `client_id`
     * to `path`, the template to download, what it accepts), then calls this tool again with `then` and the new
     * dataset's id in `dataset_ids`, and the dashboard waits for the file's parse.
     */
    z.object({
      outcome: z.literal('needs_upload'),
      platform: z.enum(AD_PLATFORMS).nullable(),
      upload: z.object({
        path: z.string(),
        check_path: z.string(),
        template: z.object({ csv: z.string(), xlsx: z.string() }),
        accept: z.array(z.string()),
        max_bytes: z.number().int(),
        client_id: z.string().nullable(),
      }),
      then: requestSchema,
    }),
    /**
     * The data is not clear: the team's datasets that fit what was said (and the sample accounts not bound
     * yet); `unmatched` are names that matched none. Nothing was created.
     */
    z.object({
      outcome: z.literal('choose_source'),
      candidates: z.array(sourceSchema),
      samples: z.array(z.enum(AD_SAMPLE_PLATFORMS)),
      unmatched: z.array(z.string()),
      platform: z.enum(AD_PLATFORMS).nullable(),
      request: requestSchema,
    }),
  ]),
  needsApproval: false,
  slash: 'addashboard',
});

/** The file types an upload takes (the ad data import reads CSV and XLSX). */
export const AD_UPLOAD_ACCEPT = ['.csv', '.xlsx'] as const;
