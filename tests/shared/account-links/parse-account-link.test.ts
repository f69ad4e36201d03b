import { describe, expect, it } from 'vitest';
import { parseAccountLink } from '@/lib/account-links/index.ts';

const CHANNEL = 'UC_x5XG1OV2P6uZZ5FSM9Ttw';

describe('parseAccountLink: YouTube', () => {
  it.each([
    ['https://www.youtube.com/@Nike', 'handle', 'nike'],
    ['youtube.com/@nike/videos', 'handle', 'nike'],
    ['http://m.youtube.com/@nike.running?si=abc#top', 'handle', 'nike.running'],
    ['www.youtube.com/@耐克官方', 'handle', '耐克官方'],
    [`https://youtube.com/channel/${CHANNEL}`, 'channel_id', CHANNEL],
    [`youtube.com/channel/${CHANNEL}/featured`, 'channel_id', CHANNEL],
    ['https://www.youtube.com/c/NikeRunning', 'legacy', 'nikerunning'],
    ['https://www.youtube.com/user/nike/', 'legacy', 'nike'],
    ['https://www.youtube.com/nike', 'legacy', 'nike'],
    ['HTTPS://WWW.YOUTUBE.COM/@Nike', 'handle', 'nike'],
  ])('%s → %s %s', (input, kind, id) => {
    expect(parseAccountLink(input)).toEqual({ platform: 'youtube', kind, id });
  });

  it.each([
    'https://youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/shorts/abc123',
    'https://www.youtube.com/playlist?list=PL123',
    'https://www.youtube.com/',
    'https://www.youtube.com/channel/not-a-channel-id',
    'https://www.youtube.com/@ab',
    'https://www.youtube.com/c/',
    'https://music.youtube.com/@nike',
  ])('%s is not an account link', (input) => {
    expect(parseAccountLink(input)).toBeNull();
  });
});

describe('parseAccountLink: TikTok', () => {
  it.each([
    ['https://www.tiktok.com/@Nike', 'nike'],
    ['tiktok.com/@nike.run_club', 'nike.run_club'],
    ['https://www.tiktok.com/@nike/video/7311111111111111111?lang=en', 'nike'],
    ['m.tiktok.com/@nike/', 'nike'],
  ])('%s → %s', (input, id) => {
    expect(parseAccountLink(input)).toEqual({ platform: 'tiktok', kind: 'handle', id });
  });

  it.each([
    'https://vm.tiktok.com/ZMabcdef/',
    'https://www.tiktok.com/tag/running',
    'https://www.tiktok.com/',
    'https://www.tiktok.com/@n',
    'https://www.tiktok.com/nike',
  ])('%s is not an account link', (input) => {
    expect(parseAccountLink(input)).toBeNull();
  });
});

describe('parseAccountLink: Instagram', () => {
  it.each([
    ['https://www.instagram.com/Nike/', 'nike'],
    ['instagram.com/nike.running', 'nike.running'],
    ['https://instagram.com/nike_sportswear?igsh=xyz', 'nike_sportswear'],
    ['https://www.instagram.com/nike/reels/', 'nike'],
    ['https://www.instagram.com/stories/nike/3141592653/', 'nike'],
  ])('%s → %s', (input, id) => {
    expect(parseAccountLink(input)).toEqual({ platform: 'instagram', kind: 'handle', id });
  });

  it.each([
    'https://www.instagram.com/p/CxYz123/',
    'https://www.instagram.com/reel/CxYz123/',
    'https://www.instagram.com/explore/tags/running/',
    'https://www.instagram.com/accounts/login/',
    'https://www.instagram.com/',
    'https://www.instagram.com/.nike',
  ])('%s is not an account link', (input) => {
    expect(parseAccountLink(input)).toBeNull();
  });
});

describe('parseAccountLink: anything else', () => {
  it.each([
    '@nike',
    'nike',
    'https://twitter.com/nike',
    'ftp://youtube.com/@nike',
    'https://notyoutube.com/@nike',
    '',
  ])('%j is not supported', (input) => {
    expect(parseAccountLink(input)).toBeNull();
  });
});
