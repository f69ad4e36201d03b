import { z } from 'zod';
import { defineEndpoint, type Endpoint } from '../define-endpoint.ts';
import { COOPERATION_TYPES } from '../../kox-import-values.ts';
import { MY_DATA_PERIODS } from '../../kox-my-data-values.ts';
import { KOX_STORAGE_STATES } from '../../kox-storage-values.ts';
import { KOX_PLATFORMS } from '../../kox-values.ts';
import { readers } from './common.ts';

/* My Data: the team's KOX work at a glance (docs/kox.md "My Data"). */

/** Spend, views and what they cost per view, for a slice of the team's content. */
export const figures = {
  contents: z.number().int(),
  /** Content records marked as deals; spend counts only these. */
  deals: z.number().int(),
  spend_usd: z.number(),
  views: z.number().int(),
  /** spend ÷ views of the deals × 1000 and spend ÷ views; null without views. */
  cpm_usd: z.number().nullable(),
  cpv_usd: z.number().nullable(),
};

export const myDataSchema = z.object({
  totals: z.object({ ...figures, creators: z.number().int(), monitored: z.number().int() }),
  by_cooperation: z.array(z.object({ cooperation_type: z.enum(COOPERATION_TYPES), ...figures })),
  by_platform: z.array(z.object({ platform: z.enum(KOX_PLATFORMS), ...figures })),
  /** Content added per month (UTC), oldest first. */
  monthly: z.array(z.object({ month: z.string(), ...figures })),
  /** The team's KOX work still going or needing a look: storages by link and recommendations, newest first. */
  tasks: z.array(
    z.object({
      kind: z.enum(['storage', 'recommendation']),
      id: z.string(),
      title: z.string(),
      state: z.enum([...KOX_STORAGE_STATES, 'pending', 'running']),
      updated_at: z.string(),
    }),
  ),
});

export const koxMyDataEndpoints = {
  'koxMyData.summary': defineEndpoint({
    key: 'koxMyData.summary',
    method: 'GET',
    path: '/api/kox/my-data/summary',
    input: z.object({ period: z.enum(MY_DATA_PERIODS).default('90') }),
    output: myDataSchema,
    access: readers,
    summary:
      "The current team's creators and content at a glance: spend, views, CPM and CPV by cooperation type, platform and month, and its open KOX tasks.",
  }),
} satisfies Record<string, Endpoint>;
