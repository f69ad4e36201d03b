import { parseAccountLink } from '../../../src/lib/account-links/index.ts';
import {
  SEARCH_SCOPES,
  matchesPost,
  matchesTopics,
  parseKeywords,
  splitTopics,
} from '../../../src/lib/keyword-query/index.ts';
import type { ChannelFact } from '../store/fact-rows.ts';
import type { CollectedBatch, SubjectCriteria } from './collection-source.ts';
import { categoriesOf } from './industry-categories.ts';

const DAY_MS = 86_400_000;

/** Whether a channel is the account a link names (by channel id, or by the @handle / legacy name of its URL). */
export function channelMatchesLink(
  channel: Pick<ChannelFact, 'channel_id' | 'url' | 'platform'>,
  link: string,
) {
  const ref = parseAccountLink(link);
  if (!ref || ref.platform !== channel.platform) return false;
  if (ref.kind === 'channel_id') return ref.id === channel.channel_id;
  const own = channel.url ? parseAccountLink(channel.url) : null;
  return (own?.id === ref.id && own.kind !== 'channel_id') || channel.channel_id.toLowerCase() === ref.id;
}

/** Whether a value is one of the listed ones; an empty list allows any, and an unknown (null) value passes. */
const allowed = (list: ReadonlySet<string>, value: string | null) =>
  list.size === 0 || value === null || list.has(value);

/**
 * Applies every criterion of a subject to collected facts, for the criteria a source's API cannot filter:
 * date range, follower range, excluded accounts, regions, languages and industry (each when known: any listed
 * one passes), keywords with the exact
 * keyword-language matcher over the search scope, topics, paid-only and app-promotion-only. Channels,
 * hashtags, comments and snapshots of dropped posts go with them.
 */
export function applyCriteria(batch: CollectedBatch, criteria: SubjectCriteria): CollectedBatch {
  const since = Date.parse(`${criteria.since.slice(0, 10)}T00:00:00Z`);
  const until = Date.parse(`${criteria.until.slice(0, 10)}T00:00:00Z`) + DAY_MS;
  const parsed = criteria.keywords.trim() ? parseKeywords(criteria.keywords) : null;
  const query = parsed?.ok ? parsed.ast : null;
  const scope = criteria.searchScope.length ? criteria.searchScope : [...SEARCH_SCOPES];
  const topics = criteria.topics.flatMap((t) => splitTopics(t));
  const regions = new Set(criteria.regions.map((r) => r.toUpperCase()));
  const accountLanguages = new Set(criteria.languages.map((l) => l.toLowerCase()));
  const postLanguages = criteria.contentLanguages.length
    ? new Set(criteria.contentLanguages.map((l) => l.toLowerCase()))
    : accountLanguages;
  const categories = new Set(criteria.industry ? categoriesOf(criteria.industry) : []);

  const channelOk = new Map<string, boolean>();
  for (const ch of batch.channels) {
    const ok =
      (criteria.followerMin === null || ch.followers >= criteria.followerMin) &&
      (criteria.followerMax === null || ch.followers <= criteria.followerMax) &&
      !criteria.excludedAccounts.some((link) => channelMatchesLink(ch, link)) &&
      allowed(regions, ch.region) &&
      allowed(accountLanguages, ch.language) &&
      allowed(categories, ch.category);
    channelOk.set(ch.channel_id, ok);
  }
  const tagsByPost = new Map<string, string[]>();
  for (const h of batch.hashtags) {
    const list = tagsByPost.get(h.post_id) ?? [];
    list.push(h.tag);
    tagsByPost.set(h.post_id, list);
  }

  const posts = batch.posts.filter((p) => {
    const at = Date.parse(p.posted_at);
    const hashtags = tagsByPost.get(p.post_id) ?? [];
    return (
      channelOk.get(p.channel_id) === true &&
      at >= since &&
      at < until &&
      allowed(postLanguages, p.language) &&
      allowed(regions, p.region) &&
      (!criteria.paidOnly || p.is_paid) &&
      (!criteria.appPromotionOnly || p.is_app_promotion) &&
      (query === null ||
        matchesPost(query, { title: p.title, description: p.description, hashtags }, scope)) &&
      (topics.length === 0 || matchesTopics({ hashtags }, topics))
    );
  });
  const postIds = new Set(posts.map((p) => p.post_id));
  const channelIds = new Set(posts.map((p) => p.channel_id));
  return {
    posts,
    channels: batch.channels.filter((c) => channelIds.has(c.channel_id)),
    snapshots: batch.snapshots.filter((s) => channelIds.has(s.channel_id)),
    hashtags: batch.hashtags.filter((h) => postIds.has(h.post_id)),
    comments: batch.comments.filter((c) => postIds.has(c.post_id)),
  };
}
