import { queryOptions } from '@tanstack/react-query';
import { callApi, type ApiOutput } from '@/lib/api/client';

export type Mailbox = NonNullable<ApiOutput<'koxMailbox.get'>['mailbox']>;
export type ConnectionTest = NonNullable<Mailbox['last_test']>;
export type MailPreset = ApiOutput<'koxMailbox.presets'>['presets'][number];

/** The caller's own mailbox: the same in every team, so not under the team's KOX key. */
export const MAILBOX_KEY = ['koxMailbox', 'mine'] as const;

const TESTING_POLL_MS = 1000;

/** Polls once a second while a connection test runs; otherwise asks once. */
export const mailboxQuery = () =>
  queryOptions({
    queryKey: MAILBOX_KEY,
    queryFn: ({ signal }) => callApi('koxMailbox.get', {}, { signal, silent: true }),
    refetchInterval: (query) =>
      query.state.data?.mailbox?.last_test?.state === 'testing' ? TESTING_POLL_MS : false,
  });

export const presetsQuery = () =>
  queryOptions({
    queryKey: ['koxMailbox', 'presets'],
    queryFn: ({ signal }) => callApi('koxMailbox.presets', {}, { signal, silent: true }),
    staleTime: Infinity,
  });
