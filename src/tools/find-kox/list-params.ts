import type { ToolInput } from '../define-tool.ts';
import type { findKoxTool } from './contract.ts';

/**
 * The search find_kox ran, as the creator list's params (src/screens/kox/list/list-params.ts), so "Open the list"
 * shows the same creators with the same filters set in the bar. A numeric follower range is the bar's custom one.
 */
export function listParamsOfSearch(input: Partial<ToolInput<typeof findKoxTool>>): Record<string, string> {
  const params: Record<string, string> = {};
  // A tag is the team's own: only its database has it.
  if (input.scope === 'team' || input.tag) params.scope = 'team';
  for (const key of ['platform', 'country', 'language'] as const) {
    const values = input[key];
    if (values?.length) params[key] = values.join(',');
  }
  if (input.followers) params.followers = input.followers;
  else if (input.followers_min !== undefined || input.followers_max !== undefined) {
    params.followers = 'custom';
    if (input.followers_min !== undefined) params.followers_min = String(input.followers_min);
    if (input.followers_max !== undefined) params.followers_max = String(input.followers_max);
  }
  for (const key of [
    'engagement_rate_min',
    'engagement_rate_max',
    'avg_views_min',
    'avg_views_max',
    'price_min',
    'price_max',
  ] as const)
    if (input[key] !== undefined) params[key] = String(input[key]);
  if (input.topics) params.topics = input.topics;
  if (input.tag) params.tag = input.tag;
  if (input.has_email !== undefined) params.has_email = String(input.has_email);
  if (input.last_active !== undefined) params.last_active = String(input.last_active);
  if (input.sort && input.sort !== 'followers') params.sort = input.sort;
  return params;
}
