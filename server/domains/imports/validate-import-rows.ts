import { IMPORT_MAX_ROWS } from '../../../src/lib/api/endpoints.ts';
import { parseAccountLink } from '../../../src/lib/account-links/index.ts';
import type { CollectedBatch } from '../../analytics/sources/collection-source.ts';
import type { ChannelFact, PostFact } from '../../analytics/store/fact-rows.ts';
import type { Issue } from '../../lib/errors.ts';
import { slicePacer } from '../../lib/in-slices.ts';
import { IMPORT_COLUMNS, type ImportColumn } from './import-columns.ts';
import { parseCell } from './import-values.ts';
import type { SheetRows } from './read-import-file.ts';

/** More issues than this are summed up in one last issue: nobody reads 50 000 messages. */
export const MAX_ISSUES = 1000;

type Values = Record<string, string | number | boolean | string[] | null>;

export interface ValidatedImport {
  batch: CollectedBatch;
  issues: Issue[];
}

function headerIssues(header: readonly string[]): { issues: Issue[]; index: Map<string, number> } {
  const issues: Issue[] = [];
  const index = new Map<string, number>();
  const known = new Set(IMPORT_COLUMNS.map((c) => c.key));
  header.forEach((raw, i) => {
    const key = raw
      .trim()
      .replace(/^\uFEFF/, '')
      .toLowerCase();
    if (key === '') return;
    if (!known.has(key))
      issues.push({ path: `header · ${raw.trim()}`, message: 'unknown column; use the template' });
    else if (index.has(key)) issues.push({ path: `header · ${key}`, message: 'column appears twice' });
    else index.set(key, i);
  });
  for (const column of IMPORT_COLUMNS)
    if (column.required && !index.has(column.key))
      issues.push({ path: `header · ${column.key}`, message: 'required column is missing' });
  return { issues, index };
}

/**
 * Checks every row and column of an import and builds the facts of the rows; any issue means nothing is
 * imported. Row numbers in messages are the spreadsheet's (the header is row 1). `existingPostIds` are
 * `platform:post_id` keys already in the subject.
 */
export async function validateImportRows(
  sheet: SheetRows,
  owner: { dashboard_id: string; subject_id: string },
  existingPostIds: ReadonlySet<string>,
): Promise<ValidatedImport> {
  const batch: CollectedBatch = { channels: [], posts: [], hashtags: [], comments: [], snapshots: [] };
  const [header, ...rows] = sheet.rows;
  if (!header) return { batch, issues: [{ path: 'file', message: 'the file is empty; use the template' }] };
  const { issues, index } = headerIssues(header);
  if (issues.length) return { batch, issues };
  // The reader stops one row past the limit, so the file's full count is not known.
  if (sheet.tooManyRows || rows.length > IMPORT_MAX_ROWS)
    return {
      batch,
      issues: [
        {
          path: 'file',
          message: `more than ${IMPORT_MAX_ROWS} rows; at most ${IMPORT_MAX_ROWS} can be imported at once`,
        },
      ],
    };
  if (rows.length === 0) return { batch, issues: [{ path: 'file', message: 'the file has no post rows' }] };

  let hidden = 0;
  const report = (issue: Issue) => {
    if (issues.length < MAX_ISSUES) issues.push(issue);
    else hidden++;
  };
  const firstRowOf = new Map<string, number>();
  const channels = new Map<string, ChannelFact>();

  const pace = slicePacer();
  for (const [r, cells] of rows.entries()) {
    // A large file takes seconds to check: other requests get their turn in between.
    await pace();
    const rowNo = sheet.rowNumbers[r + 1] ?? r + 2;
    const at = (column: ImportColumn | string) =>
      `row ${rowNo} · ${typeof column === 'string' ? column : column.key}`;
    const values: Values = {};
    let rowOk = true;
    for (const column of IMPORT_COLUMNS) {
      const i = index.get(column.key);
      const parsed = parseCell(column.kind, i === undefined ? '' : (cells[i] ?? ''), column.max);
      if (!parsed.ok) {
        report({ path: at(column), message: parsed.message });
        rowOk = false;
      } else if (parsed.value === null && column.required) {
        report({ path: at(column), message: 'is required' });
        rowOk = false;
      } else values[column.key] = parsed.value;
    }
    if (cells.length > header.length && cells.slice(header.length).some((c) => c.trim() !== '')) {
      report({
        path: at('row'),
        message: `has ${cells.length} cells but the header has ${header.length} columns`,
      });
      rowOk = false;
    }
    if (!rowOk) continue;

    const platform = values.platform as string;
    const postKey = `${platform}:${values.post_id as string}`;
    const first = firstRowOf.get(postKey);
    if (first !== undefined) {
      report({
        path: at('post_id'),
        message: `duplicate post id "${values.post_id as string}" (first in row ${first})`,
      });
      continue;
    }
    firstRowOf.set(postKey, rowNo);
    if (existingPostIds.has(postKey)) {
      report({
        path: at('post_id'),
        message: `post id "${values.post_id as string}" is already in this subject`,
      });
      continue;
    }

    const n = (key: string) => (values[key] as number | null) ?? 0;
    const sum = n('likes') + n('comments') + n('shares') + n('saves') + n('reposts');
    if (values.engagements !== null && values.engagements !== undefined && values.engagements !== sum) {
      report({
        path: at('engagements'),
        message: `is ${values.engagements as number} but likes + comments + shares + saves + reposts = ${sum}`,
      });
      continue;
    }

    const channelUrl = (values.channel_url as string | null) ?? null;
    const linked = channelUrl ? parseAccountLink(channelUrl) : null;
    const channelId =
      (values.channel_id as string | null)?.trim() ||
      (linked?.platform === platform ? linked.id : (values.channel_title as string).trim().toLowerCase());
    const channelKey = `${platform}:${channelId}`;
    const followers = n('channel_followers');
    const known = channels.get(channelKey);
    if (known) known.followers = Math.max(known.followers, followers);
    else
      channels.set(channelKey, {
        ...owner,
        platform,
        channel_id: channelId,
        title: values.channel_title as string,
        url: channelUrl,
        logo_url: (values.channel_logo as string | null) ?? null,
        region: (values.channel_region as string | null) ?? (values.region as string | null) ?? null,
        language: (values.channel_language as string | null) ?? (values.language as string | null) ?? null,
        followers,
        new_followers: 0,
        category: null,
      });

    const post: PostFact = {
      ...owner,
      platform,
      post_id: values.post_id as string,
      channel_id: channelId,
      title: values.title as string,
      description: (values.description as string | null) ?? '',
      format: (values.format as PostFact['format'] | null) ?? 'video',
      language: (values.language as string | null) ?? (values.channel_language as string | null) ?? null,
      region: (values.region as string | null) ?? (values.channel_region as string | null) ?? null,
      views: n('views'),
      likes: n('likes'),
      comments: n('comments'),
      shares: n('shares'),
      saves: n('saves'),
      reposts: n('reposts'),
      engagements: sum,
      is_paid: (values.is_paid as boolean | null) ?? false,
      is_app_promotion: (values.is_app_promotion as boolean | null) ?? false,
      posted_at: values.post_time as string,
      thumbnail_url: (values.thumbnail_url as string | null) ?? null,
      video_url: (values.video_url as string | null) ?? null,
    };
    batch.posts.push(post);
    for (const tag of (values.hashtags as string[] | null) ?? [])
      batch.hashtags.push({ ...owner, platform, post_id: post.post_id, tag });
  }

  if (hidden > 0) issues.push({ path: 'file', message: `${hidden} more problems are not listed` });
  batch.channels = [...channels.values()];
  return { batch, issues };
}
