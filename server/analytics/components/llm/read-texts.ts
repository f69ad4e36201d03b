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

/** The scope's most-viewed posts, title and the start of the description. */
export async function readPosts(
  { store }: LlmDeps,
  scope: LlmScope,
  limit = POST_LIMIT,
): Promise<PostText[]> {
  const { where, params } = postFilter(scope);
  const rows = await store.all(
    `select p.subject_id, p.platform, p.post_id, p.title, substr(p.description, 1, ${DESCRIPTION_CHARS}) as description,
       p.posted_at, p.views
     from analytics.posts p where ${where}
     order by p.views desc, p.subject_id, p.platform, p.post_id limit ${limit}`,
    params,
  );
  return rows.map((r) => ({
    id: `${String(r.subject_id)}|${String(r.platform)}|${String(r.post_id)}`,
    subjectId: String(r.subject_id),
    text: r.description ? `${String(r.title)}\n${String(r.description)}` : String(r.title),
    postedAt: String(r.posted_at),
    views: num(r.views),
  }));
}

/** The most-liked comments on the scope's posts. */
export async function readComments(
  { store }: LlmDeps,
  scope: LlmScope,
  limit = COMMENT_LIMIT,
): Promise<CommentText[]> {
  const { where, params } = postFilter(scope);
  const rows = await store.all(
    `select c.subject_id, c.platform, c.comment_id, c.text
     from analytics.comments c
     join analytics.posts p on p.dashboard_id = c.dashboard_id and p.subject_id = c.subject_id
       and p.platform = c.platform and p.post_id = c.post_id
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
