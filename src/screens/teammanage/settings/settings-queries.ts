import { queryOptions } from '@tanstack/react-query';
import { callApi, type ApiOutput } from '@/lib/api/client';

export type TeamDetail = ApiOutput<'team.detail'>;

export const teamDetailQuery = queryOptions({
  queryKey: ['teammanage', 'detail'],
  queryFn: () => callApi('team.detail', {}, { silent: true }),
});

export const deletePreviewQuery = queryOptions({
  queryKey: ['teammanage', 'delete-preview'],
  queryFn: () => callApi('team.deletePreview', {}, { silent: true }),
});
