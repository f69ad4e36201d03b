import type { LlmResult } from '../../../../src/lib/report-components/llm-results.ts';
import { postFilter } from '../scope.ts';
import { CHANNEL_LIMIT, type LlmDeps, type LlmScope } from './llm-scope.ts';
import { asTheme, themeCounts } from './theme-labels.ts';

/** Titles of a channel's posts read with its own title; a few are enough to say what it is about. */
const TITLES_PER_CHANNEL = 10;

/**
 * Channels (those with posts in the scope, largest first) by category, read from the channel title, its stored
 * category and its most-viewed post titles with the theme dictionary.
 */
export async function compute(deps: LlmDeps, scope: LlmScope): Promise<LlmResult<'llm_channel_category'>> {
  const { where, params } = postFilter(scope);
  const rows = await deps.store.all(
    `with ranked as (
       select p.platform, p.channel_id, p.title,
         row_number() over (partition by p.platform, p.channel_id order by p.views desc, p.post_id) as rn
       from analytics.posts p where ${where}
     ),
     chosen as (
       select c.platform, c.channel_id, max(c.title) as title, max(coalesce(c.category, '')) as category,
         max(c.followers) as followers
       from analytics.channels c
       where c.dashboard_id = $1 and exists (select 1 from ranked r where r.platform = c.platform and r.channel_id = c.channel_id)
       group by c.platform, c.channel_id
       order by followers desc, c.platform, c.channel_id limit ${CHANNEL_LIMIT}
     )
     select ch.platform, ch.channel_id, ch.title, ch.category, r.title as post_title
     from chosen ch left join ranked r on r.platform = ch.platform and r.channel_id = ch.channel_id
       and r.rn <= ${TITLES_PER_CHANNEL}
     order by ch.followers desc, ch.platform, ch.channel_id, r.rn`,
    params,
  );
  const channels = new Map<string, string[]>();
  for (const r of rows) {
    const id = `${String(r.platform)}|${String(r.channel_id)}`;
    const parts = channels.get(id) ?? [String(r.title), String(r.category)];
    channels.set(id, parts);
    if (r.post_title !== null && r.post_title !== undefined) parts.push(String(r.post_title));
  }
  const items = [...channels].map(([id, parts]) => ({ id, text: parts.filter(Boolean).join('\n') }));
  const { assignments } = await deps.textAnalytics.channelCategories(items);
  const counted = themeCounts(items.map((c) => asTheme(assignments[c.id])));
  return {
    status: 'ok',
    total: items.length,
    items: counted.map(({ theme, label, count, share }) => ({ category: theme, label, count, share })),
  };
}
