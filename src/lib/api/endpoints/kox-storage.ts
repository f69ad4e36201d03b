import { z } from 'zod';
import { defineEndpoint, type Endpoint } from '../define-endpoint.ts';
import { KOX_PLATFORMS } from '../../kox-values.ts';
import { KOX_STORAGE_FAILURES, KOX_STORAGE_STATES, KOX_STORE_MAX } from '../../kox-storage-values.ts';
import { readers, recordId, writers } from './common.ts';
import { idArray, page, pageOf, pageSize } from './org-fields.ts';

/* Storing creators by profile link as durable jobs (spec §4; docs/kox.md "Storage by link"). */

export const storageRecordSchema = z.object({
  record_id: z.string(),
  link: z.string(),
  platform: z.enum(KOX_PLATFORMS),
  state: z.enum(KOX_STORAGE_STATES),
  /** Why it failed; the screens translate it (koxStorage.reason.*). */
  failure_reason: z.enum(KOX_STORAGE_FAILURES).nullable(),
  /** The team creator it became, once completed. */
  creator_id: z.string().nullable(),
  /** The creator is from the generated sample corpus, not collected from the platform. */
  sample: z.boolean(),
  client_id: z.string().nullable(),
  /** Whether the creator's followers refresh weekly; null until it is in the team's database. */
  monitoring: z.boolean().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StorageRecord = z.infer<typeof storageRecordSchema>;

export const storeLinksInput = z.object({
  links: z.array(z.string().max(500)).min(1).max(KOX_STORE_MAX),
  client_id: recordId.nullable().optional(),
});

export const koxStorageEndpoints = {
  'koxStorage.store': defineEndpoint({
    key: 'koxStorage.store',
    method: 'POST',
    path: '/api/kox/storage/store',
    input: storeLinksInput,
    output: z.object({
      results: z.array(
        z.object({
          link: z.string(),
          /** queued: a new storage; already: the team stores this profile already; invalid: not a profile link. */
          outcome: z.enum(['queued', 'already', 'invalid']),
          record_id: z.string().nullable(),
        }),
      ),
    }),
    access: writers,
    summary:
      "Store creators in the current team's database by their YouTube, TikTok or Instagram profile links (one storage job each).",
  }),
  'koxStorage.list': defineEndpoint({
    key: 'koxStorage.list',
    method: 'GET',
    path: '/api/kox/storage/list',
    input: z.object({
      state: z.enum(KOX_STORAGE_STATES).optional(),
      /** Part of the link, any case. */
      keyword: z.string().trim().max(200).optional(),
      page,
      page_size: pageSize,
    }),
    output: pageOf(storageRecordSchema),
    access: readers,
    summary: "The current team's storages by link with their states, newest first.",
  }),
  'koxStorage.retry': defineEndpoint({
    key: 'koxStorage.retry',
    method: 'POST',
    path: '/api/kox/storage/retry',
    input: z.object({ record_id: recordId }),
    output: storageRecordSchema,
    access: writers,
    summary: 'Queue a failed storage again (10270 when it has not failed).',
  }),
  'koxStorage.monitor': defineEndpoint({
    key: 'koxStorage.monitor',
    method: 'POST',
    path: '/api/kox/storage/monitor',
    input: z.object({ creator_ids: idArray(500), monitoring: z.boolean() }),
    output: z.object({ changed: z.number().int() }),
    access: writers,
    summary:
      "Turn the weekly refresh of followers and recent posts on or off for creators in the current team's database, all or none.",
  }),
  'koxStorage.followerHistory': defineEndpoint({
    key: 'koxStorage.followerHistory',
    method: 'GET',
    path: '/api/kox/storage/followers',
    input: z.object({ creator_id: recordId }),
    output: z.object({
      monitoring: z.boolean(),
      next_refresh_at: z.string().nullable(),
      points: z.array(z.object({ followers: z.number().int(), recorded_at: z.string() })),
    }),
    access: readers,
    summary: "A team creator's follower counts at each storage and weekly refresh, oldest first.",
  }),
} satisfies Record<string, Endpoint>;
