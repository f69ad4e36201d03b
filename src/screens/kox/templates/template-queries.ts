import { queryOptions } from '@tanstack/react-query';
import { callApi, type ApiOutput } from '@/lib/api/client';
import { KOX_KEY } from '../api/kox-queries.ts';

export type TemplateSummary = ApiOutput<'koxTemplate.list'>['templates'][number];
export type TemplateDetail = ApiOutput<'koxTemplate.detail'>;

export const TEMPLATES_KEY = [...KOX_KEY, 'templates'] as const;

export function templateListQuery(teamId: string | null) {
  return queryOptions({
    queryKey: [...TEMPLATES_KEY, 'list', teamId],
    queryFn: ({ signal }) => callApi('koxTemplate.list', {}, { signal, silent: true }),
  });
}

export function templateDetailQuery(templateId: string) {
  return queryOptions({
    queryKey: [...TEMPLATES_KEY, 'detail', templateId],
    queryFn: ({ signal }) =>
      callApi('koxTemplate.detail', { template_id: templateId }, { signal, silent: true }),
  });
}
