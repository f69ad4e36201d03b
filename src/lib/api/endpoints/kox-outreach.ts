import { z } from 'zod';
import { defineEndpoint, type Endpoint } from '../define-endpoint.ts';
import { DAILY_CAP_MAX, OUTREACH_STATUSES, SEND_SPACING_MAX_SECONDS } from '../../kox-outreach-values.ts';
import { readers, recordId, writers } from './common.ts';
import { idArray, page, pageOf, pageSize } from './org-fields.ts';

/* Outreach e-mails of a KOX project: drafts written in a batch, edited, then sent at most once (docs/kox.md "Outreach"). */

/** At most this many e-mails in one call (a project holds a few hundred creators; a batch up to 1,000). */
export const OUTREACH_BATCH_MAX = 1_000;

const language = z.enum(['zh', 'en']);

export const outreachEmailSchema = z.object({
  email_id: z.string(),
  project_id: z.string(),
  creator_id: z.string(),
  /** The creator's nickname (null when the creator is no longer visible), and whether it is sample data. */
  creator_name: z.string().nullable(),
  sample: z.boolean(),
  kind: z.enum(['invitation', 'follow_up']),
  status: z.enum(OUTREACH_STATUSES),
  /** Why it failed, in the writer's or the mail server's words. */
  reason: z.string().nullable(),
  /** For needs_info: what is missing (`brief.<field>`, `sender`, `to_address`, `field:<name>`, `value:<name>:<field>`). */
  missing: z.array(z.string()),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  language,
  batch_id: z.string().nullable(),
  sender_user_uid: z.string().nullable(),
  message_id: z.string().nullable(),
  /**
   * Who wrote the subject and body: the provider's model id, `template` (the offline writer), `person` once a team
   * member changed them, null for older rows.
   */
  written_by: z.string().nullable(),
  /** Why the provider's text was not used (its error, or what was wrong with its answer); the template's is. */
  writer_fallback: z.string().nullable(),
  scheduled_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  updated_at: z.string(),
});

const statusCounts = z.object(
  Object.fromEntries(OUTREACH_STATUSES.map((s) => [s, z.number().int()])) as Record<
    (typeof OUTREACH_STATUSES)[number],
    z.ZodNumber
  >,
);

export const outreachBatchSchema = z.object({
  batch_id: z.string(),
  project_id: z.string(),
  kind: z.enum(['draft', 'send']),
  total: z.number().int(),
  counts: statusCounts,
  /** A draft batch is done when none of its e-mails is generating; a send batch when none waits to be sent. */
  done: z.boolean(),
  created_at: z.string(),
});

const senderStatusSchema = z.object({
  /** False when the caller has saved no mailbox: "select a sender e-mail first". */
  has_mailbox: z.boolean(),
  address: z.string().nullable(),
  sandbox: z.boolean(),
  daily_cap: z.number().int(),
  sent_today: z.number().int(),
  send_spacing_seconds: z.number().int(),
  paused: z.boolean(),
  paused_reason: z.string().nullable(),
  paused_at: z.string().nullable(),
  last_send_at: z.string().nullable(),
});

/** Why a project's invited creators get no follow-up now (koxOutreach.followUpCandidates). */
export const followUpLeftOut = z.object({
  /** Creators of the project whose invitation is not sent yet (none written, a draft, scheduled, failed). */
  not_invited: z.number().int(),
  /** They answered, or their invitation bounced. */
  replied: z.number().int(),
  /** They have had every follow-up their progress label allows. */
  limit_reached: z.number().int(),
  /** An e-mail of their thread waits to be sent, is being sent or failed to send. */
  on_their_way: z.number().int(),
  /** Invited from a teammate's mailbox: the thread goes on from that mailbox, by its owner. */
  teammates: z.number().int(),
  /** Invited more than 60 days ago: replies are no longer read. */
  too_old: z.number().int(),
});

const followUpCandidatesSchema = z.object({
  project_id: z.string(),
  /** Creators invited from the caller's mailbox who have not replied and may get their next follow-up now. */
  creator_ids: z.array(z.string()),
  left_out: followUpLeftOut,
});

const emailIds = idArray(OUTREACH_BATCH_MAX);
const byIdsOrBatch = {
  email_ids: emailIds.optional(),
  batch_id: recordId.optional(),
};
const changed = z.object({ changed: z.number().int(), email_ids: z.array(z.string()) });

export const koxOutreachEndpoints = {
  'koxOutreach.draft': defineEndpoint({
    key: 'koxOutreach.draft',
    method: 'POST',
    path: '/api/kox/outreach/draft',
    input: z.object({
      project_id: recordId,
      /** Default: the project's creators that have no invitation yet. */
      creator_ids: idArray(OUTREACH_BATCH_MAX).optional(),
      language: language.default('en'),
      /**
       * Also write again, in `language`, the invitations not sent yet (draft, needs information, failed to be
       * written) that no person edited and no mail server was handed.
       */
      rewrite: z.boolean().default(false),
    }),
    output: z.object({
      batch: outreachBatchSchema,
      /** Creators asked for that the batch leaves out: their invitation is sent, on its way or edited by a person. */
      skipped: z.number().int(),
      /** Invitations written again (with `rewrite`). */
      rewritten: z.number().int(),
    }),
    access: writers,
    summary:
      "Writes invitations to a project's creators in a batch (the offline writer fills the project's template with each creator's data); progress with koxOutreach.batch.",
  }),
  'koxOutreach.batch': defineEndpoint({
    key: 'koxOutreach.batch',
    method: 'GET',
    path: '/api/kox/outreach/batch',
    input: z.object({ batch_id: recordId }),
    output: outreachBatchSchema,
    access: readers,
    summary: "A batch's progress: its e-mails counted by status.",
  }),
  'koxOutreach.list': defineEndpoint({
    key: 'koxOutreach.list',
    method: 'GET',
    path: '/api/kox/outreach/list',
    input: z.object({
      project_id: recordId,
      status: z.enum(OUTREACH_STATUSES).optional(),
      batch_id: recordId.optional(),
      page,
      page_size: pageSize,
    }),
    output: pageOf(outreachEmailSchema),
    access: readers,
    summary: "A project's outreach e-mails, newest first, by status or batch.",
  }),
  'koxOutreach.get': defineEndpoint({
    key: 'koxOutreach.get',
    method: 'GET',
    path: '/api/kox/outreach/get',
    input: z.object({ email_id: recordId }),
    output: outreachEmailSchema,
    access: readers,
    summary: 'One outreach e-mail.',
  }),
  'koxOutreach.update': defineEndpoint({
    key: 'koxOutreach.update',
    method: 'POST',
    path: '/api/kox/outreach/update',
    input: z.object({
      email_id: recordId,
      to: z.string().max(320).optional(),
      subject: z.string().max(500).optional(),
      body: z.string().max(50_000).optional(),
    }),
    output: outreachEmailSchema,
    access: writers,
    summary:
      'Edits the recipient, subject or body of an e-mail not yet sent (draft, needs info, generation or send failed); it becomes a draft.',
  }),
  'koxOutreach.schedule': defineEndpoint({
    key: 'koxOutreach.schedule',
    method: 'POST',
    path: '/api/kox/outreach/schedule',
    input: z.object({
      ...byIdsOrBatch,
      /** `scheduled` needs `scheduled_at`; `now` sends at once (or at `scheduled_at` when given). */
      mode: z.enum(['now', 'scheduled']).default('now'),
      scheduled_at: z.iso.datetime({ offset: true }).max(40).optional(),
      /** Sends e-mails with no subject or body too (spec §5 asks for this confirmation). */
      confirm_empty: z.boolean().default(false),
    }),
    output: z.object({ batch_id: z.string(), scheduled: z.number().int(), scheduled_at: z.string() }),
    access: writers,
    summary:
      "Schedules drafts (by id, or a batch's drafts) to be sent from the caller's mailbox, each with its Message-ID fixed now.",
  }),
  'koxOutreach.returnToDraft': defineEndpoint({
    key: 'koxOutreach.returnToDraft',
    method: 'POST',
    path: '/api/kox/outreach/return-to-draft',
    input: z.object({ email_ids: emailIds }),
    output: changed,
    access: writers,
    summary: 'Returns scheduled or failed e-mails to draft (a scheduled one is not sent).',
  }),
  'koxOutreach.resend': defineEndpoint({
    key: 'koxOutreach.resend',
    method: 'POST',
    path: '/api/kox/outreach/resend',
    input: z.object(byIdsOrBatch),
    output: changed,
    access: writers,
    summary: 'Sends again the e-mails that failed to send (by id, or the failed ones of a batch).',
  }),
  'koxOutreach.followUpCandidates': defineEndpoint({
    key: 'koxOutreach.followUpCandidates',
    method: 'GET',
    path: '/api/kox/outreach/follow-up',
    input: z.object({ project_id: recordId }),
    output: followUpCandidatesSchema,
    access: writers,
    summary:
      "Who of a project's creators, invited from the caller's mailbox, has not replied and may get the next follow-up now (without waiting for the label's days), and why the others may not.",
  }),
  'koxOutreach.followUpNow': defineEndpoint({
    key: 'koxOutreach.followUpNow',
    method: 'POST',
    path: '/api/kox/outreach/follow-up',
    input: z.object({
      project_id: recordId,
      /** Default: every candidate; named ones that are no longer candidates are left out. */
      creator_ids: idArray(OUTREACH_BATCH_MAX).optional(),
    }),
    output: followUpCandidatesSchema.extend({ queued: z.number().int() }),
    access: writers,
    summary:
      "Writes and sends now, from the caller's mailbox, the next follow-up to the project's creators who have not replied (in the background, as the automatic follow-ups are written); creator_ids are those queued.",
  }),
  'koxOutreach.senderStatus': defineEndpoint({
    key: 'koxOutreach.senderStatus',
    method: 'GET',
    path: '/api/kox/outreach/sender',
    input: z.object({}),
    output: senderStatusSchema,
    access: readers,
    summary:
      "The caller's sending: daily cap and sent today, spacing, and whether sending is paused and why.",
  }),
  'koxOutreach.resumeSending': defineEndpoint({
    key: 'koxOutreach.resumeSending',
    method: 'POST',
    path: '/api/kox/outreach/sender/resume',
    input: z.object({}),
    output: senderStatusSchema,
    access: readers,
    summary:
      "Resumes sending from the caller's mailbox after a pause; the e-mails waiting are sent again in turn.",
  }),
  'koxOutreach.senderSettings': defineEndpoint({
    key: 'koxOutreach.senderSettings',
    method: 'POST',
    path: '/api/kox/outreach/sender/settings',
    input: z.object({
      daily_cap: z.number().int().min(1).max(DAILY_CAP_MAX).optional(),
      send_spacing_seconds: z.number().int().min(0).max(SEND_SPACING_MAX_SECONDS).optional(),
    }),
    output: senderStatusSchema,
    access: readers,
    summary: "Changes the caller's own mailbox's daily cap and spacing between sends.",
  }),
} satisfies Record<string, Endpoint>;
