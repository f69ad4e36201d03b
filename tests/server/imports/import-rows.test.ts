import { describe, expect, it } from 'vitest';
import { IMPORT_HEADER } from '../../../server/domains/imports/import-columns.ts';
import { IMPORT_MAX_ROWS } from '../../../src/lib/api/endpoints.ts';
import { readCsv as readCsvUpTo } from '../../../server/domains/imports/sheet-reader/read-csv.ts';
import { MAX_ISSUES, validateImportRows } from '../../../server/domains/imports/validate-import-rows.ts';
import { csvOf } from './import-csv.ts';

const owner = { dashboard_id: 'd1', subject_id: 's1' };
const readCsv = (bytes: Uint8Array) => readCsvUpTo(bytes, IMPORT_MAX_ROWS);

const validate = async (rows: Record<string, string>[], existing: string[] = []) =>
  validateImportRows(readCsv(csvOf(rows)), owner, new Set(existing));

describe('import row validation', () => {
  it('builds every post, channel and hashtag field from the template example', async () => {
    const { batch, issues } = await validate([{}]);
    expect(issues).toEqual([]);
    expect(batch.posts).toEqual([
      {
        ...owner,
        platform: 'youtube',
        post_id: 'dQw4w9WgXcQ',
        channel_id: 'UCaaaaaaaaaaaaaaaaaaaaaa',
        title: 'Nike Pegasus 41 review: 100 km later',
        description: 'Long-run test of the Pegasus 41. #running #nike',
        format: 'video',
        language: 'en',
        region: 'US',
        views: 152000,
        likes: 5100,
        comments: 320,
        shares: 85,
        saves: 40,
        reposts: 0,
        engagements: 5545,
        is_paid: false,
        is_app_promotion: false,
        posted_at: '2026-03-01T14:00:00.000Z',
        thumbnail_url: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
        video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      },
    ]);
    expect(batch.channels).toEqual([
      {
        ...owner,
        platform: 'youtube',
        channel_id: 'UCaaaaaaaaaaaaaaaaaaaaaa',
        title: 'Trail Runner Lab',
        url: 'https://www.youtube.com/@trailrunnerlab',
        logo_url: 'https://yt3.ggpht.com/trailrunnerlab=s88',
        region: 'US',
        language: 'en',
        followers: 1200000,
        new_followers: 0,
        category: null,
      },
    ]);
    expect(batch.hashtags.map((h) => h.tag)).toEqual(['running', 'nike']);
  });

  it('fills optional columns with defaults and derives the channel id from its link', async () => {
    const { batch, issues } = await validate([
      {
        post_id: 'tt1',
        platform: 'TikTok',
        format: '',
        shares: '',
        saves: '',
        reposts: '',
        engagements: '',
        channel_id: '',
        channel_url: 'https://www.tiktok.com/@RunClub',
        post_time: '2026-03-01T22:00:00+08:00',
        is_paid: '是',
      },
    ]);
    expect(issues).toEqual([]);
    expect(batch.posts[0]).toMatchObject({
      platform: 'tiktok',
      channel_id: 'runclub',
      format: 'video',
      engagements: 5100 + 320,
      posted_at: '2026-03-01T14:00:00.000Z',
      is_paid: true,
    });
  });

  it('names the row and column of every problem', async () => {
    const { issues, batch } = await validate([
      {},
      { post_id: 'b', title: '', views: '12.5', likes: '-3' },
      { post_id: 'c', post_time: '2026-02-30', platform: 'weibo', format: 'reel' },
      { post_id: 'd', region: 'USA', video_url: 'javascript:alert(1)', is_app_promotion: 'maybe' },
      { post_id: 'e', engagements: '1' },
    ]);
    expect(batch.posts).toHaveLength(1);
    expect(issues).toEqual([
      { path: 'row 3 · title', message: 'is required' },
      { path: 'row 3 · views', message: '"12.5" is not a whole number of 0 or more' },
      { path: 'row 3 · likes', message: '"-3" is not a whole number of 0 or more' },
      { path: 'row 4 · platform', message: 'unknown platform "weibo"; use youtube, tiktok, instagram' },
      { path: 'row 4 · format', message: 'unknown format "reel"; use video, short, live, image' },
      { path: 'row 4 · post_time', message: '"2026-02-30" is not a real date or time' },
      { path: 'row 5 · region', message: '"USA" is not a two-letter region code such as US' },
      { path: 'row 5 · is_app_promotion', message: '"maybe" is not true or false' },
      { path: 'row 5 · video_url', message: '"javascript:alert(1)" is not an http(s) link' },
      { path: 'row 6 · engagements', message: 'is 1 but likes + comments + shares + saves + reposts = 5545' },
    ]);
  });

  it('rejects duplicate post ids, in the file and against the subject', async () => {
    expect((await validate([{ post_id: 'x' }, { post_id: 'y' }, { post_id: 'x' }])).issues).toEqual([
      { path: 'row 4 · post_id', message: 'duplicate post id "x" (first in row 2)' },
    ]);
    expect((await validate([{ post_id: 'x' }], ['youtube:x'])).issues).toEqual([
      { path: 'row 2 · post_id', message: 'post id "x" is already in this subject' },
    ]);
    // The same id on two platforms is two posts.
    expect((await validate([{ post_id: 'x' }, { post_id: 'x', platform: 'instagram' }])).issues).toEqual([]);
  });

  it('keeps hostile strings as text', async () => {
    const hostile = '=HYPERLINK("http://evil.test","x")<script>alert(1)</script>';
    const { batch, issues } = await validate([{ title: hostile, description: "'; drop table posts; --" }]);
    expect(issues).toEqual([]);
    expect(batch.posts[0]!.title).toBe(hostile);
    expect(batch.posts[0]!.description).toBe("'; drop table posts; --");
  });

  it('checks the header against the template', async () => {
    const header = IMPORT_HEADER.filter((k) => k !== 'views').concat('colour');
    const { issues } = await validateImportRows(readCsv(csvOf([{}], header)), owner, new Set());
    expect(issues).toEqual([
      { path: 'header · colour', message: 'unknown column; use the template' },
      { path: 'header · views', message: 'required column is missing' },
    ]);
    expect((await validateImportRows(readCsv(csvOf([])), owner, new Set())).issues).toEqual([
      { path: 'file', message: 'the file has no post rows' },
    ]);
  });

  it('caps the issue list and says how many more there are', async () => {
    const rows = Array.from({ length: MAX_ISSUES + 10 }, (_, i) => ({ post_id: `p${i}`, views: 'many' }));
    const { issues } = await validate(rows);
    expect(issues).toHaveLength(MAX_ISSUES + 1);
    expect(issues.at(-1)).toEqual({ path: 'file', message: '10 more problems are not listed' });
  });
});
