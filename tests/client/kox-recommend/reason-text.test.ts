import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { reasonText, type RecommendReason } from '@/lib/kox-recommend-reasons';

const both = (reason: RecommendReason) =>
  (['en', 'zh'] as const).map((lng) => reasonText(reason, i18n.getFixedT(lng), lng));

describe('recommendation reasons in words', () => {
  it('says what the creator posts about and how often', () => {
    expect(both({ kind: 'content', phrase: 'trail running', cadence: 'weekly' })).toEqual([
      'Posts about trail running weekly',
      '每周发布trail running相关内容',
    ]);
  });

  it('quotes the audience shares that match, with country names', () => {
    const reason: RecommendReason = {
      kind: 'audience',
      gender: 'female',
      gender_pct: 68,
      age: '18-24',
      age_pct: 41,
      country: 'US',
      country_pct: 70,
    };
    expect(both(reason)).toEqual([
      'Audience 68% female, 41% aged 18-24, 70% in United States, like the brief',
      '受众女性占 68%，18-24 岁占 41%，美国占 70%，符合需求',
    ]);
    expect(both({ ...reason, gender: null, gender_pct: null, age: null, age_pct: null })[0]).toBe(
      'Audience 70% in United States, like the brief',
    );
  });

  it('names the engagement tier and the CPM against the team median in dollars', () => {
    const [en] = both({ kind: 'engagement', top_pct: 12, tier: '200k-500k' });
    expect(en).toBe('Engagement in the top 12% of creators with 200k–500k followers');
    expect(both({ kind: 'engagement', top_pct: 3, tier: '0-200k' })).toEqual([
      'Engagement in the top 3% of creators with under 200k followers',
      '互动率位于20万以下粉丝量达人的前 3%',
    ]);
    const [cpmEn, cpmZh] = both({ kind: 'cpm', cpm_usd: 9.5, team_median_usd: 14 });
    expect(cpmEn).toBe("CPM $9.50, below the team's median of $14.00");
    expect(cpmZh).toContain('9.50');
    expect(cpmZh).toContain('低于团队中位数');
  });

  it('keeps markup in a quoted phrase as text', () => {
    const [en] = both({ kind: 'content', phrase: '<b>trail</b> & run', cadence: 'daily' });
    expect(en).toBe('Posts about <b>trail</b> & run daily');
  });
});
