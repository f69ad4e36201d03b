import { postFilter } from '../scope.ts';
import { num } from '../row-values.ts';
import { COMMENT_LIMIT, POST_LIMIT, type LlmDeps, type LlmScope } from './llm-scope.ts';

export interface PostText {
  id: string;
  subjectId: string;
  text: string;
  postedAt: string;
  views: number;
}

export interface CommentText {
  id: string;
  subjectId: string;
  text: string;
}

/** Description characters read per post: titles carry the topic, long descriptions mostly links and credits. */
const DESCRIPTION_CHARS = 500;

/** The scope's most-viewed posts: title, the start of the description and the hashtags (topics live there too). */
export async function readPosts(
  { store }: LlmDeps,
  scope: LlmScope,
  limit = POST_LIMIT,
): Promise<PostText[]> {
  const { where, params } = postFilter(scope);
  const rows = await store.all(
    `with top as (
       select p.dashboard_id, p.subject_id, p.platform, p.post_id, p.title,
         substr(p.description, 1, ${DESCRIPTION_CHARS}) as description, p.posted_at, p.views
       from analytics.posts p where ${where}
       order by p.views desc, p.subject_id, p.platform, p.post_id limit ${limit}
     )
     select t.subject_id, t.platform, t.post_id, t.title, t.description, t.posted_at, t.views, h.tag
     from top t left join analytics.post_hashtags h on h.dashboard_id = t.dashboard_id
       and h.subject_id = t.subject_id and h.platform = t.platform and h.post_id = t.post_id
     order by t.views desc, t.subject_id, t.platform, t.post_id, h.tag`,
    params,
  );
  const posts = new Map<string, PostText & { tags: string[] }>();
  for (const r of rows) {
    const id = `${String(r.subject_id)}|${String(r.platform)}|${String(r.post_id)}`;
    let post = posts.get(id);
    if (!post) {
      const text = r.description ? `${String(r.title)}\n${String(r.description)}` : String(r.title);
      post = {
        id,
        subjectId: String(r.subject_id),
        text,
        postedAt: String(r.posted_at),
        views: num(r.views),
        tags: [],
      };
      posts.set(id, post);
    }
    if (r.tag !== null && r.tag !== undefined) post.tags.push(String(r.tag));
  }
  return [...posts.values()].map(({ tags, ...post }) =>
    tags.length ? { ...post, text: `${post.text}\n${tags.map((t) => `#${t}`).join(' ')}` } : post,
  );
}

/**
 * The most-liked comments on the scope's posts. Without a time window the comment rows' own dashboard and subject
 * columns select them, which saves the join with posts (the slowest part of this read).
 */
export async function readComments(
  { store }: LlmDeps,
  scope: LlmScope,
  limit = COMMENT_LIMIT,
): Promise<CommentText[]> {
  const windowed = Boolean(scope.since || scope.until);
  const { where, params } = postFilter(scope, windowed ? 'p' : 'c');
  const join = windowed
    ? `join analytics.posts p on p.dashboard_id = c.dashboard_id and p.subject_id = c.subject_id
         and p.platform = c.platform and p.post_id = c.post_id`
    : '';
  const rows = await store.all(
    `select c.subject_id, c.platform, c.comment_id, c.text
     from analytics.comments c ${join}
     where ${where}
     order by c.likes desc, c.subject_id, c.platform, c.comment_id limit ${limit}`,
    params,
  );
  return rows.map((r) => ({
    id: `${String(r.subject_id)}|${String(r.platform)}|${String(r.comment_id)}`,
    subjectId: String(r.subject_id),
    text: String(r.text),
  }));
}
