import { queryOptions } from '@tanstack/react-query';
import { callApi, type ApiInput, type ApiOutput } from '@/lib/api/client';
import { KOX_KEY } from '../api/kox-queries.ts';

export type OutreachEmail = ApiOutput<'koxOutreach.list'>['list'][number];
export type OutreachBatch = ApiOutput<'koxOutreach.batch'>;
export type SenderStatus = ApiOutput<'koxOutreach.senderStatus'>;
export type Thread = ApiOutput<'koxReplies.thread'>;
export type BoardColumn = ApiOutput<'koxReplies.board'>['columns'][number];

/** Under KOX_KEY: a team change refreshes the outreach too. */
export const OUTREACH_KEY = [...KOX_KEY, 'outreach'] as const;
/** The caller's own sending: the same in every team. */
export const SENDER_KEY = ['koxOutreach', 'sender'] as const;

const WORKING_POLL_MS = 1500;
const REPLIES_POLL_MS = 5000;

/** States the server is still working on: the list asks again until none is left. */
const MOVING = new Set<OutreachEmail['status']>(['generating', 'scheduled', 'sending']);

export function emailListQuery(teamId: string | null, input: ApiInput<'koxOutreach.list'>) {
  return queryOptions({
    queryKey: [...OUTREACH_KEY, 'list', teamId, input],
    queryFn: ({ signal }) => callApi('koxOutreach.list', input, { signal, silent: true }),
    refetchInterval: (query) =>
      query.state.data?.list.some((e) => MOVING.has(e.status)) ? WORKING_POLL_MS : false,
  });
}

export function batchQuery(teamId: string | null, batchId: string) {
  return queryOptions({
    queryKey: [...OUTREACH_KEY, 'batch', teamId, batchId],
    queryFn: ({ signal }) => callApi('koxOutreach.batch', { batch_id: batchId }, { signal, silent: true }),
    refetchInterval: (query) => (query.state.data?.done ? false : WORKING_POLL_MS),
  });
}

export const senderQuery = () =>
  queryOptions({
    queryKey: SENDER_KEY,
    queryFn: ({ signal }) => callApi('koxOutreach.senderStatus', {}, { signal, silent: true }),
  });

export const pollStatusQuery = () =>
  queryOptions({
    queryKey: [...SENDER_KEY, 'poll'],
    queryFn: ({ signal }) => callApi('koxReplies.pollStatus', {}, { signal, silent: true }),
    refetchInterval: REPLIES_POLL_MS,
  });

/** Replies are read in the background every few seconds: the board and a thread follow them. */
export function boardQuery(teamId: string | null, projectId: string) {
  return queryOptions({
    queryKey: [...OUTREACH_KEY, 'board', teamId, projectId],
    queryFn: ({ signal }) => callApi('koxReplies.board', { project_id: projectId }, { signal, silent: true }),
    refetchInterval: REPLIES_POLL_MS,
  });
}

export function threadQuery(teamId: string | null, projectId: string, creatorId: string) {
  return queryOptions({
    queryKey: [...OUTREACH_KEY, 'thread', teamId, projectId, creatorId],
    queryFn: ({ signal }) =>
      callApi(
        'koxReplies.thread',
        { project_id: projectId, creator_id: creatorId },
        { signal, silent: true },
      ),
    refetchInterval: REPLIES_POLL_MS,
  });
}

/** The creators' names, from the project's e-mails (the board names creators by id only). */
export function creatorNamesQuery(teamId: string | null, projectId: string) {
  return queryOptions({
    queryKey: [...OUTREACH_KEY, 'names', teamId, projectId],
    queryFn: ({ signal }) =>
      callApi(
        'koxOutreach.list',
        { project_id: projectId, page: 1, page_size: 100 },
        { signal, silent: true },
      ),
    select: (page) => new Map(page.list.map((e) => [e.creator_id, e.creator_name ?? e.creator_id])),
  });
}
