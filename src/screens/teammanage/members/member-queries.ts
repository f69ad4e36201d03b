import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi, type ApiInput, type ApiOutput } from '@/lib/api/client';
import type { TEAM_USER_SORTS } from '@/lib/api/endpoints';

export type TeamMember = ApiOutput<'team.users'>['list'][number];
export type MemberSort = (typeof TEAM_USER_SORTS)[number];
export type AuditEntry = ApiOutput<'audit.list'>['list'][number];

/** Every teammanage query starts with this, so a change to members refetches all of them. */
export const TEAMMANAGE_KEY = ['teammanage'] as const;

export const membersQuery = (input: ApiInput<'team.users'>) =>
  queryOptions({
    queryKey: [...TEAMMANAGE_KEY, 'members', input],
    queryFn: () => callApi('team.users', input, { silent: true }),
    placeholderData: keepPreviousData,
  });

export const auditQuery = (input: ApiInput<'audit.list'>) =>
  queryOptions({
    queryKey: [...TEAMMANAGE_KEY, 'audit', input],
    queryFn: () => callApi('audit.list', input, { silent: true }),
    placeholderData: keepPreviousData,
  });
