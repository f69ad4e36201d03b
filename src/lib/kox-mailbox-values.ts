/* Mailbox settings (issue 13, docs/kox.md "Mailbox settings"): shared by the server and the screens, free of zod. */

export const MAIL_SECURITIES = ['ssl', 'starttls', 'none'] as const;
export type MailSecurity = (typeof MAIL_SECURITIES)[number];

/** `custom`: the user's own mail server; `sandbox`: mail that stays on this machine (decision "Sandbox mailbox"). */
export const MAILBOX_KINDS = ['custom', 'sandbox'] as const;
export type MailboxKind = (typeof MAILBOX_KINDS)[number];

/** Spec §4 connection test states. */
export const CONNECTION_TEST_STATES = ['testing', 'success', 'failed'] as const;
export type ConnectionTestState = (typeof CONNECTION_TEST_STATES)[number];

/** Why one side of a connection test failed, as far as the server's answer tells; `other` shows its text. */
export const CONNECTION_FAILURES = [
  'auth_failed',
  'host_not_found',
  'connection_refused',
  'tls_mismatch',
  'timeout',
  'mailbox_unavailable',
  'secret_unreadable',
  'interrupted',
  'other',
] as const;
export type ConnectionFailure = (typeof CONNECTION_FAILURES)[number];

export interface ServerPreset {
  host: string;
  port: number;
  security: MailSecurity;
}

export interface MailProviderPreset {
  id: string;
  smtp: ServerPreset;
  imap: ServerPreset;
}

/**
 * The providers' own documented servers (their help pages on SMTP/IMAP for mail clients). Each wants an app
 * password or authorization code rather than the web sign-in password: that is the "authorization password".
 */
export const MAIL_PROVIDER_PRESETS: readonly MailProviderPreset[] = [
  {
    id: 'gmail',
    smtp: { host: 'smtp.gmail.com', port: 465, security: 'ssl' },
    imap: { host: 'imap.gmail.com', port: 993, security: 'ssl' },
  },
  {
    id: 'outlook',
    smtp: { host: 'smtp.office365.com', port: 587, security: 'starttls' },
    imap: { host: 'outlook.office365.com', port: 993, security: 'ssl' },
  },
  {
    id: 'qq',
    smtp: { host: 'smtp.qq.com', port: 465, security: 'ssl' },
    imap: { host: 'imap.qq.com', port: 993, security: 'ssl' },
  },
  {
    id: 'netease163',
    smtp: { host: 'smtp.163.com', port: 465, security: 'ssl' },
    imap: { host: 'imap.163.com', port: 993, security: 'ssl' },
  },
  {
    id: 'feishu',
    smtp: { host: 'smtp.feishu.cn', port: 465, security: 'ssl' },
    imap: { host: 'imap.feishu.cn', port: 993, security: 'ssl' },
  },
  {
    id: 'exmail',
    smtp: { host: 'smtp.exmail.qq.com', port: 465, security: 'ssl' },
    imap: { host: 'imap.exmail.qq.com', port: 993, security: 'ssl' },
  },
];

export const MAIL_PROVIDER_IDS = [
  'gmail',
  'outlook',
  'qq',
  'netease163',
  'feishu',
  'exmail',
  'other',
] as const;
export type MailProviderId = (typeof MAIL_PROVIDER_IDS)[number];
