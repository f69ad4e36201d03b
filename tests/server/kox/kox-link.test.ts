import { describe, expect, it } from 'vitest';
import { parseCreatorLink, type CreatorProfileLink } from '../../../src/lib/kox-link.ts';
import { sampleCreatorCatalog } from '../../../server/kox/creator-catalog.ts';

describe('parseCreatorLink', () => {
  it('reads YouTube, TikTok and Instagram profile links in their usual spellings', () => {
    expect(parseCreatorLink('https://www.youtube.com/@RunWithAnna')).toMatchObject({
      platform: 'youtube',
      kind: 'handle',
      value: 'RunWithAnna',
      key: 'runwithanna',
    });
    expect(parseCreatorLink('youtube.com/channel/UC_x5XG1OV2P6uZZ5FSM9Ttw')).toMatchObject({
      platform: 'youtube',
      kind: 'channel',
      key: 'UC_x5XG1OV2P6uZZ5FSM9Ttw',
    });
    expect(parseCreatorLink('https://m.youtube.com/user/legacyname/videos')).toMatchObject({
      key: 'legacyname',
    });
    expect(parseCreatorLink(' https://www.tiktok.com/@dance.jo?lang=en ')).toMatchObject({
      platform: 'tiktok',
      key: 'dance.jo',
    });
    expect(parseCreatorLink('http://instagram.com/cook_lin/')).toMatchObject({
      platform: 'instagram',
      key: 'cook_lin',
    });
  });

  it('refuses posts, other sites, bad channel ids and text that is not a link', () => {
    for (const text of [
      '',
      'hello world',
      'https://www.youtube.com/watch?v=abc',
      'https://www.youtube.com/channel/notachannel',
      'https://www.tiktok.com/@name/video/123',
      'https://www.instagram.com/p/Cabc123/',
      'https://example.com/@name',
      'https://www.youtube.com/@bad%ZZ',
    ])
      expect(parseCreatorLink(text), text).toBeNull();
  });
});

describe('the sample catalog finds a creator by profile (idOfProfile)', () => {
  const catalog = sampleCreatorCatalog();
  const idOfLink = (link: CreatorProfileLink) => catalog.idOfProfile(link.platform, link.key);

  it('finds a sample creator by their profile link, in any case', () => {
    for (const id of ['sample-000000', 'sample-000007', 'sample-012345', 'sample-099999']) {
      const creator = catalog.creator(id)!;
      const link = parseCreatorLink(creator.profileUrl.toUpperCase().replace('HTTPS://', 'https://'))!;
      expect(idOfLink(link), creator.profileUrl).toBe(id);
    }
  });

  it('does not take a handle on another platform or with another position for a sample creator', () => {
    const creator = catalog.creator('sample-000010')!;
    const other = creator.platform === 'tiktok' ? 'instagram.com/' : 'tiktok.com/@';
    expect(idOfLink(parseCreatorLink(`${other}${creator.handle}`)!)).toBeNull();
    const shifted = `${creator.handle.slice(0, -1)}z`;
    const url = creator.profileUrl.replace(creator.handle, shifted);
    expect(idOfLink(parseCreatorLink(url)!)).toBeNull();
  });
});
