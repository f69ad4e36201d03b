import { z } from 'zod';
import { defineEndpoint, type Endpoint } from '../define-endpoint.ts';
import {
  CONNECTION_FAILURES,
  CONNECTION_TEST_STATES,
  MAIL_PROVIDER_IDS,
  MAIL_SECURITIES,
  MAILBOX_KINDS,
} from '../../kox-mailbox-values.ts';
import { empty, readers } from './common.ts';

/* The caller's own mailbox (issue 13, docs/kox.md "Mailbox settings"). */

const host = z.string().trim().max(253);
const port = z.number().int().min(1).max(65535);
const security = z.enum(MAIL_SECURITIES);

/** Spec §5's rules (which fields, one valid address) are `mailboxIssues`, answered with 10291–10293. */
export const mailboxSaveInput = z.object({
  kind: z.enum(MAILBOX_KINDS),
  provider: z.enum(MAIL_PROVIDER_IDS).default('other'),
  sender_name: z.string().trim().max(100).default(''),
  address: z.string().trim().max(254).default(''),
  /** The login name when it is not the address. */
  account: z.string().trim().max(254).default(''),
  /** Empty or absent: keep the one stored. */
  password: z.string().max(256).optional(),
  auth_password: z.string().max(256).optional(),
  smtp_host: host.default(''),
  smtp_port: port.optional(),
  smtp_security: security.default('ssl'),
  imap_host: host.default(''),
  imap_port: port.optional(),
  imap_security: security.default('ssl'),
});

const sideResult = z.object({
  ok: z.boolean(),
  reason: z.enum(CONNECTION_FAILURES).nullable(),
  /** The server's own words, when it said something (shown as text). */
  detail: z.string().nullable(),
});

export const connectionTestSchema = z.object({
  state: z.enum(CONNECTION_TEST_STATES),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  smtp: sideResult.nullable(),
  imap: sideResult.nullable(),
});

export const mailboxSchema = z.object({
  kind: z.enum(MAILBOX_KINDS),
  /** True for the sandbox: its mail never leaves this machine, and the UI says so. */
  sandbox: z.boolean(),
  provider: z.enum(MAIL_PROVIDER_IDS),
  sender_name: z.string(),
  address: z.string(),
  account: z.string(),
  smtp_host: z.string(),
  smtp_port: z.number().int().nullable(),
  smtp_security: security,
  imap_host: z.string(),
  imap_port: z.number().int().nullable(),
  imap_security: security,
  /** Whether each secret is stored; the secrets themselves never leave the server. */
  password_set: z.boolean(),
  auth_password_set: z.boolean(),
  /** False when the stored secrets were sealed with another key (MAIL_SECRET_KEY changed): enter them again. */
  secrets_readable: z.boolean(),
  last_test: connectionTestSchema.nullable(),
  updated_at: z.string(),
});

const preset = z.object({ host: z.string(), port: z.number().int(), security });

export const koxMailboxEndpoints = {
  'koxMailbox.get': defineEndpoint({
    key: 'koxMailbox.get',
    method: 'GET',
    path: '/api/kox/mailbox',
    input: empty,
    output: z.object({ mailbox: mailboxSchema.nullable() }),
    access: readers,
    summary: "The caller's mailbox settings and its last connection test; never the passwords.",
  }),
  'koxMailbox.save': defineEndpoint({
    key: 'koxMailbox.save',
    method: 'POST',
    path: '/api/kox/mailbox/save',
    input: mailboxSaveInput,
    output: mailboxSchema,
    access: readers,
    summary:
      "Saves the caller's mailbox (their own server, or the sandbox); passwords are encrypted at rest, an empty one keeps the stored one.",
  }),
  'koxMailbox.delete': defineEndpoint({
    key: 'koxMailbox.delete',
    method: 'POST',
    path: '/api/kox/mailbox/delete',
    input: empty,
    output: z.object({ deleted: z.boolean() }),
    access: readers,
    summary: "Deletes the caller's mailbox settings and secrets.",
  }),
  'koxMailbox.test': defineEndpoint({
    key: 'koxMailbox.test',
    method: 'POST',
    path: '/api/kox/mailbox/test',
    input: empty,
    output: connectionTestSchema,
    access: readers,
    summary:
      'Starts a connection test of both sides (SMTP sign-in, IMAP sign-in and INBOX); answers `testing` at once, the result is read with koxMailbox.get.',
  }),
  'koxMailbox.presets': defineEndpoint({
    key: 'koxMailbox.presets',
    method: 'GET',
    path: '/api/kox/mailbox/presets',
    input: empty,
    output: z.object({ presets: z.array(z.object({ id: z.string(), smtp: preset, imap: preset })) }),
    access: readers,
    summary: 'The SMTP and IMAP servers of common providers, as they document them.',
  }),
} satisfies Record<string, Endpoint>;
