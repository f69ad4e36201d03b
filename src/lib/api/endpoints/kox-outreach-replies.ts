import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint.ts';
import { INBOUND_KINDS } from '../../kox-inbound-mail.ts';
import { labelJudgmentSchema } from '../../kox-label-judgment.ts';
import { readers, recordId, writers } from './common.ts';
import { page, pageOf, pageSize } from './org-fields.ts';

/* Replies to outreach, label judgments and overrides, the board (docs/kox.md "Reading replies"). */

export const SIMULATED_REPLY_KINDS = [
  'interested',
  'declined',
  'asks_price',
  'auto_reply',
  'bounce',
] as const;

const threadKey = { project_id: recordId, creator_id: recordId };

export const threadEntrySchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('email'),
    email_id: z.string(),
    kind: z.enum(['invitation', 'follow_up']),
    follow_up_number: z.number().int(),
    status: z.string(),
    status_reason: z.string().nullable(),
    to_address: z.string(),
    subject: z.string(),
    body: z.string(),
    at: z.string(),
  }),
  z.object({
    type: z.literal('inbound'),
    reply_id: z.string(),
    /** A reply, or an auto-reply / bounce (shown, never counted as a reply). */
    kind: z.enum(INBOUND_KINDS),
    from_address: z.string(),
    subject: z.string(),
    text: z.string(),
    own_text: z.string(),
    at: z.string(),
  }),
]);

export const koxRepliesEndpoints = {
  'koxReplies.thread': defineEndpoint({
    key: 'koxReplies.thread',
    method: 'GET',
    path: '/api/kox/replies/thread',
    input: z.object(threadKey),
    output: z.object({
      label_id: z.string().nullable(),
      entries: z.array(threadEntrySchema),
      judgments: z.array(labelJudgmentSchema),
    }),
    access: readers,
    summary:
      "A creator's thread in a project: the e-mails sent and what came back, in time order, and the judgments.",
  }),
  'koxReplies.judgments': defineEndpoint({
    key: 'koxReplies.judgments',
    method: 'GET',
    path: '/api/kox/replies/judgments',
    input: z.object({ project_id: recordId, creator_id: recordId.optional(), page, page_size: pageSize }),
    output: pageOf(labelJudgmentSchema),
    access: readers,
    summary:
      "A project's label judgments, newest first: rules, model and people's overrides, with reason and text read.",
  }),
  'koxReplies.override': defineEndpoint({
    key: 'koxReplies.override',
    method: 'POST',
    path: '/api/kox/replies/override',
    input: z.object({ ...threadKey, label_id: recordId, note: z.string().trim().min(1).max(1000) }),
    output: labelJudgmentSchema,
    access: writers,
    summary:
      "A person sets a creator's label with a note; the automatic judgment it replaces is kept, flagged overridden.",
  }),
  'koxReplies.board': defineEndpoint({
    key: 'koxReplies.board',
    method: 'GET',
    path: '/api/kox/replies/board',
    input: z.object({ project_id: recordId }),
    output: z.object({
      columns: z.array(
        z.object({
          label_id: z.string().nullable(),
          name: z.string().nullable(),
          count: z.number().int(),
          creator_ids: z.array(z.string()),
        }),
      ),
    }),
    access: readers,
    summary:
      "The project's creators grouped by progress label in the template's order (unlabelled last), with counts.",
  }),
  'koxReplies.simulateReply': defineEndpoint({
    key: 'koxReplies.simulateReply',
    method: 'POST',
    path: '/api/kox/replies/simulate',
    input: z.object({
      email_id: recordId,
      kind: z.enum(SIMULATED_REPLY_KINDS),
      language: z.enum(['zh', 'en']),
    }),
    output: z.object({ message_id: z.string() }),
    access: writers,
    summary:
      'Sandbox only: a simulated creator mail (sample data) answering an e-mail sent from the sandbox mailbox lands in its INBOX.',
  }),
  'koxReplies.pollStatus': defineEndpoint({
    key: 'koxReplies.pollStatus',
    method: 'GET',
    path: '/api/kox/replies/poll-status',
    input: z.object({}),
    output: z.object({ last_polled_at: z.string().nullable(), poll_error: z.string().nullable() }),
    access: readers,
    summary:
      "Where reading the caller's mailbox got to: the last read and the error that stopped it, if any.",
  }),
};
