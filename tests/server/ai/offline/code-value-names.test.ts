import { describe, expect, it } from 'vitest';
import { adCloseText } from '../../../../server/ai/offline/skills/query-ad-dashboard-close.ts';
import { adValueName, postValueName } from '../../../../server/ai/offline/skills/code-value-names.ts';

type AdOutput = Parameters<typeof adCloseText>[0];

/** A breakdown answer of query_ad_dashboard led by `value`, as the executor returns it. */
const adBreakdown = (by: string, value: string) =>
  ({
    question: 'breakdown',
    by,
    metric: 'amount_spent_usd',
    rank: 'highest',
    platform: null,
    period: { from: '2026-02-25', to: '2026-03-03' },
    weeks: {
      thisWeek: { from: '2026-02-25', to: '2026-03-03' },
      lastWeek: { from: '2026-02-18', to: '2026-02-24' },
    },
    not_measured: [],
    data_days: { from: '2026-02-16', to: '2026-03-03' },
    columns: ['value', 'period', 'this_week', 'last_week', 'change'],
    rows: [[value, 120, 40, 80, -0.5]],
  }) as unknown as AdOutput;

describe('codes named in the sentences as the cards name them', () => {
  it.each([
    ['region', 'DE', 'Germany', '德国'],
    ['language', 'zh', 'Chinese', '中文'],
    ['format', 'live', 'Live', '直播'],
    ['platform', 'youtube', 'YouTube', 'YouTube'],
    ['hashtag', 'vlog', 'vlog', 'vlog'],
    ['format', 'hologram', 'hologram', 'hologram'],
  ] as const)('a post %s %s', (by, code, en, zh) => {
    expect(postValueName(by, code, 'en')).toBe(en);
    expect(postValueName(by, code, 'zh')).toBe(zh);
  });

  it.each([
    ['country', 'US', 'United States', '美国'],
    ['media', 'audience_network', 'Audience Network', 'Audience Network'],
    ['channel', 'stories', 'Stories', '快拍'],
    ['type', 'carousel', 'Carousel', '轮播'],
    ['objective', 'app_promotion', 'App promotion', '应用推广'],
    ['campaign', 'US launch', 'US launch', 'US launch'],
  ] as const)('an ad %s %s', (by, code, en, zh) => {
    expect(adValueName(by, code, 'en')).toBe(en);
    expect(adValueName(by, code, 'zh')).toBe(zh);
  });

  it('an ad breakdown by country says the country, not its code', () => {
    expect(adCloseText(adBreakdown('country', 'US'), 'en')).toBe(
      'From 2026-02-25 to 2026-03-03, the country with the highest spend is “United States”: $120.00.',
    );
    expect(adCloseText(adBreakdown('country', 'US'), 'zh')).toContain('是“美国”：$120.00。');
    expect(adCloseText(adBreakdown('channel', 'in_stream'), 'zh')).toContain('是“插播”');
  });
});
